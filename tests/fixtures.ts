/**
 * The fixture pages (fixtures/*.html and the bundled example page), loaded the
 * same way in both engines: at one made-up origin, with their scripts run
 * (they build shadow roots and frame content), so a golden never depends on
 * where the repository sits.
 */
import { readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { basename, dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM, VirtualConsole } from 'jsdom';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const FIXTURE_ORIGIN = 'http://fixtures.test';

const EXAMPLE = resolve(ROOT, 'examples/orders.html');

/** Fixture names: the page file names without `.html`. */
export function fixtureNames(): string[] {
  const pages = readdirSync(resolve(ROOT, 'fixtures'))
    .filter((f) => f.endsWith('.html'))
    .map((f) => basename(f, '.html'));
  return [...pages, 'example'];
}

export function fixturePath(name: string): string {
  return name === 'example' ? EXAMPLE : resolve(ROOT, 'fixtures', `${name}.html`);
}

export function fixtureHtml(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}

export function fixtureUrl(name: string): string {
  return `${FIXTURE_ORIGIN}/${name}.html`;
}

/** The fixture in jsdom, scripts run. */
export function loadInJsdom(name: string): Document {
  return new JSDOM(fixtureHtml(name), { url: fixtureUrl(name), runScripts: 'dangerously', virtualConsole: new VirtualConsole() }).window.document;
}

/** The reviewed expected output of a fixture (full detail, refs). */
export function expectedPath(name: string): string {
  return resolve(ROOT, 'fixtures/expected', `${name}.txt`);
}

/**
 * The expected text, or — only when A11Y_UPDATE_FIXTURES=1 — the actual text
 * written in its place for review.
 */
export function readExpected(name: string, actual: string): string | undefined {
  const path = expectedPath(name);
  if (process.env.A11Y_UPDATE_FIXTURES === '1') writeFileSync(path, actual);
  return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
}
