/**
 * The review of a run: every golden a test held and found different, and
 * every golden the run wrote (an update run's, rewrites.ts), as the
 * Markdown summary of `a11y-snapshot review` and a self-contained HTML page
 * (src/review). It reads what the matcher attached to the failing test (the
 * golden as it was, `<golden>-expected.snap`, and the page now,
 * `<golden>-actual.snap`), so it works on the events of a live run and on
 * those `merge-reports` replays from the blobs of a sharded one: the same
 * tests give the same review.
 */
import { mkdirSync } from 'node:fs';
import { NotAFileError, readRegularFile, writeFileAtomic } from '../golden/node-files.js';
import { basename, join, resolve } from 'node:path';
import type { TestCase, TestResult } from '@playwright/test/reporter';
import { appendSummary, countChanges, renderReview, renderReviewHtml, reviewPairs, type GoldenPair } from '../review/index.js';
import { displayPath, GOLDEN_ANNOTATION } from '../golden/paths.js';

const SIDE = /^(.*)-(expected|actual)\.snap$/;

export interface ReviewFiles {
  markdown: string;
  html: string;
  /** How many changes the review lists (the same change in many goldens once). */
  items: number;
  /** How many goldens of the review the run wrote (rewrites.ts). */
  written: number;
}

export class ReviewCollector {
  /** The pairs of each test's last result: a retry that passes takes its first attempt's back. */
  private readonly byTest = new Map<string, GoldenPair[]>();
  /** The goldens the run wrote, before and after (rewrites.ts). */
  private written: GoldenPair[] = [];

  /** Adds the goldens the run wrote; a test's own attachments for the same golden take precedence. */
  addWritten(pairs: readonly GoldenPair[]): void {
    this.written = [...pairs];
  }

  add(test: TestCase, result: TestResult, rootDir: string): void {
    const goldens = [...test.annotations, ...(result.annotations ?? [])]
      .filter((a) => a.type === GOLDEN_ANNOTATION && a.description)
      .map((a) => displayPath(resolve(rootDir, a.description!)));
    const sides = new Map<string, { old?: string; new?: string }>();
    for (const attachment of result.attachments) {
      const match = SIDE.exec(attachment.name);
      if (!match) continue;
      // A file the test left is read without following a link (golden/node-files.ts).
      const text = attachment.body ? attachment.body.toString('utf8') : attachment.path ? readAttachment(attachment.path) : undefined;
      const pair = sides.get(match[1]) ?? {};
      pair[match[2] === 'expected' ? 'old' : 'new'] = text;
      sides.set(match[1], pair);
    }
    const pairs = [...sides].map(([name, pair]): GoldenPair => ({
      file: goldens.find((path) => basename(path) === `${name}.snap`) ?? `${name}.snap`,
      old: pair.old,
      new: pair.new,
    }));
    this.byTest.set(test.id, pairs);
  }

  /** The pairs of the run, one per golden file, in file order. */
  pairs(): GoldenPair[] {
    const byFile = new Map<string, GoldenPair>();
    for (const pair of this.written) byFile.set(pair.file, pair);
    for (const pairs of this.byTest.values()) for (const pair of pairs) byFile.set(pair.file, pair);
    return [...byFile.values()].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  }

  /**
   * Writes `review.md` and `review.html` into `folder`, and, when there are
   * changes, the Markdown to a GitHub job summary (cut past 1 MiB, naming `review.md`).
   */
  write(folder: string, env: NodeJS.ProcessEnv = process.env): ReviewFiles {
    const pairs = this.pairs();
    const items = reviewPairs(pairs);
    const attached = new Set([...this.byTest.values()].flatMap((list) => list.map((pair) => pair.file)));
    const written = this.written.filter((pair) => !attached.has(pair.file)).length;
    const note = written
      ? `This run wrote ${written} golden${written === 1 ? '' : 's'}: each is held here as it was before the run against what the run wrote.`
      : undefined;
    const markdown = renderReview(items, { note });
    mkdirSync(folder, { recursive: true });
    const files = { markdown: join(folder, 'review.md'), html: join(folder, 'review.html'), items: countChanges(items), written };
    // Through a temporary file and a rename: a link planted at review.md is replaced, never written through.
    writeFileAtomic(files.markdown, markdown);
    writeFileAtomic(files.html, renderReviewHtml(pairs, items));
    // A job summary is for news: a run without changes adds nothing to it.
    if (env.GITHUB_STEP_SUMMARY && items.length) appendSummary(env.GITHUB_STEP_SUMMARY, markdown, { file: displayPath(files.markdown) });
    return files;
  }
}

/** An attachment's text; one that is a link or not a file is left out, not followed. */
function readAttachment(path: string): string | undefined {
  try {
    return readRegularFile(path)?.toString('utf8');
  } catch (error) {
    if (error instanceof NotAFileError) return undefined;
    throw error;
  }
}
