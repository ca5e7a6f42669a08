/**
 * The per-capture attribute cache: a capture opened inside another (a
 * capture begun while another is open) must hand the outer capture back its
 * own cache when it ends, not leave it reading past any cache.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { attr, beginAttributeCache, endAttributeCache } from '../../src/engine/dom.js';
import { ElementRecords } from '../../src/engine/records.js';

describe('engine/dom', () => {
  test('ending a nested cache restores the outer one', () => {
    const el = new JSDOM('<p title="first"></p>').window.document.querySelector('p')!;
    beginAttributeCache(new ElementRecords());
    try {
      expect(attr(el, 'title')).toBe('first');
      beginAttributeCache(new ElementRecords());
      endAttributeCache();
      el.setAttribute('title', 'second');
      // The outer cache is open again: it answers what it read, as a capture sees one state of the page.
      expect(attr(el, 'title')).toBe('first');
    } finally {
      endAttributeCache();
    }
    expect(attr(el, 'title')).toBe('second');
  });
});
