import { describe, expect, it, vi } from 'vitest';
import * as tokens from '../../src/model/tokens.js';
import { format } from '../../src/notation/format.js';
import { SnapshotParseError, parse, parseLine, parseSnapshot } from '../../src/notation/parse.js';
import { HEADER, node, ordersPage, withoutOutline } from './fixtures.js';

const HEAD = 'snapshot v2\npage "Orders" url="https://shop.test/orders" settled\n';

/** The one error of a text made of the header and `line`. */
function errorOf(line: string): { line: number; column: number; message: string } {
  const { errors } = parse(HEAD + line + '\n');
  expect(errors).toHaveLength(1);
  return errors[0];
}

/** 1-based column of `needle` in `line`. */
const columnOf = (line: string, needle: string) => line.indexOf(needle) + 1;

describe('notation/parse', () => {
  describe('#parse', () => {
    it('reads full text back into the model, without the outline', () => {
      const { value, errors } = parse(format(ordersPage(), { detail: 'full' }));
      expect(errors).toEqual([]);
      expect(value).toStrictEqual(withoutOutline(ordersPage()));
    });

    it('reads lines without refs', () => {
      const { value, errors } = parse(HEAD + 'button[2] "Delete" x20 row:"Order 1001" in:table"Orders" icon:trash\n');
      expect(errors).toEqual([]);
      expect(value.nodes).toStrictEqual([
        node({ role: 'button', name: 'Delete', count: 20, index: 2, row: 'Order 1001', in: { kind: 'table', name: 'Orders' }, icon: 'trash' }),
      ]);
    });

    it('computes the key: test id, else id, else name', () => {
      const { value } = parse(HEAD + 'button "Edit" $"edit-3"\nsearchbox "Search" #"q"\nlink "Home"\n');
      expect(value.nodes.map((n) => [n.keyKind, n.key])).toEqual([
        ['testId', 'edit-3'],
        ['id', 'q'],
        ['text', 'Home'],
      ]);
    });

    it('reads count and index as 1 when x is absent', () => {
      const [line] = parse(HEAD + 'link "Home"\n').value.nodes;
      expect([line.count, line.index]).toEqual([1, 1]);
    });

    it('reads a word shaped like a ref as the role when a name follows it', () => {
      expect(parse(HEAD + 'e1 "x"\n').value.nodes[0]).toStrictEqual(node({ role: 'e1', name: 'x' }));
      expect(parse(HEAD + 'e1 e2 "x"\n').value.nodes[0]).toStrictEqual(node({ ref: 'e1', role: 'e2', name: 'x' }));
    });

    it('reads page text that imitates markers as text', () => {
      const { value } = parse(HEAD + 'e2 button "Pay\\ne99 button \\"Steal\\" x5 on"\n');
      expect(value.nodes).toStrictEqual([node({ ref: 'e2', role: 'button', name: 'Pay\ne99 button "Steal" x5 on' })]);
    });

    it('reads the header: loading, engine, and dom when no engine is named', () => {
      const loading = parse('snapshot v2\npage "A" url="u" loading(Network 2) engine:chromium\n').value.header;
      expect(loading).toStrictEqual({ title: 'A', url: 'u', settled: false, network: 2, engine: 'chromium' });
      expect(parse(HEAD).value.header).toStrictEqual({ ...HEADER, engine: 'dom' });
    });

    it('reads a header alone as an empty page', () => {
      expect(parse(HEAD)).toStrictEqual({ value: { header: { ...HEADER, engine: 'dom' }, nodes: [] }, errors: [] });
    });

    it('accepts text with no final newline, and blank lines at the end', () => {
      expect(parse(HEAD + 'link "a"').errors).toEqual([]);
      expect(parse(HEAD + 'link "a"\n\n').errors).toEqual([]);
      expect(parse(HEAD + 'link "a"\n\n').value.nodes).toHaveLength(1);
    });

    it('keeps the good lines and reports each bad one', () => {
      const { value, errors } = parse(HEAD + 'link "a"\nlink b\nlink "c"\nlink "d" nope\n');
      expect(value.nodes.map((n) => n.name)).toEqual(['a', 'c']);
      expect(errors.map((e) => e.line)).toEqual([4, 6]);
    });
  });

  describe('#parse errors in element lines', () => {
    it('names line and column and quotes the input (the README example)', () => {
      const { errors } = parse(HEAD + 'link "a"\ne12 button Create\n');
      expect(errors).toEqual([{ line: 4, column: 12, message: `expected a JSON string after role "button", got 'Create'` }]);
    });

    const cases: [string, string | number, string][] = [
      // [line, the text at the column (its first occurrence) or the column, message]
      ['Button "x"', 'Button', `expected a role (a lowercase word, after an optional ref e<N>), got 'Button'`],
      ['button"x"', '"x"', `expected a space and a JSON string after role "button", got '"x"'`],
      ['e0 button "x"', 'button', `expected a JSON string after role "e0", got 'button'`],
      ['button "x"garbage', 'garbage', `expected a space before the next marker, got 'garbage'`],
      ['button "x" ', 11, 'unexpected space at the end of the line'],
      ['button "x"  on', 12, 'two spaces: markers are separated by exactly one space'],
      ['button "x" bogus', 'bogus', `unknown marker 'bogus': expected x<count>, $"<testId>", #"<id>"`],
      ['button "x" only', 'only', `unknown marker 'only'`],
      ['button "x" x', 12, `unknown marker 'x'`],
      ['button "a\\x"', '"a', `expected a JSON string after role "button", got '"a\\x"', which is not valid JSON`],
      ['button "abc', '"abc', 'unterminated JSON string after role "button": no closing quote before the end of the line'],
      ['button "\\u0041"', '"\\u', `write the string after role "button" as '"A"', not '"\\u0041"'`],
      ['button "\u2028"', '"', `write the string after role "button" as '"\\u2028"': invisible characters are written as \\u escapes`],
      ['button "a" ="\\/"', '"\\/', `write the string after = (the value) as '"/"', not '"\\/"'`],
      ['checkbox "x" disabled on', 'on', `marker 'on' is out of order: markers go x<count> $|# = ? level= on off mixed`],
      ['checkbox "x" on on', 17, `marker 'on' appears twice`],
      ['checkbox "x" off on', 'on', `marker 'on' is out of order`],
      ['checkbox "x" on off row:" off"', 'off', 'flags on and off contradict each other: a line carries at most one of on, off, mixed'],
      ['button "x" expanded collapsed', 'collapsed', 'flags expanded and collapsed contradict each other'],
      ['link "a" $"b" #"c"', '#', `marker '#"c"': a line has one key, a test id $"…" or an id #"…", not both`],
      ['link "a" ="v" $"b"', '$', `marker '$"b"' is out of order`],
      ['textbox "a" on ?"p"', '?', `marker '?"p"' is out of order`],
      ['heading "a" on level=2', 'level', `marker 'level=2' is out of order`],
      ['link "a" in:form"f" row:"r"', 'row', `marker 'row:"r"' is out of order`],
      ['link "a" via:cursor icon:x', 'icon', `marker 'icon:x' is out of order`],
      ['button "x" x1', 'x1', 'x1 never prints: a line says x<count> only when its key matches 2 or more elements'],
      ['button "x" x5', 'x5', 'x5 needs an index after the role, like button[1]'],
      ['button[2] "x"', '[2]', 'index [2] prints only with a count x<N> after the name'],
      ['button[3] "x" x2', '[3]', 'index [3] is above the count x2'],
      ['button[0] "x" x2', '[0]', `expected an index like [2] after role "button", got '[0]'`],
      ['button "x" x05', '05', `expected a whole number from 1 after x, got '05'`],
      ['heading "x" level=0', '0', `expected a whole number from 1 after level=, got '0'`],
      ['button "x" x99999999999999999', '999', 'expected a whole number from 1 after x'],
      ['link "a" via:hover', 'hover', 'unknown signal via:hover: expected one of cursor, onclick, tabindex, editable'],
      ['link "a" in:dialog', '', 'expected a JSON string after in:dialog, got the end of the line'],
      ['link "a" in:"x"', '"x"', `expected a container kind (a lowercase word) after in:, got '"x"'`],
      ['link "a" icon:Trash', 'Trash', `expected an icon name (a lowercase word) after icon:, got 'Trash'`],
      ['link "a" $x', 'x', `expected a JSON string after $ (the test id), got 'x'`],
    ];

    it.each(cases)('%s', (line, at, message) => {
      const error = errorOf(line);
      expect(error.line).toBe(3);
      expect(error.column).toBe(typeof at === 'number' ? at : at === '' ? line.length + 1 : columnOf(line, at));
      expect(error.message.startsWith(message)).toBe(true);
    });

    it('rejects a blank line between elements', () => {
      expect(parse(HEAD + 'link "a"\n\nlink "b"\n').errors).toEqual([
        { line: 4, column: 1, message: 'unexpected blank line: every line after the header is one element' },
      ]);
    });

    it('rejects CRLF line endings, saying so', () => {
      const { errors } = parse(HEAD.replace(/\n/g, '\r\n') + 'link "a"\r\n');
      expect(errors.map((e) => [e.line, e.column])).toEqual([
        [1, 12],
        [2, 53],
        [3, 9],
      ]);
      expect(errors[2].message).toBe('the line ends with a carriage return (\\r): the notation uses \\n line endings');
    });

    it('keeps every message on one line, whatever the input', () => {
      const { errors } = parse(HEAD + 'link "a" \u2028\u0000' + 'x'.repeat(100) + '\n');
      expect(errors[0].message).toBe(
        `unknown marker '\\u2028\\u0000${'x'.repeat(38)}…': expected x<count>, $"<testId>", #"<id>", ="<value>", ?"<placeholder>", level=<N>, a flag (on off mixed disabled focus selected expanded collapsed required invalid readonly offscreen), row:"…", in:<kind>"…", icon:<name>, via:<signal> or desc:"…"`,
      );
    });
  });

  describe('#parse errors in the header', () => {
    it('wants "snapshot v2" first', () => {
      expect(parse('snapshot v1\npage "" url="" settled\n').errors).toEqual([
        { line: 1, column: 1, message: `expected "snapshot v2" as the first line, got 'snapshot v1'` },
      ]);
    });

    it('reports an empty text at the first two lines', () => {
      expect(parse('').errors.map((e) => [e.line, e.column, e.message])).toEqual([
        [1, 1, 'expected "snapshot v2" as the first line, got an empty line'],
        [2, 1, `expected 'page "<title>" url="<url>" settled' as the second line, got the end of the line`],
      ]);
    });

    const cases: [string, number, string][] = [
      ['page "A"', 9, 'expected a space and url="<url>" after the title, got the end of the line'],
      ['page A url="u" settled', 6, `expected a JSON string after page (the title), got 'A'`],
      ['page "A" url="u"', 17, 'expected a space and settled or loading(Network N) after the url'],
      ['page "A" url="u" done', 18, `expected settled or loading(Network N) after the url, got 'done'`],
      ['page "A" url="u" loading(Network -1)', 18, 'expected settled or loading(Network N) after the url'],
      ['page "A" url="u" settled engine:gecko', 26, 'unknown engine:gecko: expected one of jsdom, chromium, dom'],
      ['page "A" url="u" settled engine:constructor', 26, 'unknown engine:constructor'],
      ['page "A" url="u" settled now', 25, `expected the end of the page line, got ' now'`],
    ];

    it.each(cases)('%s', (line, column, message) => {
      const { errors } = parse('snapshot v2\n' + line + '\n');
      expect(errors).toHaveLength(1);
      expect(errors[0].line).toBe(2);
      expect(errors[0].column).toBe(column);
      expect(errors[0].message.startsWith(message)).toBe(true);
    });
  });

  describe('#parseSnapshot', () => {
    it('returns the model of valid text', () => {
      expect(parseSnapshot(format(ordersPage(), { detail: 'full' }))).toStrictEqual(withoutOutline(ordersPage()));
    });

    it('throws a one-line message naming line and column, with all errors attached', () => {
      const text = HEAD + 'link "a"\ne12 button Create\nlink b\n';
      let caught: unknown;
      try {
        parseSnapshot(text);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(SnapshotParseError);
      const error = caught as SnapshotParseError;
      expect(error.message).toBe(`Line 4, column 12: expected a JSON string after role "button", got 'Create' (and 1 more error)`);
      expect(error.errors).toHaveLength(2);
    });
  });

  describe('#parseLine', () => {
    it('reads one element line', () => {
      expect(parseLine('e41 button "Place order" disabled')).toStrictEqual({
        value: node({ ref: 'e41', role: 'button', name: 'Place order', flags: ['disabled'] }),
        errors: [],
      });
    });

    it('reads desc:"…" after every seed marker, and refuses it elsewhere', () => {
      expect(parseLine('textbox "Email" invalid in:form"" desc:"Email is required"').value).toMatchObject({
        flags: ['invalid'],
        description: 'Email is required',
      });
      expect(parseLine('textbox "Email" desc:"Required" invalid').errors[0].message).toBe(
        "marker 'invalid' is out of order: markers go x<count> $|# = ? level= on off mixed disabled focus selected expanded collapsed required invalid readonly offscreen row: in: icon: via: desc:",
      );
    });

    it('numbers its error with the given line', () => {
      expect(parseLine('button x', 7).errors).toEqual([{ line: 7, column: 8, message: `expected a JSON string after role "button", got 'x'` }]);
    });
  });

  it('a bug while reading surfaces as itself, not as a fault of the text', () => {
    const spy = vi.spyOn(tokens, 'computeKey').mockImplementation(() => {
      throw new TypeError('bug in the reader');
    });
    try {
      expect(() => parse(HEAD + 'button "Save"\n')).toThrow(TypeError);
      expect(() => parseLine('button "Save"')).toThrow(TypeError);
    } finally {
      spy.mockRestore();
    }
  });
});
