/**
 * Broken goldens, as the file reader sees them: truncated at every
 * byte, corrupted by generated edits, in the wrong encoding, with CRLF, with
 * merge conflicts. Each either reads as a golden or fails with one line that
 * names the file and a line of it (the line the fault is on, where the fault
 * has one). What the matchers then do with the file is in goldens.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeGolden, GoldenError, readGolden, renderGolden } from '../../src/golden/golden.js';
import { snapshotOf } from '../golden/helpers.js';

const FILE = 'tests/x.spec.ts-snapshots/orders.snap';
const GOOD = renderGolden(
  snapshotOf(`<main><h1>Orders</h1><table aria-label="Orders"><tr><td>Ada Lovelace</td><td><button>Delete</button></td></tr>
  <tr><td>Grace Hopper</td><td><button>Delete</button></td></tr></table><label>Customer <input value="Café Müller"></label></main>`),
  'full',
);
const LINES = GOOD.split('\n').length - 1;

/**
 * The error for a golden's text, or for its bytes read as the Playwright door
 * reads them (decodeGolden, then readGolden); undefined when it reads.
 * Anything but a one-line GoldenError naming FILE:<line> fails.
 */
function readError(input: string | Buffer): { line: number; message: string } | undefined {
  const text = typeof input === 'string' ? input : input.toString('utf8');
  try {
    readGolden(typeof input === 'string' ? input : decodeGolden(input, FILE), FILE);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(GoldenError);
    const message = (error as Error).message;
    expect(message, message).not.toMatch(/[\r\n]/);
    const match = new RegExp(`^${FILE.replace(/\./g, '\\.')}:(\\d+)(?::\\d+)?: \\S`).exec(message);
    expect(match, message).not.toBeNull();
    const line = Number(match![1]);
    expect(line).toBeGreaterThanOrEqual(1);
    // At most one past the end: a truncated golden may be missing the line named.
    expect(line).toBeLessThanOrEqual(text.split('\n').length + 1);
    return { line, message };
  }
}

describe('reliability: broken golden text', () => {
  test('the golden under test reads', () => {
    expect(readError(GOOD)).toBeUndefined();
    expect(GOOD).toContain('Café Müller');
  });

  test(`truncated at every one of its ${Buffer.byteLength(GOOD)} bytes: a golden or a one-line error`, () => {
    const bytes = Buffer.from(GOOD);
    let errors = 0;
    for (let cut = 0; cut < bytes.length; cut++) if (readError(bytes.subarray(0, cut))) errors++;
    expect(errors).toBeGreaterThan(bytes.length / 2);
  });

  test('truncated inside a line: the error names that line', () => {
    const lines = GOOD.split('\n');
    for (let i = 3; i < LINES; i++) {
      const quote = lines[i].indexOf('"');
      const cut = [...lines.slice(0, i), lines[i].slice(0, quote + 2)].join('\n');
      expect(readError(cut)?.line, cut).toBe(i + 1);
    }
  });

  test('2,000 generated corruptions (inserted, deleted, replaced, repeated text): a golden or a one-line error', () => {
    const edit = fc.oneof(
      fc.record({ at: fc.nat(), text: fc.string({ unit: 'binary', maxLength: 8 }), drop: fc.nat({ max: 12 }) }),
      fc.record({
        at: fc.nat(),
        text: fc.constantFrom('"', '\\', '\u0000', '\ufffd', '\n', '\n\n', ' x2', ' [1]', '/(/', '/a/', 'e1 ', '\r'),
        drop: fc.constant(0),
      }),
    );
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        let text = GOOD;
        for (const { at, text: insert, drop } of edits) {
          const i = at % (text.length + 1);
          text = text.slice(0, i) + insert + text.slice(i + drop);
        }
        readError(text);
      }),
      { numRuns: 2_000, seed: 6 },
    );
  });

  describe('wrong encoding', () => {
    test('UTF-16 (with or without a byte order mark, either byte order) and a UTF-8 BOM fail on line 1', () => {
      const le = Buffer.from(GOOD, 'utf16le');
      const be = Buffer.from(le).swap16();
      for (const bytes of [
        Buffer.concat([Buffer.from([0xff, 0xfe]), le]),
        Buffer.concat([Buffer.from([0xfe, 0xff]), be]),
        le,
        be,
        Buffer.from('\ufeff' + GOOD),
      ]) {
        expect(readError(bytes)?.line).toBe(1);
      }
    });

    test('Latin-1 (a golden re-saved by an editor): the error names the line of the first byte that is not UTF-8', () => {
      const latin1 = Buffer.from(GOOD, 'latin1');
      const line = GOOD.split('\n').findIndex((l) => l.includes('Café')) + 1;
      expect(readError(latin1)?.line).toBe(line);
    });
  });

  test('CRLF: the whole file, or one line, names the first line with a carriage return', () => {
    expect(readError(GOOD.replace(/\n/g, '\r\n'))?.line).toBe(1);
    const lines = GOOD.split('\n');
    for (let i = 0; i < LINES; i++) {
      const one = lines.map((l, j) => (j === i ? l + '\r' : l)).join('\n');
      expect(readError(one)?.line).toBe(i + 1);
    }
  });

  test('a merge conflict anywhere (git merge and diff3 styles): names the line of its first marker', () => {
    const lines = GOOD.split('\n').slice(0, LINES);
    for (let i = 1; i <= LINES; i++) {
      for (const style of ['merge', 'diff3']) {
        const ours = lines.slice(i, i + 1);
        const base = style === 'diff3' ? ['||||||| merged common ancestors', ...ours] : [];
        const conflicted =
          [...lines.slice(0, i), '<<<<<<< HEAD', ...ours, ...base, '=======', 'button "Store"', '>>>>>>> feature', ...lines.slice(i + 1)].join('\n') + '\n';
        expect(readError(conflicted)?.line, conflicted).toBe(i + 1);
      }
    }
    // A half-resolved conflict: only the closing marker is left.
    expect(readError(GOOD.replace('snapshot v2\n', 'snapshot v2\n>>>>>>> feature\n'))?.line).toBe(3);
  });
});
