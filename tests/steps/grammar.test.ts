import { describe, expect, it, vi } from 'vitest';
import * as similarity from '../../src/steps/similarity.js';
import { StepSyntaxError, parseStep, parseStepOrThrow } from '../../src/steps/grammar.js';

/** The faults of a step that must not parse, as `column: message`. */
function faults(text: string): string[] {
  const { value, errors } = parseStep(text);
  expect(value).toBeUndefined();
  return errors.map((e) => `${e.column}: ${e.message}`);
}

describe('steps/grammar', () => {
  describe('#parseStep: every form', () => {
    it.each([
      ["tapOn: 'Create order'", { verb: 'tapOn', selector: { text: 'Create order' } }],
      ['tapOn: "Create order"', { verb: 'tapOn', selector: { text: 'Create order' } }],
      ["tapOn: { text: 'Delete', index: 2 }", { verb: 'tapOn', selector: { text: 'Delete', index: 2 } }],
      ["tapOn: { text: 'Delete', index: 2, of: 20 }", { verb: 'tapOn', selector: { text: 'Delete', index: 2, of: 20 } }],
      ["tapOn: { testId: 'save-button' }", { verb: 'tapOn', selector: { testId: 'save-button' } }],
      ["tapOn: { id: 'cancel' }", { verb: 'tapOn', selector: { id: 'cancel' } }],
      ["tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }", { verb: 'tapOn', selector: { text: 'Delete', rightOf: 'Ada Lovelace' } }],
      ["inputText: { text: 'Customer', value: 'Ada' }", { verb: 'inputText', selector: { text: 'Customer' }, value: 'Ada' }],
      ["inputText: { testId: 'q', value: '' }", { verb: 'inputText', selector: { testId: 'q' }, value: '' }],
      ["assertVisible: 'Orders'", { verb: 'assertVisible', selector: { text: 'Orders' } }],
      ["assertVisible: { text: 'Orders', index: 1, of: 2 }", { verb: 'assertVisible', selector: { text: 'Orders', index: 1, of: 2 } }],
      ["assertNotVisible: 'Saving…'", { verb: 'assertNotVisible', selector: { text: 'Saving…' } }],
      ["assertNotVisible: { id: 'spinner' }", { verb: 'assertNotVisible', selector: { id: 'spinner' } }],
    ])('%s', (text, step) => {
      expect(parseStep(text)).toEqual({ value: step, errors: [] });
    });

    it('tolerates whitespace everywhere, a trailing comma and a list dash', () => {
      const step = { verb: 'tapOn', selector: { text: 'Delete', index: 2 } };
      expect(parseStep("  tapOn :{text:'Delete',index:2}  ").value).toEqual(step);
      expect(parseStep("tapOn:\t{\n  text: 'Delete',\n  index: 2,\n}").value).toEqual(step);
      expect(parseStep("- tapOn: { text: 'Delete', index: 2 }").value).toEqual(step);
    });

    it('takes keys in any order, and quoted keys', () => {
      expect(parseStep("inputText: { value: 'Ada', index: 1, text: 'Name' }").value).toEqual({
        verb: 'inputText',
        selector: { index: 1, text: 'Name' },
        value: 'Ada',
      });
      expect(parseStep('tapOn: { "text": "Save", \'of\': 1, "index": 1 }').value).toEqual({ verb: 'tapOn', selector: { text: 'Save', of: 1, index: 1 } });
    });

    it('reads backslash escapes in both quotes', () => {
      expect(parseStep("tapOn: 'Don\\'t save'").value?.selector.text).toBe("Don't save");
      expect(parseStep('tapOn: "Say \\"hi\\""').value?.selector.text).toBe('Say "hi"');
      expect(parseStep(`tapOn: "Don't"`).value?.selector.text).toBe("Don't");
      expect(parseStep("tapOn: 'a\\\\b\\/c\\n\\t\\u00e9'").value?.selector.text).toBe('a\\b/c\n\té');
    });
  });

  describe('#parseStep: faults, with columns', () => {
    it('a bare word where a quoted text belongs', () => {
      expect(faults('tapOn: Create order')).toEqual([`8: expected a quoted text or { … } after "tapOn:", got 'Create'`]);
      expect(faults('tapOn: { text: Save }')).toEqual([`16: expected a quoted text after "text:", got 'Save'`]);
      expect(faults("tapOn: { text: 'a', index: two }")).toEqual([`28: expected a whole number after "index:", got 'two'`]);
    });

    it('an empty step, an unknown verb, a missing colon', () => {
      expect(faults('   ')).toEqual(["4: expected a step such as tapOn: 'Save', got an empty step"]);
      expect(faults("tapon: 'Save'")).toEqual(["1: unknown step 'tapon': expected tapOn, inputText, assertVisible or assertNotVisible (did you mean tapOn?)"]);
      expect(faults("click: 'Save'")).toEqual(["1: unknown step 'click': expected tapOn, inputText, assertVisible or assertNotVisible"]);
      expect(faults("tapOn 'Save'")).toEqual([`7: expected ":" after "tapOn", got '''`]);
      expect(faults("'Save'")).toEqual(["1: expected a step such as tapOn: 'Save', got '''"]);
    });

    it('unterminated texts, unknown escapes, text after the step', () => {
      expect(faults("tapOn: 'Save")).toEqual(["8: unterminated text: no closing ' before the end of the step"]);
      expect(faults("tapOn: 'a\\qb'")).toEqual([`10: unknown escape '\\q': write \\\\ for a backslash; \\' \\" \\n \\t \\uXXXX are the others`]);
      expect(faults("tapOn: 'a\\u12'")).toEqual([expect.stringMatching(/^10: unknown escape '\\u'/)]);
      expect(faults("tapOn: 'Save' now")).toEqual(["15: expected the end of the step after the quoted text, got 'now'"]);
      expect(faults("tapOn: { text: 'a' } }")).toEqual(["22: expected the end of the step after the closing }, got '}'"]);
    });

    it('an object left open or missing a comma', () => {
      expect(faults("tapOn: { text: 'a'")).toEqual(['19: expected "}" to close the { at column 8, got the end of the step']);
      expect(faults("tapOn: { text: 'a' index: 2 }")).toEqual([`20: expected "," or "}" after the value of text, got 'index'`]);
      expect(faults('tapOn: { , }')).toEqual([`10: expected a key such as text: or a closing }, got ','`]);
      expect(faults("tapOn: { text 'a' }")).toEqual([`15: expected ":" after the key text, got '''`]);
    });

    it('unknown keys, with a suggestion', () => {
      expect(faults("tapOn: { txt: 'Save' }")).toEqual([
        "10: unknown key 'txt' for tapOn: expected text, testId, id, index, of or rightOf (did you mean text?)",
        "8: tapOn needs one of text, testId or id, as in tapOn: { text: 'Save' }",
      ]);
      expect(faults("tapOn: { text: 'Save', testid: 'x' }")).toEqual([expect.stringMatching(/^24: unknown key 'testid' .*\(did you mean testId\?\)$/)]);
    });

    it('keys the verb does not take', () => {
      expect(faults("tapOn: { text: 'Name', value: 'Ada' }")).toEqual(['24: value is only for inputText: tapOn types nothing']);
      expect(faults("assertNotVisible: { text: 'Row', index: 2 }")).toEqual([
        '34: assertNotVisible takes no index: it passes only when no line shows the text',
      ]);
    });

    it('wrong types and numbers out of range', () => {
      expect(faults('tapOn: { text: 2 }')).toEqual(["16: text must be a quoted text, got 2: write text: '2'"]);
      expect(faults("tapOn: { text: 'a', index: '2' }")).toEqual(["28: index must be a whole number from 1, got '2', a quoted text"]);
      expect(faults("tapOn: { text: 'a', index: 0 }")).toEqual(['28: index must be a whole number from 1, got 0']);
      expect(faults("tapOn: { text: 'a', index: -1 }")).toEqual(["28: index must be a whole number from 1, got '-1'"]);
      expect(faults("tapOn: { text: 'a', index: 2.5 }")).toEqual(["28: index must be a whole number from 1, got '2.5'"]);
      expect(faults("tapOn: { text: 'a', index: 99999999999999999999 }")).toHaveLength(1);
    });

    it('no target, two targets, a key twice', () => {
      expect(faults('tapOn: { index: 2 }')).toEqual(["8: tapOn needs one of text, testId or id, as in tapOn: { text: 'Save' }"]);
      expect(faults("tapOn: { text: 'a', testId: 'b' }")).toEqual(['21: give one of text, testId or id, not both text and testId']);
      expect(faults("tapOn: { text: 'a', text: 'b' }")).toEqual(['21: text is given twice (first at column 10)']);
    });

    it('of without index, index past of', () => {
      expect(faults("tapOn: { text: 'a', of: 3 }")).toEqual(['21: of needs an index: write { …, index: N, of: M }, of being the count the snapshot printed']);
      expect(faults("tapOn: { text: 'a', index: 4, of: 3 }")).toEqual(['21: index 4 is past of: 3']);
    });

    it('inputText needs a field and a value', () => {
      expect(faults("inputText: 'Ada'")).toEqual(["12: inputText names a field and the text to type: write inputText: { text: '<field>', value: '…' }"]);
      expect(faults("inputText: { text: 'Name' }")).toEqual(["12: inputText needs value: the text to type, as in { text: '<field>', value: '…' }"]);
    });

    it('collects every fault of an object', () => {
      expect(faults("tapOn: { txt: 'a', index: 0, of: 'x' }")).toHaveLength(4);
    });
  });

  describe('#parseStepOrThrow', () => {
    it('returns the step', () => {
      expect(parseStepOrThrow("tapOn: 'Save'")).toEqual({ verb: 'tapOn', selector: { text: 'Save' } });
    });

    it('throws one line that shows where, and the step', () => {
      expect(() => parseStepOrThrow('tapOn: Create order')).toThrow(
        `Bad step at column 8: expected a quoted text or { … } after "tapOn:", got 'Create' (tapOn: Create order)`,
      );
    });

    it('counts the other faults, and shows invisible characters in the step', () => {
      try {
        parseStepOrThrow("tapOn: { txt: 'a\u200b' }");
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(StepSyntaxError);
        expect((error as StepSyntaxError).errors).toHaveLength(2);
        expect((error as Error).message).toBe(
          "Bad step at column 10: unknown key 'txt' for tapOn: expected text, testId, id, index, of or rightOf (did you mean text?) " +
            "(tapOn: { txt: 'a\\u200b' }) (and 1 more error)",
        );
      }
    });
  });

  it('#parseStep: a bug while reading surfaces as itself, not as a fault of the step', () => {
    const spy = vi.spyOn(similarity, 'measureSimilarity').mockImplementation(() => {
      throw new TypeError('bug in the reader');
    });
    try {
      expect(() => parseStep("tapIt: 'Save'")).toThrow(TypeError);
    } finally {
      spy.mockRestore();
    }
    expect(faults("tapIt: 'Save'")[0]).toMatch(/^1: unknown step 'tapIt'/);
  });
});
