import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import type { TestInfo } from '@playwright/test';
import { displayPath } from '../../src/golden/paths.js';
import { goldenFileName, recordGolden, sanitizeName } from '../../src/playwright/golden-location.js';
import { readGoldenFile, writeGoldenFile } from '../../src/golden/store.js';

function fakeTestInfo(titlePath: string[], rootDir = '/project/tests'): TestInfo {
  return { titlePath, annotations: [], config: { rootDir } } as unknown as TestInfo;
}

const dirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-golden-file-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('playwright/golden-location', () => {
  test('#sanitizeName: as Playwright names snapshot files', () => {
    expect(sanitizeName('checkout')).toBe('checkout');
    expect(sanitizeName('Checkout › step 2: pay!')).toBe('Checkout-›-step-2-pay-');
    expect(sanitizeName('../../etc/passwd')).toBe('-etc-passwd');
    expect(sanitizeName('Café')).toBe('Café');
    const long = sanitizeName('a'.repeat(150));
    expect(long).toHaveLength(100);
    expect(long).toMatch(/^a{46}-[0-9a-f]{5}-a{47}$/);
  });

  test("#sanitizeName agrees with Playwright's own helpers, where this version has them", () => {
    const utils = createRequire(import.meta.url)('playwright-core/lib/coreBundle').utils ?? {};
    if (typeof utils.sanitizeForFilePath !== 'function' || typeof utils.trimLongString !== 'function') return;
    for (const name of ['checkout', 'Checkout › step 2: pay!', 'x'.repeat(99) + '/é'.repeat(30), ' lead and trail ']) {
      expect(sanitizeName(name)).toBe(utils.sanitizeForFilePath(utils.trimLongString(name)));
    }
  });

  test('#goldenFileName: named goldens by name, anonymous ones by test title, counted per test', () => {
    const info = fakeTestInfo(['checkout.spec.ts', 'checkout', 'pays by card']);
    expect(goldenFileName(info, 'summary')).toBe('summary.snap');
    expect(goldenFileName(info, 'summary.snap')).toBe('summary.snap');
    expect(goldenFileName(info)).toBe('checkout-pays-by-card-1.snap');
    expect(goldenFileName(info)).toBe('checkout-pays-by-card-2.snap');
    // A retry is a new TestInfo: its count starts again, so it reads the goldens the first attempt read.
    expect(goldenFileName(fakeTestInfo(['checkout.spec.ts', 'checkout', 'pays by card']))).toBe('checkout-pays-by-card-1.snap');
  });

  test('#writeGoldenFile: creates the folder, replaces the file whole, leaves no temporary file', () => {
    const path = join(scratch(), 'a', 'b', 'golden.snap');
    writeGoldenFile(path, 'one\n');
    writeGoldenFile(path, 'two\n');
    expect(readFileSync(path, 'utf8')).toBe('two\n');
    expect(readdirSync(join(path, '..'))).toEqual(['golden.snap']);
  });

  test('#readGoldenFile: undefined when there is no file; a file that is not UTF-8 comes with its error', () => {
    expect(readGoldenFile(join(scratch(), 'none.snap'))).toBeUndefined();
    const path = join(scratch(), 'latin1.snap');
    writeFileSync(path, Buffer.from('# a11y-snapshot detail:compact\nsnapshot v2\npage "" url="/" settled\ntextbox "Name" ="Café"\n', 'latin1'));
    const read = readGoldenFile(path)!;
    expect(read.text).toContain('="Caf\ufffd"');
    expect(read.error?.message).toMatch(/latin1\.snap:4: the golden is not UTF-8 text \(byte 0xe9\): save it as UTF-8, or update it$/);
  });

  test('#recordGolden: one annotation per golden, its path from the config root', () => {
    const info = fakeTestInfo(['a.spec.ts', 't'], '/project/tests');
    recordGolden(info, '/project/tests/a.spec.ts-snapshots/x.snap');
    recordGolden(info, '/project/tests/a.spec.ts-snapshots/x.snap');
    expect(info.annotations).toEqual([{ type: 'a11y-snapshot', description: 'a.spec.ts-snapshots/x.snap' }]);
  });

  test('#displayPath: from the working directory when inside it', () => {
    expect(displayPath(join(process.cwd(), 'tests', 'x.snap'))).toBe(join('tests', 'x.snap'));
    expect(displayPath('/elsewhere/x.snap')).toBe('/elsewhere/x.snap');
  });
});
