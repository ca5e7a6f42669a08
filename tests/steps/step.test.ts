import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStep } from '../../src/steps/grammar.js';
import { formatStep, formatTarget, getTarget, quoteStepText, type Step } from '../../src/steps/step.js';

describe('steps/step', () => {
  describe('#formatStep', () => {
    it('writes a bare text selector in the short form', () => {
      expect(formatStep({ verb: 'tapOn', selector: { text: 'Create order' } })).toBe("tapOn: 'Create order'");
      expect(formatStep({ verb: 'assertNotVisible', selector: { text: 'Saved' } })).toBe("assertNotVisible: 'Saved'");
    });

    it('writes objects with the keys in the order target, index, of, rightOf, value', () => {
      expect(formatStep({ verb: 'tapOn', selector: { of: 3, index: 2, text: 'Delete' } })).toBe("tapOn: { text: 'Delete', index: 2, of: 3 }");
      expect(formatStep({ verb: 'tapOn', selector: { text: 'Delete', rightOf: 'Ada Lovelace' } })).toBe("tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }");
      expect(formatStep({ verb: 'tapOn', selector: { testId: 'save' } })).toBe("tapOn: { testId: 'save' }");
      expect(formatStep({ verb: 'inputText', selector: { text: 'Name' }, value: 'Ada' })).toBe("inputText: { text: 'Name', value: 'Ada' }");
    });

    it('refuses a selector with no target or two', () => {
      expect(() => formatStep({ verb: 'tapOn', selector: {} })).toThrow(/exactly one of text, testId or id; this one has none/);
      expect(() => getTarget({ text: 'a', id: 'b' })).toThrow(/text and id/);
    });
  });

  describe('#quoteStepText', () => {
    it('uses single quotes, and JSON double quotes for a text holding one', () => {
      expect(quoteStepText('Save')).toBe("'Save'");
      expect(quoteStepText('Say "hi"')).toBe(`'Say "hi"'`);
      expect(quoteStepText("Don't save")).toBe(`"Don't save"`);
    });

    it('shows invisible characters and line breaks as escapes', () => {
      expect(quoteStepText('a\u202eb\nc')).toBe("'a\\u202eb\\nc'");
      expect(quoteStepText('back\\slash')).toBe("'back\\\\slash'");
    });

    it('reads back as the same text, whatever the text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'binary' }), (text) => {
          expect(parseStep(`tapOn: ${quoteStepText(text)}`).value).toEqual({ verb: 'tapOn', selector: { text } });
        }),
      );
    });
  });

  describe('#formatTarget', () => {
    it('prints text, test id and id as the notation does', () => {
      expect(formatTarget({ key: 'text', value: 'Save "now"' })).toBe('"Save \\"now\\""');
      expect(formatTarget({ key: 'testId', value: 'save' })).toBe('$"save"');
      expect(formatTarget({ key: 'id', value: 'save' })).toBe('#"save"');
    });
  });

  it('parseStep(formatStep(step)) gives the step back', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 12 });
    const number = fc.integer({ min: 1, max: 50 });
    const step = fc
      .record(
        {
          verb: fc.constantFrom('tapOn', 'inputText', 'assertVisible') as fc.Arbitrary<Step['verb']>,
          key: fc.constantFrom('text', 'testId', 'id'),
          target: text,
          index: fc.option(number, { nil: undefined }),
          rightOf: fc.option(text, { nil: undefined }),
          value: text,
        },
        { requiredKeys: ['verb', 'key', 'target', 'value'] },
      )
      .map(({ verb, key, target, index, rightOf, value }): Step => {
        const selector = { [key]: target, ...(index !== undefined && { index, of: index + 1 }), ...(rightOf !== undefined && { rightOf }) };
        return verb === 'inputText' ? { verb, selector, value } : { verb, selector };
      });
    fc.assert(
      fc.property(step, (s) => {
        expect(parseStep(formatStep(s))).toEqual({ value: s, errors: [] });
      }),
    );
  });
});
