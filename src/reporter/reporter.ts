/**
 * `a11y-snapshot/reporter`: the review of a run, and the golden files no
 * test read.
 *
 * The review: every golden a test found different, and every golden the
 * run wrote (an update run, rewrites.ts), summarised as Markdown
 * (most serious first: controls that lost their name, steps that no longer
 * reach one element, …) and as an HTML page with each golden side by side,
 * written to `a11y-review/` (`review.md`, `review.html`; the option
 * `outputFolder`), and appended to `$GITHUB_STEP_SUMMARY` when set. It works
 * under `merge-reports`: the review of merged shards is the review of the
 * same run unsharded (review-report.ts).
 *
 * Obsolete goldens: listed, and deleted when asked. Playwright itself never
 * finds obsolete snapshots (microsoft/playwright#23644): a renamed test or a
 * deleted spec leaves its goldens behind for ever.
 *
 *     // playwright.config.ts
 *     reporter: [['list'], ['a11y-snapshot/reporter']],
 *     // delete too: ['a11y-snapshot/reporter', { deleteObsolete: true }], or A11Y_DELETE_OBSOLETE=1
 *
 * The matcher records every golden it reads as a test annotation
 * (`a11y-snapshot`). A golden is obsolete when it is one of ours (its first
 * line is `# a11y-snapshot detail:…`, so another tool's `.snap` files are
 * never touched), lies where goldens live (a `*-snapshots` directory under a
 * project's `snapshotDir`, as Playwright's default path template makes, or a
 * directory holding a golden some test read), and no test read it.
 *
 * That holds only after a run of every test: nothing is listed, nor deleted,
 * and one line says why, after a run filtered (file arguments, `--grep`,
 * `--project`, `--shard`, `--only-changed`, `--last-failed`, a test list, a
 * grep in the config), nor after a run with failed or skipped tests. A `test.only` left in a spec is
 * invisible to a reporter: use `forbidOnly` in CI. Under `merge-reports`,
 * a merge of every shard of one passing run lists them, and deletes none: a
 * shard's own filters do not reach the merge (full-run.ts).
 */
import { rmSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import type { FullConfig, FullResult, Reporter, Suite, TestCase, TestResult } from '@playwright/test/reporter';
import { whyNotFullRun } from './full-run.js';
import { GOLDEN_SIGNATURE } from '../golden/golden.js';
import { displayPath, GOLDEN_ANNOTATION } from '../golden/paths.js';
import { foldersUnder, goldenFilesIn } from './golden-search.js';
import { ReviewCollector } from './review-report.js';
import { BASELINE_BYTES, GoldenBaseline } from './rewrites.js';
import type { MergedReport } from './full-run.js';

/** Options of the reporter (second item of its `reporter` entry). */
export interface A11ySnapshotReporterOptions {
  /** Delete the obsolete goldens after a full run. Default: false, or true when A11Y_DELETE_OBSOLETE=1. */
  deleteObsolete?: boolean;
  /** Where the review is written, from the current directory. Default `a11y-review`; `false` writes none. */
  outputFolder?: string | false;
}

/** Lists (and on request deletes) golden files no test read; see the module comment. */
export default class A11ySnapshotReporter implements Reporter {
  private readonly deleteObsolete: boolean;
  private config?: FullConfig;
  private suite?: Suite;
  private readonly read = new Set<string>();
  private readonly review = new ReviewCollector();
  private readonly outputFolder: string | false;
  private baseline?: GoldenBaseline;
  /** The reports `merge-reports` read, by path: each shard and how it ended. */
  private readonly merged = new Map<string, MergedReport>();

  constructor(options: A11ySnapshotReporterOptions = {}) {
    this.deleteObsolete = options.deleteObsolete ?? process.env.A11Y_DELETE_OBSOLETE === '1';
    this.outputFolder = options.outputFolder ?? 'a11y-review';
  }

  printsToStdio(): boolean {
    return false;
  }

  /**
   * The reporter protocol Playwright's own reporters speak (its `ReporterV2`):
   * the config comes first by `onConfigure`, then `onBegin(suite)`. Only
   * through it does `merge-reports` hand a reporter each shard's config
   * (`onReportConfigure`), which tells a merge of every shard from a merge
   * of some. Every other method is the public `Reporter`'s.
   */
  version(): 'v2' {
    return 'v2';
  }

  onConfigure(config: FullConfig): void {
    this.config = config;
  }

  /** `onBegin(suite)` after `onConfigure`, as Playwright calls it; `onBegin(config, suite)` as the public `Reporter` is called. */
  onBegin(first: FullConfig | Suite, second?: Suite): void {
    const [config, suite] = second ? [first as FullConfig, second] : [this.config!, first as Suite];
    this.config = config;
    this.suite = suite;
    // Before any test runs: the goldens as they were, to review what an update writes. Only `all` and
    // `changed` rewrite a golden that exists; otherwise a golden the run wrote is new, and no text is kept.
    const rewrites = config.updateSnapshots === 'all' || config.updateSnapshots === 'changed';
    const roots = rewrites ? [...new Set(config.projects.map((p) => p.snapshotDir))] : [];
    if (this.outputFolder !== false) this.baseline = new GoldenBaseline(roots, new Set(config.projects.map((p) => p.outputDir)));
  }

  /** Under `merge-reports`, before each report's events: its run's config (the merged config keeps no shard). */
  onReportConfigure(params: { reportPath: string; config: FullConfig }): void {
    this.merged.set(params.reportPath, { shard: params.config?.shard });
  }

  /** Under `merge-reports`, after each report's events: how that run ended. */
  onReportEnd(params: { reportPath: string; result: FullResult }): void {
    const report = this.merged.get(params.reportPath);
    if (report) report.status = params.result?.status;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    // Annotations added while a test runs: on the result since Playwright 1.52, on the test before.
    for (const { type, description } of [...test.annotations, ...(result.annotations ?? [])]) {
      if (type === GOLDEN_ANNOTATION && description) this.read.add(resolve(this.config!.rootDir, description));
    }
    this.review.add(test, result, this.config!.rootDir);
  }

  onEnd(result: FullResult): void {
    this.writeReview();
    this.reportObsolete(result);
  }

  private writeReview(): void {
    if (this.outputFolder === false) return;
    if (this.baseline) {
      this.review.addWritten(this.baseline.written(this.read));
      if (!this.baseline.complete)
        console.log(`a11y-snapshot: goldens past the first ${BASELINE_MIB} MiB were not read before the run: the review leaves out those this run wrote.`);
    }
    const files = this.review.write(resolve(this.outputFolder));
    const where = files.written ? ' in goldens this run wrote' : '';
    if (files.items)
      console.log(
        `a11y-snapshot: ${files.items} accessibility change${files.items === 1 ? '' : 's'}${where}: ${displayPath(files.markdown)}, ${displayPath(files.html)}`,
      );
  }

  private reportObsolete(result: FullResult): void {
    const config = this.config!;
    const merged = [...this.merged.values()];
    const reason = whyNotFullRun(config, this.suite!, result.status, merged);
    if (reason) {
      const what = this.deleteObsolete ? 'no obsolete goldens deleted' : 'obsolete goldens not listed';
      console.log(`a11y-snapshot: ${what}: that needs a run of every test (${reason}).`);
      return;
    }
    const skip = new Set(config.projects.map((p) => p.outputDir));
    const obsolete = findObsoleteGoldens(this.read, [...new Set(config.projects.map((p) => p.snapshotDir))], skip);
    if (!obsolete.length) return;
    const list = obsolete.map((path) => `  ${displayPath(path)}`);
    if (this.deleteObsolete && merged.length) {
      // A merged config keeps no shard's filters (full-run.ts): listing is safe, deleting is not.
      console.log(
        [
          `a11y-snapshot: ${plural(obsolete.length)} no test read:`,
          ...list,
          "merge-reports deletes none: a shard's own filters (file arguments, -g, --project) do not reach the merge. Delete them after a full run, or by hand.",
        ].join('\n'),
      );
    } else if (this.deleteObsolete) {
      for (const path of obsolete) rmSync(path, { force: true });
      console.log([`a11y-snapshot: deleted ${plural(obsolete.length)} no test read:`, ...list].join('\n'));
    } else {
      console.log(
        [
          `a11y-snapshot: ${plural(obsolete.length)} no test read:`,
          ...list,
          'Delete them with A11Y_DELETE_OBSOLETE=1 (or the reporter option { deleteObsolete: true }).',
        ].join('\n'),
      );
    }
  }
}

const BASELINE_MIB = BASELINE_BYTES / 1024 / 1024;

function plural(n: number): string {
  return n === 1 ? '1 golden file' : `${n} golden files`;
}

/** Our golden files in the places goldens live that are not in `read`, sorted. */
export function findObsoleteGoldens(read: ReadonlySet<string>, snapshotDirs: readonly string[], skip: ReadonlySet<string> = new Set()): string[] {
  const dirs = new Set([...read].map((path) => dirname(path)));
  // Playwright's default layout: folders named `*-snapshots`.
  for (const root of snapshotDirs) for (const dir of foldersUnder(root, skip)) if (basename(dir).endsWith('-snapshots')) dirs.add(dir);
  return [...dirs].flatMap((dir) => goldenFilesIn(dir, GOLDEN_SIGNATURE, read)).sort();
}
