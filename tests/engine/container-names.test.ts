/**
 * Which descendants a name from content reads (accname 1.2
 * #comp_recursive_name_from_content says every one; Chromium skips the
 * content of containers, as w3c/aria#1821 proposes). The tables are what
 * Chromium's native accessibility tree gave for each container inside a
 * link, a button and a treeitem; docs/decisions.md keeps them.
 */
import { describe, expect, test } from 'vitest';
import { nameIn } from '../support/body.js';
import { HOSTS, KEPT_ELEMENTS, KEPT_ROLES, SKIPPED_ELEMENTS, SKIPPED_ROLES, containerHtml } from '../support/containers.js';

describe('engine/name: containers inside a name from content (as Chromium)', () => {
  for (const [host, wrap] of Object.entries(HOSTS)) {
    test.each(SKIPPED_ROLES)(`${host} skips the content of role=%s`, (role) => {
      expect(nameIn(wrap(containerHtml(role, true)))).toBe('A Z');
    });
    test.each(KEPT_ROLES)(`${host} keeps the content of role=%s`, (role) => {
      expect(nameIn(wrap(containerHtml(role, true)))).toBe('A inner Z');
    });
    test.each(SKIPPED_ELEMENTS)(`${host} skips the content of <%s>`, (spec) => {
      expect(nameIn(wrap(containerHtml(spec, false)))).toBe('A Z');
    });
    test.each(KEPT_ELEMENTS)(`${host} keeps the content of <%s>`, (spec) => {
      expect(nameIn(wrap(containerHtml(spec, false)))).toBe('A inner Z');
    });
  }

  test('a skipped container still gives its aria-label or title', () => {
    expect(nameIn('<a href="#" data-t>u <div role="group" aria-label="AL">grp</div></a>')).toBe('u AL');
    expect(nameIn('<a href="#" data-t>t <div role="group" title="Tip">grp</div></a>')).toBe('t Tip');
  });

  test.each([
    [
      'a treeitem with a nested group',
      '<div role="tree"><div role="treeitem" data-t>src <div role="group"><div role="treeitem">main.ts</div></div></div></div>',
      'src',
    ],
    [
      'a menuitem with a submenu',
      '<div role="menubar"><div role="menuitem" data-t>File <div role="menu"><div role="menuitem">Open</div></div></div></div>',
      'File',
    ],
    [
      'a card link around an article',
      '<a href="#" title="Card" data-t><article><img alt="Lytro deal" src="x.png"><h2>Google buys Lytro</h2></article></a>',
      'Card',
    ],
    ['a card link around a figure', '<a href="#" data-t><figure><img alt="A cat" src="x.png"><figcaption>Cat</figcaption></figure> Read more</a>', 'Read more'],
  ])('%s', (_, html, name) => {
    expect(nameIn(html)).toBe(name);
  });

  test('an aria-labelledby traversal reads containers (Chromium)', () => {
    expect(nameIn('<div id="h">Outer <div role="toolbar">tb</div> end</div><button aria-labelledby="h" data-t>y</button>')).toBe('Outer tb end');
    expect(nameIn('<div id="g" role="group">Group text</div><button aria-labelledby="g" data-t>x</button>')).toBe('Group text');
  });

  test('a label skips a container, as in a name from content', () => {
    expect(nameIn('<label for="i"><span role="group">Grp</span> Email</label><input id="i" data-t>')).toBe('Email');
  });
});
