import { describe, test, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import { capture, format, legend } from '../src/index.js';
import { ROOT } from './fixtures.js';

const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');

describe('README', () => {
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
});
