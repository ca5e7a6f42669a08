/**
 * Golden files on disk, for the Playwright door: where a snapshot's golden
 * lives (read and written through the golden store, golden/store.ts), and recording that a test used
 * it (for the obsolete-golden reporter).
 *
 * Where: `testInfo.snapshotPath(<file>, { kind: 'aria' })`, so
 * `snapshotPathTemplate` (and `expect.toMatchAriaSnapshot.pathTemplate`)
 * apply. The `aria` kind's default template,
 * `{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}`, has no
 * platform suffix: an accessibility snapshot does not depend on the OS, so a
 * golden made on a laptop holds on the CI machine.
 *
 * File names:
 * - named, `toMatchA11ySnapshot('checkout')`: `checkout.snap`; goldens with
 *   the same name in one test file are one golden, as in Playwright;
 * - anonymous: `<test title path>-<n>.snap`, `n` counting this test's
 *   anonymous snapshots from 1. The count restarts with every attempt (a
 *   retry is a new TestInfo), and depends only on titles, never on the
 *   worker or shard that runs the test.
 * Both are sanitized as Playwright sanitizes its snapshot names.
 */
import { createHash } from 'node:crypto';
import { relative, sep } from 'node:path';
import type { TestInfo } from '@playwright/test';

import { GOLDEN_ANNOTATION, GOLDEN_EXTENSION } from '../golden/paths.js';

const MAX_NAME = 100;

/**
 * A name as Playwright puts it in a file name: runs of characters outside
 * `[A-Za-z0-9-]` and non-ASCII become `-`; a long name keeps its start and
 * end around a short hash (Playwright's `sanitizeForFilePath` and `trimLongString`).
 */
export function sanitizeName(name: string): string {
  let text = name;
  if (text.length > MAX_NAME) {
    const middle = `-${createHash('sha1').update(text).digest('hex').slice(0, 5)}-`;
    const start = Math.floor((MAX_NAME - middle.length) / 2);
    text = text.slice(0, start) + middle + text.slice(-(MAX_NAME - middle.length - start));
  }
  return text.replace(/[\x00-\x2C\x2E-\x2F\x3A-\x40\x5B-\x60\x7B-\x7F]+/g, '-');
}

const anonymousCounts = new WeakMap<TestInfo, number>();

/** The file name of a snapshot: named, or the test's next anonymous one (counts it). */
export function goldenFileName(testInfo: TestInfo, name?: string): string {
  if (name !== undefined) return sanitizeName(name.endsWith(GOLDEN_EXTENSION) ? name.slice(0, -GOLDEN_EXTENSION.length) : name) + GOLDEN_EXTENSION;
  const n = (anonymousCounts.get(testInfo) ?? 0) + 1;
  anonymousCounts.set(testInfo, n);
  return sanitizeName([...testInfo.titlePath.slice(1), String(n)].join(' ')) + GOLDEN_EXTENSION;
}

/** The absolute path of a golden file, by the project's snapshot path template. */
export function goldenPath(testInfo: TestInfo, fileName: string): string {
  const snapshotPath = testInfo.snapshotPath as (name: string, options?: { kind: string }) => string;
  try {
    return snapshotPath.call(testInfo, fileName, { kind: 'aria' });
  } catch (error) {
    // Playwright before 1.53 has no `kind`: its plain snapshot path is the best there is.
    if (error instanceof TypeError) return snapshotPath.call(testInfo, fileName);
    throw error;
  }
}

/** Records on the test that it read `path`, once per test; the reporter collects these. */
export function recordGolden(testInfo: TestInfo, path: string): void {
  const description = relative(testInfo.config.rootDir, path).split(sep).join('/');
  if (testInfo.annotations.some((a) => a.type === GOLDEN_ANNOTATION && a.description === description)) return;
  testInfo.annotations.push({ type: GOLDEN_ANNOTATION, description });
}
