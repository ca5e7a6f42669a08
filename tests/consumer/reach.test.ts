/**
 * Playwright is an optional peer: no module the main entry or the Vitest
 * entry reaches, through values or types, may import `@playwright/test`
 * (its declarations would not resolve in a project without it).
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

const IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'";]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module `entry` reaches, with the bare specifiers each one imports. */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const bare: string[] = [];
    seen.set(file, bare);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else bare.push(specifier);
    }
  };
  visit(resolve(ROOT, entry));
  return seen;
}

function playwrightImporters(entry: string): string[] {
  return [...reach(entry)].filter(([, bare]) => bare.some((s) => s.startsWith('@playwright/') || s === 'playwright')).map(([file]) => relative(ROOT, file));
}

describe('what each entry reaches', () => {
  test('the main entry never imports @playwright/test', () => {
    expect(playwrightImporters('src/index.ts')).toEqual([]);
  });

  test('the Vitest entry never imports @playwright/test', () => {
    expect(playwrightImporters('src/vitest/index.ts')).toEqual([]);
  });

  test('the Playwright entry does (the check sees imports)', () => {
    expect(playwrightImporters('src/playwright/index.ts')).toContain('src/browser-page/capture-page.ts');
  });
});
