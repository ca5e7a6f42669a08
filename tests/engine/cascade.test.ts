/**
 * The jsdom cascade (src/engine/cascade.ts): the selectors, at-rules and
 * layout rules real style sheets use, held through names and lines.
 */
import { describe, expect, test } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { DESKTOP_VIEWPORT, matchesMedia } from '../../src/engine/media.js';
import { nameIn, parseBody as parse } from '../support/body.js';

function linesOf(doc: Document): string[] {
  return capture(doc).nodes.map((n) => `${n.role} ${JSON.stringify(n.name)}`);
}

describe('engine/cascade', () => {
  test('single-colon :before and :after (CSS 2) generate content', () => {
    expect(nameIn('<style>.x:before { content: "A " } .x:after { content: " Z" }</style><button class="x" data-t>M</button>')).toBe('A M Z');
  });

  test('a mobile menu hidden at desktop width gets no lines', () => {
    const css = '.burger { display: none } @media (max-width: 767px) { .burger { display: block } .nav { display: none } }';
    const lines = linesOf(parse(`<style>${css}</style><button class="burger">Menu</button><nav class="nav"><a href="/">Home</a></nav>`));
    expect(lines).toEqual(['link "Home"']);
  });

  test('a min-width query applies at desktop width', () => {
    const css = '.wide-only { display: none } @media screen and (min-width: 992px) { .wide-only { display: inline } }';
    expect(linesOf(parse(`<style>${css}</style><a class="wide-only" href="/">Pricing</a>`))).toEqual(['link "Pricing"']);
  });

  test('a print block does not apply', () => {
    expect(linesOf(parse('<style>@media print { a { display: none } }</style><a href="/">Home</a>'))).toEqual(['link "Home"']);
  });

  test('sheets pulled in with @import are read where jsdom loaded them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'a11y-import-'));
    writeFileSync(join(dir, 'base.css'), '.later { display: none }');
    writeFileSync(join(dir, 'narrow.css'), '.wide { display: none }');
    writeFileSync(
      join(dir, 'page.html'),
      `<!doctype html><html><head><style>@import url("base.css"); @import url("narrow.css") (max-width: 600px);</style></head>
      <body><a class="later" href="/">Later</a><a class="wide" href="/">Wide</a></body></html>`,
    );
    const loaded = await JSDOM.fromFile(join(dir, 'page.html'), { resources: 'usable' });
    await new Promise((done) => loaded.window.addEventListener('load', done));
    expect(linesOf(loaded.window.document)).toEqual(['link "Wide"']);
  });

  test.each([
    ['position: absolute', '.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0,0,0,0) }'],
    ['position: fixed', '.sr-only { position: fixed }'],
    ['float', '.sr-only { float: left }'],
  ])('%s blockifies an inline element (Bootstrap .sr-only)', (_, css) => {
    expect(nameIn(`<style>${css}</style><button data-t><span class="sr-only">Previous Slide</span>◀</button>`)).toBe('Previous Slide ◀');
  });

  test('inline position: absolute blockifies too', () => {
    expect(nameIn('<button data-t><span style="position:absolute">Previous Slide</span>◀</button>')).toBe('Previous Slide ◀');
  });
});

describe('engine/media', () => {
  test.each([
    ['', true],
    ['all', true],
    ['screen', true],
    ['print', false],
    ['not print', true],
    ['only screen and (min-width: 768px)', true],
    ['(max-width: 767.98px)', false],
    ['(min-width: 1280px)', true],
    ['(min-width: 1281px)', false],
    ['(width >= 1024px)', true],
    ['(400px <= width <= 700px)', false],
    ['(max-height: 500px)', false],
    ['(orientation: landscape)', true],
    ['(orientation: portrait)', false],
    ['(prefers-reduced-motion: no-preference)', true],
    ['(prefers-reduced-motion: reduce)', false],
    ['(prefers-color-scheme: light)', true],
    ['(hover: hover) and (pointer: fine)', true],
    ['print, (min-width: 40em)', true],
    ['(min-width: 100em)', false],
    ['(min-resolution: 2dppx)', false],
    ['(unknown-feature: 1)', false],
    ['screen and (max-width: 600px), print', false],
  ])('%j at the desktop viewport: %s', (query, expected) => {
    expect(matchesMedia(query)).toBe(expected);
  });

  test('the documented viewport', () => {
    expect(DESKTOP_VIEWPORT).toEqual({ width: 1280, height: 720 });
  });
});
