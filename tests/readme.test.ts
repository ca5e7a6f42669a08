import { describe, test, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { capture, format, legend, parseStepOrThrow } from '../src/index.js';
import { readGolden, renderGolden } from '../src/golden/golden.js';
import { matchGolden } from '../src/golden/match.js';
import { fixtureHtml, ROOT } from './fixtures.js';

const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

/** README's `##` headings, outside code blocks (a golden's `# …` lines and a review's `## …` live in them). */
function sectionTitles(markdown: string): string[] {
  let inCode = false;
  return markdown.split('\n').flatMap((line) => {
    if (line.startsWith('```')) inCode = !inCode;
    return !inCode && line.startsWith('## ') ? [line.slice(3)] : [];
  });
}

/** The anchor GitHub gives a heading: lower case, punctuation dropped, spaces as hyphens. */
const anchorOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');

describe('README', () => {
  test('opens with its contents: every section, in order, each link reaching its heading', () => {
    const titles = sectionTitles(readme).filter((title) => title !== 'Contents');
    const contents = /## Contents\n\n((?:- .*\n)+)/.exec(readme);
    expect(contents, 'a "## Contents" list in README.md').not.toBeNull();
    expect(readme.indexOf('## Contents')).toBeLessThan(readme.indexOf(`## ${titles[0]}`));
    expect(contents![1].trimEnd().split('\n')).toEqual(titles.map((title) => `- [${title}](#${anchorOf(title)})`));
  });

  test('holds the legend verbatim between its markers', () => {
    const block = /<!-- legend:start -->\n```\n([^]*?)```\n<!-- legend:end -->/.exec(readme);
    expect(block, 'legend markers in README.md').not.toBeNull();
    expect(block![1]).toBe(legend());
  });

  test('the ten-line example prints what the README says it prints', () => {
    const example = /```ts\n(import \{ JSDOM \}[^]*?)```/.exec(readme)![1];
    const html = /new JSDOM\(`([^`]*)`\)/.exec(example)![1];
    const shown = [...example.matchAll(/^\/\/ (.*)$/gm)].map((m) => m[1]).join('\n') + '\n';
    expect(format(capture(new JSDOM(html).window.document))).toBe(shown);
  });

  test('the naming regression it shows is what a rename on the example page gives', () => {
    const block = (name: string) => new RegExp(`<!-- regression:${name}:start -->\n\`\`\`\n([^]*?)\`\`\`\n<!-- regression:${name}:end -->`).exec(readme)![1];
    const steps = ["tapOn: 'Create order'", "tapOn: { testId: 'edit-1001' }"].map(parseStepOrThrow);
    const page = (html: string) => capture(new JSDOM(html, { url: 'http://localhost/orders' }).window.document, { refs: false });
    const golden = renderGolden(page(fixtureHtml('example')), 'compact', steps);
    expect(golden.split('\n\n')[1]).toBe(block('golden'));
    const renamed = page(fixtureHtml('example').replace('>Create order<', '>Place order<'));
    expect(matchGolden(renamed, readGolden(golden, 'orders.snap'), golden, { steps }).diff.join('\n') + '\n').toBe(block('diff'));
  });

  test('the receipt it shows is the reviewed golden of the Playwright test that makes it', () => {
    const block = /<!-- receipt:start -->\n```\n([^]*?)```\n<!-- receipt:end -->/.exec(readme)![1];
    expect(block).toBe(readFileSync(resolve(ROOT, 'tests/browser/a11y.spec.ts-snapshots/confirm-created.snap'), 'utf8'));
  });
});
