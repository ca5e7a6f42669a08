/**
 * A hostile repository under `review`: goldens whose file names and page
 * strings are Markdown and HTML. What the command prints, what it appends to
 * the job summary, and what the reporter writes (`review.md`, `review.html`)
 * render with no element outside code.
 */
import { describe, expect, onTestFinished, test } from 'vitest';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { ReviewCollector } from '../../src/reporter/review-report.js';
import { quote } from '../../src/model/text.js';
import { git, golden, review } from './helpers.js';
import { codeTexts, liveMarkup } from './markdown-check.js';

const NAMES = ['</ul><h1>Pwned</h1>', '![x](https://evil.example/t.png)', '@team', '#1', '[a](javascript:alert(1))', '<img src=x onerror=alert(1)>'];

/** A golden file name a repository can hold: every character but `/` and NUL is allowed. */
const FILE = 'e2e/</ul><h1>@team #1 ![x](y) `a` |b|*c*.spec.ts-snapshots/orders.snap';

function temp(): string {
  const dir = mkdtempSync(join(tmpdir(), 'a11y-markup-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function put(root: string, path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Before: each name on one control. After: each on two, a value, a row anchor and a test id, and a control that lost its name. */
const BEFORE = golden([...NAMES.map((name) => `button ${quote(name)}`), 'textbox "Search" ="x"', 'button "Edit" $"edit"', `link ${quote(NAMES[0])} row:"Ada"`]);
const AFTER = golden([
  ...NAMES.flatMap((name) => [`button[1] ${quote(name)} x2`, `button[2] ${quote(name)} x2`]),
  `textbox "Search" =${quote(NAMES[1])}`,
  `button "Edit" $${quote(NAMES[2])}`,
  'link "" row:"Ada"',
]);

describe('a hostile repository under review', () => {
  test('review --base: standard output and the job summary hold no element outside code', async () => {
    const root = temp();
    git(root, 'init', '-q', '-b', 'main');
    put(root, FILE, BEFORE);
    git(root, 'add', '.');
    git(root, 'commit', '-q', '-m', 'goldens');
    put(root, FILE, AFTER);
    put(root, 'e2e/<!-- @team/new.snap', golden([`button ${quote(NAMES[3])}`, 'button ""']));
    const summary = join(temp(), 'summary.md');
    const run = await review(root, ['--base', 'main'], { GITHUB_STEP_SUMMARY: summary });
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(/^### New duplicate keys \(\d+\)$/m);
    expect(run.stdout).toContain('2 controls share this name and no row anchor tells them apart');
    expect(liveMarkup(run.stdout)).toEqual([]);
    expect(liveMarkup(readFileSync(summary, 'utf8'))).toEqual([]);
    const code = codeTexts(run.stdout).join('\n');
    for (const name of NAMES) expect(code).toContain(quote(name));
    expect(code).toContain(`${FILE}:4`);
    expect(code).toContain('e2e/<!-- @team/new.snap:1');
  });

  test('the reporter: review.md holds no element outside code, review.html none of the page', () => {
    const folder = temp();
    const collector = new ReviewCollector();
    const attachments = [
      { name: 'orders-expected.snap', contentType: 'text/plain', body: Buffer.from(BEFORE) },
      { name: 'orders-actual.snap', contentType: 'text/plain', body: Buffer.from(AFTER) },
    ];
    collector.add({ id: 't', annotations: [{ type: 'a11y-snapshot', description: FILE }] } as never, { attachments, annotations: [] } as never, folder);
    const summary = join(temp(), 'summary.md');
    const files = collector.write(join(folder, 'a11y-review'), { GITHUB_STEP_SUMMARY: summary });
    const markdown = readFileSync(files.markdown, 'utf8');
    expect(markdown).toContain('2 controls share this name and no row anchor tells them apart');
    expect(liveMarkup(markdown)).toEqual([]);
    expect(liveMarkup(readFileSync(summary, 'utf8'))).toEqual([]);
    const document = new JSDOM(readFileSync(files.html, 'utf8')).window.document;
    expect(document.querySelectorAll('h1, img, a, script, iframe')).toHaveLength(1);
    const code = [...document.querySelectorAll('code')].map((c) => c.textContent).join('\n');
    for (const name of NAMES) expect(code).toContain(quote(name));
  });
});
