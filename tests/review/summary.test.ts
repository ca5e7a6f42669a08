/**
 * A job summary past GitHub's 1 MiB is refused whole: the review is cut to
 * whole lines that fit, with one line saying what was left out and where
 * the full review is. The command and the reporter share `fitSummary`.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fitSummary, renderReview, reviewPairs, SUMMARY_LIMIT, type GoldenPair } from '../../src/review/index.js';
import { ReviewCollector } from '../../src/reporter/review-report.js';
import { quote } from '../../src/model/text.js';
import { golden, reviewHere } from './helpers.js';
import { liveMarkup } from './markdown-check.js';

const bytes = (text: string) => Buffer.byteLength(text);
const NOTE =
  /\nCut to fit the 1 MiB GitHub keeps of a job summary, left out: the last ([\d,]+) lines? of the review \(([\d.]+ (?:bytes|KiB|MiB))\)\. The full review is (.*)\.\n\n$/;

/**
 * A review past 1 MiB made the way a repository makes one: 300 controls
 * renamed to long names (several bytes a character), hostile ones among them.
 */
function bigPair(file = 'e2e/</ul><h1>x/orders.snap'): GoldenPair {
  const long = (i: number) => `${i % 2 ? '</ul><h1>@team' : '![x](https://evil.example)'} ${'é'.repeat(6_000)} ${i}`;
  return {
    file,
    old: golden(Array.from({ length: 300 }, (_, i) => `button "Old ${i}"`)),
    new: golden(Array.from({ length: 300 }, (_, i) => `button ${quote(long(i))}`)),
  };
}

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-summary-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

describe('fitSummary', () => {
  test('a review that fits is appended whole, with a blank line after it', () => {
    expect(fitSummary('## Accessibility review\n\nNo accessibility changes.\n', { file: 'a/review.md' })).toBe(
      '## Accessibility review\n\nNo accessibility changes.\n\n',
    );
  });

  test('a longer one keeps its first whole lines within the limit and says what was left out and where the rest is', () => {
    const markdown = renderReview(reviewPairs([bigPair()]));
    expect(bytes(markdown)).toBeGreaterThan(SUMMARY_LIMIT);
    const summary = fitSummary(markdown, { file: 'test-results/a11y review/`review`.md' });
    expect(bytes(summary)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const note = NOTE.exec(summary)!;
    expect(note).not.toBeNull();
    const kept = summary.slice(0, note.index);
    expect(markdown.startsWith(kept)).toBe(true);
    expect(kept.endsWith('\n')).toBe(true);
    const left = markdown.slice(kept.length);
    expect(Number(note[1].replace(/,/g, ''))).toBe(left.split('\n').length - 1);
    expect(note[2]).toBe(`${(bytes(left) / 1024).toFixed(1)} KiB`);
    expect(note[3]).toBe('in ``test-results/a11y review/`review`.md``');
    // Most serious first: the summary starts with the review's title and counts.
    expect(kept.split('\n').slice(0, 3)).toEqual(markdown.split('\n').slice(0, 3));
    // Cut anywhere, the lines kept are whole: no page text leaves its code span (a small budget keeps the check quick).
    expect(liveMarkup(fitSummary(markdown, { file: '<b>@team</b>' }, 64 * 1024))).toEqual([]);
  });

  test('a budget counts bytes, not characters, and what the step already wrote', () => {
    const markdown = Array.from({ length: 1000 }, (_, i) => `- \`${'é'.repeat(100)} ${i}\``).join('\n') + '\n';
    for (const budget of [150_000, 70_000, 1_000]) {
      const summary = fitSummary(markdown, { command: 'a11y-snapshot review' }, budget);
      expect(bytes(summary)).toBeLessThanOrEqual(budget);
      expect(summary).toMatch(/The full review is in the job log, the output of `a11y-snapshot review`\.\n\n$/);
    }
  });

  test('a line longer than the limit is left out whole, never cut inside its code span', () => {
    const line = `- \`button "${'x'.repeat(SUMMARY_LIMIT)}"\``;
    const markdown = ['## Accessibility review', '', '1 change in 1 file: 1 renamed.', '', '### Renamed (1)', '', line, ''].join('\n');
    const summary = fitSummary(markdown, { file: 'review.md' });
    expect(summary).not.toContain('xxx');
    expect(summary.startsWith('## Accessibility review\n\n1 change in 1 file: 1 renamed.\n\n### Renamed (1)\n\n\nCut to fit')).toBe(true);
    expect(NOTE.exec(summary)![1]).toBe('1');
  });

  test('no room even for the note: nothing is appended', () => {
    expect(fitSummary('x'.repeat(500), { file: 'review.md' }, 100)).toBe('');
    expect(fitSummary('x'.repeat(500), { file: 'review.md' }, 0)).toBe('');
  });
});

describe('the job summary of the command and of the reporter', () => {
  test('review --results: the summary is cut below 1 MiB after what the step wrote before; standard output has it all', async () => {
    const dir = temp();
    const pair = bigPair();
    mkdirSync(join(dir, 'out'));
    writeFileSync(join(dir, 'out/orders-expected.snap'), pair.old!);
    writeFileSync(join(dir, 'out/orders-actual.snap'), pair.new!);
    const summary = join(temp(), 'summary.md');
    writeFileSync(summary, '# Earlier step output\n'.repeat(1000));
    const run = await reviewHere(dir, ['--results', 'out'], { GITHUB_STEP_SUMMARY: summary });
    expect(run.stderr).toBe('');
    expect(bytes(run.stdout)).toBeGreaterThan(SUMMARY_LIMIT);
    const text = readFileSync(summary, 'utf8');
    expect(bytes(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    expect(text.startsWith('# Earlier step output\n'.repeat(1000) + '## Accessibility review\n')).toBe(true);
    expect(text).toMatch(NOTE);
    expect(NOTE.exec(text)![3]).toBe('in the job log, the output of `a11y-snapshot review`');
  });

  test('the reporter: the summary is cut, naming review.md, which holds the whole review', () => {
    const folder = temp();
    const pair = bigPair();
    const collector = new ReviewCollector();
    const attachments = [
      { name: 'orders-expected.snap', contentType: 'text/plain', body: Buffer.from(pair.old!) },
      { name: 'orders-actual.snap', contentType: 'text/plain', body: Buffer.from(pair.new!) },
    ];
    collector.add({ id: 't', annotations: [] } as never, { attachments, annotations: [] } as never, folder);
    const summary = join(temp(), 'summary.md');
    const files = collector.write(join(folder, 'a11y-review'), { GITHUB_STEP_SUMMARY: summary });
    const text = readFileSync(summary, 'utf8');
    expect(bytes(readFileSync(files.markdown, 'utf8'))).toBeGreaterThan(SUMMARY_LIMIT);
    expect(bytes(text)).toBeLessThanOrEqual(SUMMARY_LIMIT);
    const note = NOTE.exec(text)!;
    expect(note[3]).toBe(`in \`${files.markdown}\``);
    expect(readFileSync(files.markdown, 'utf8').startsWith(text.slice(0, note.index))).toBe(true);
    expect(liveMarkup(text.slice(note.index))).toEqual([]);
  });
});
