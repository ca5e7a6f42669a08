import { describe, test, expect, vi, afterEach } from 'vitest';
import * as patterns from '../../src/notation/patterns.js';
import { markUnsettled, parseGolden, readGolden, renderGolden, settledPageLine, GoldenError } from '../../src/golden/golden.js';
import { stripOrigin } from '../../src/model/url.js';
import { matchGolden } from '../../src/golden/match.js';
import { snapshotOf } from './helpers.js';

const PAGE = '<main><button>Create order</button><input aria-label="Customer" value="ACME" placeholder="Name"></main>';

describe('golden/golden', () => {
  describe('#renderGolden', () => {
    test('records the detail, leaves refs and the origin out, never the engine', () => {
      expect(renderGolden(snapshotOf(PAGE))).toBe(
        '# a11y-snapshot detail:compact\n' +
          'snapshot v2\n' +
          'page "Orders" url="/orders?tab=open" settled\n' +
          'button "Create order"\n' +
          'textbox "Customer" ="ACME"\n',
      );
    });

    test('full adds every marker but still no engine', () => {
      const text = renderGolden(snapshotOf(PAGE), 'full');
      expect(text.split('\n').slice(0, 3)).toEqual(['# a11y-snapshot detail:full', 'snapshot v2', 'page "Orders" url="/orders?tab=open" settled']);
      expect(text).toContain('textbox "Customer" ="ACME" ?"Name" in:main""\n');
    });

    test('regions goldens hold the overview', () => {
      expect(renderGolden(snapshotOf(PAGE), 'regions')).toBe(
        '# a11y-snapshot detail:regions\nsnapshot v2\npage "Orders" url="/orders?tab=open" settled\nmain: 1 button, 1 textbox\n',
      );
    });
  });

  test('#markUnsettled: a golden written before its page settled says loading(Network N); held as text, the word is not compared', () => {
    const compact = renderGolden(snapshotOf(PAGE));
    const loading = markUnsettled(compact, 2);
    expect(loading.split('\n')[2]).toMatch(/^page ".*" url=".*" loading\(Network 2\)$/);
    expect(loading.replace(' loading(Network 2)', ' settled')).toBe(compact);
    expect(readGolden(loading, 'g').header).toMatchObject({ settled: false, network: 2 });
    expect(settledPageLine(loading)).toBe(compact);
    const regions = renderGolden(snapshotOf(PAGE), 'regions');
    expect(matchGolden(snapshotOf(PAGE), readGolden(markUnsettled(regions, 0), 'g'), markUnsettled(regions, 0)).pass).toBe(true);
    // v1 has no page line: nothing to mark.
    const v1 = renderGolden(snapshotOf(PAGE), 'v1');
    expect(markUnsettled(v1, 1)).toBe(v1);
  });

  test('#stripOrigin keeps path, query and hash; file and about URLs stay whole', () => {
    expect(stripOrigin('http://localhost:3000/a/b?x=1#y')).toBe('/a/b?x=1#y');
    expect(stripOrigin('https://example.com')).toBe('/');
    expect(stripOrigin('about:blank')).toBe('about:blank');
    expect(stripOrigin('file:///pages/page.html')).toBe('file:///pages/page.html');
  });

  describe('#parseGolden', () => {
    test('reads back what renderGolden wrote', () => {
      const text = renderGolden(snapshotOf(PAGE));
      const { value, errors } = parseGolden(text);
      expect(errors).toEqual([]);
      expect(value!.detail).toBe('compact');
      expect(value!.header.url).toBe('/orders?tab=open');
      expect(value!.lines.map((l) => [l.node.role, l.node.name, l.line])).toEqual([
        ['button', 'Create order', 4],
        ['textbox', 'Customer', 5],
      ]);
    });

    test('a pattern stands for a name, a value or a row anchor', () => {
      const { value, errors } = parseGolden('# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url=/\\/orders.*/ settled\nlink /Order \\d+/ =/[A-Z]+/\n');
      expect(errors).toEqual([]);
      const line = value!.lines[0];
      expect(line.node.name).toBe('/Order \\d+/');
      expect(line.patterns.name!.matcher.test('Order 1001')).toBe(true);
      expect(line.patterns.name!.matcher.test('Order 1001 x')).toBe(false);
      expect(line.patterns.value!.matcher.test('ACME')).toBe(true);
      expect(value!.headerPatterns.url!.matcher.test('/orders?tab=1')).toBe(true);
    });

    test('a pattern stands for a description', () => {
      const { value, errors } = parseGolden(
        '# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\ntextbox "Code" invalid desc:/Expires in \\d+ s/\n',
      );
      expect(errors).toEqual([]);
      expect(value!.lines[0].patterns.description!.matcher.test('Expires in 30 s')).toBe(true);
    });

    test('a missing first line is an error on line 1', () => {
      expect(parseGolden('snapshot v2\n').errors[0]).toMatchObject({ line: 1, column: 1 });
    });

    test('an invalid pattern is an error naming its column', () => {
      const { errors } = parseGolden('# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\nbutton /(a/\n');
      expect(errors[0]).toMatchObject({ line: 4, column: 8 });
      expect(errors[0].message).toMatch(/^invalid pattern \/\(a\/: /);
    });
  });

  describe('#readGolden', () => {
    const good = '# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\nbutton "Save"\n';

    test('names the file and the line of the first fault, in one line', () => {
      const bad = good.replace('button "Save"', 'button "Save" x1');
      expect(() => readGolden(bad, 'a/b.snap')).toThrow(GoldenError);
      try {
        readGolden(bad, 'a/b.snap');
      } catch (error) {
        expect((error as Error).message).toMatch(/^a\/b\.snap:4:\d+: /);
        expect((error as Error).message).not.toContain('\n');
      }
    });

    test('refuses CRLF and merge conflicts with the line they are on', () => {
      expect(() => readGolden(good.replace(/\n/g, '\r\n'), 'x.snap')).toThrow(/^x\.snap:1: carriage return/);
      const conflicted = good.replace('button "Save"\n', '<<<<<<< HEAD\nbutton "Save"\n=======\nbutton "Store"\n>>>>>>> branch\n');
      expect(() => readGolden(conflicted, 'x.snap')).toThrow(/^x\.snap:4: merge conflict marker "<<<<<<<"/);
    });

    test('a truncated golden is an error, not an empty snapshot', () => {
      expect(() => readGolden('# a11y-snapshot detail:compact\nsnap', 'x.snap')).toThrow(/^x\.snap:2:1: expected "snapshot v2"/);
    });

    describe('a fault of the reader itself is no fault of the golden', () => {
      afterEach(() => vi.restoreAllMocks());
      const bug = () => {
        throw new TypeError('bug in the reader');
      };

      test.each([
        ['an element line', 4],
        ['the page line', 3],
      ])('a TypeError reading %s surfaces as that TypeError, not as an unreadable golden', (_where, line) => {
        const real = patterns.extractPatterns;
        vi.spyOn(patterns, 'extractPatterns').mockImplementation((text) => (text === good.split('\n')[line - 1] ? bug() : real(text)));
        expect(() => readGolden(good, 'x.snap')).toThrow(TypeError);
        expect(() => parseGolden(good)).toThrow('bug in the reader');
      });
    });
  });
});
