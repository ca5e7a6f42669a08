/**
 * The `matchMedia` stand-in (`--run-scripts`) answers every query as the
 * cascade's `@media` evaluation does (engine/media.ts), so a page script that
 * reads a breakpoint builds the same widget the style sheet shows: frameworks
 * ask in em (`only screen and (min-width: 40em)`), in ranges and with `not`.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { installStandIns } from '../../src/jsdom-page/stand-ins.js';
import { matchesMedia } from '../../src/engine/media.js';

const { window } = new JSDOM('<!doctype html><p>', { url: 'http://127.0.0.1:9/page.html' });
installStandIns(window as never, { maxBytes: 1000, signal: new AbortController().signal, started() {}, ended() {} });
const matches = (query: string) => (window as unknown as Window).matchMedia(query).matches;

describe('matchMedia, as the cascade answers', () => {
  test('breakpoints in em and rem hold at the desktop viewport (1280 px = 80 em)', () => {
    const holding = [
      'only screen and (min-width: 40em)',
      'print, screen and (min-width: 64em)',
      '(min-width: 75em)',
      '(min-width: 48rem)',
      '(max-width: 80em)',
      'screen and (min-width: 40em) and (max-width: 90em)',
    ];
    const failing = ['only screen and (min-width: 90em)', '(max-width: 39.9375em)', '(min-width: 81rem)'];
    expect(holding.filter((q) => !matches(q))).toEqual([]);
    expect(failing.filter(matches)).toEqual([]);
  });

  test('range syntax and a negated condition', () => {
    expect(['(width >= 1024px)', '(600px <= width <= 1280px)', '(not (max-width: 600px))'].filter((q) => !matches(q))).toEqual([]);
    expect(['(width < 1280px)', '(not (min-width: 600px))'].filter(matches)).toEqual([]);
  });

  test('every query gets the answer the style sheet gets', () => {
    const queries = [
      'screen',
      '(min-width: 40em)',
      '(max-width: 767.98px)',
      '(orientation: portrait)',
      '(prefers-reduced-motion: reduce)',
      '(min-resolution: 2dppx)',
      'not print',
      '(hover: none)',
    ];
    expect(queries.map(matches)).toEqual(queries.map(matchesMedia));
  });
});
