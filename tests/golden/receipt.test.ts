import { describe, expect, test } from 'vitest';
import { checkReceiptGolden, matchReceiptGolden, renderReceiptGolden } from '../../src/golden/receipt.js';

describe('golden/receipt', () => {
  const receipt = 'done tapOn button "Create order"\ndialog "Confirm order"\n+ button "Confirm"';
  const golden = renderReceiptGolden(receipt);

  test('the receipt behind its signature line; the same receipt passes', () => {
    expect(golden).toBe(`# a11y-snapshot receipt\n${receipt}\n`);
    expect(matchReceiptGolden(receipt, golden)).toEqual({ pass: true, diff: [], resolved: golden });
  });

  test('a dialog that stopped opening is a line diff', () => {
    const match = matchReceiptGolden('done tapOn button "Create order"\nno change', golden);
    expect(match.pass).toBe(false);
    expect(match.diff).toEqual([
      '@@ -1,4 +1,3 @@',
      ' # a11y-snapshot receipt',
      ' done tapOn button "Create order"',
      '-dialog "Confirm order"',
      '-+ button "Confirm"',
      '+no change',
    ]);
  });

  test('what breaks any golden breaks a receipt golden: one line naming the file and the line', () => {
    expect(() => checkReceiptGolden(golden.replace(/\n/g, '\r\n'), 'r.snap')).toThrow(/^r\.snap:1: carriage return in a golden file/);
    expect(() => checkReceiptGolden(golden + '<<<<<<< HEAD\n', 'r.snap')).toThrow('r.snap:5: merge conflict marker "<<<<<<<"');
    expect(() => checkReceiptGolden('# a11y-snapshot detail:compact\n', 'r.snap')).toThrow(
      'r.snap:1: expected "# a11y-snapshot receipt": the golden does not hold a receipt',
    );
    expect(() => checkReceiptGolden(golden, 'r.snap')).not.toThrow();
  });
});
