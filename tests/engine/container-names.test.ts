/**
 * Which descendants a name from content reads (accname 1.2
 * #comp_recursive_name_from_content says every one; Chromium skips the
 * content of containers, as w3c/aria#1821 proposes). The tables are what
 * Chromium's native accessibility tree gave for each container inside a
 * link, a button and a treeitem; docs/decisions.md keeps them.
 */
import { describe, expect, test } from 'vitest';
import { nameIn } from '../support/body.js';

const HOSTS: Record<string, (inner: string) => string> = {
  link: (inner) => `<a href="#" data-t>A ${inner} Z</a>`,
  button: (inner) => `<button data-t>A ${inner} Z</button>`,
  treeitem: (inner) => `<div role="tree"><div role="treeitem" data-t>A ${inner} Z</div></div>`,
};

const SKIPPED_ROLES = 'alert alertdialog application article banner blockquote comment complementary contentinfo dialog document feed figure grid group img listbox log main marquee menu menubar navigation note progressbar radiogroup row rowgroup search separator status suggestion table tablist tabpanel timer toolbar tree treegrid';
const KEPT_ROLES = 'caption cell checkbox code columnheader definition deletion directory emphasis form generic gridcell heading insertion list listitem mark math menuitem option paragraph radio region rowheader sectionhead strong subscript superscript switch tab term time';
const SKIPPED_ELEMENTS = ['article', 'aside', 'blockquote', 'dialog open', 'fieldset', 'figure', 'form', 'header', 'hgroup', 'main', 'nav', 'search'];
const KEPT_ELEMENTS = ['address', 'details open', 'div', 'dl', 'figcaption', 'footer', 'li', 'ol', 'p', 'section', 'span', 'table', 'ul'];

function element(spec: string): string {
  const tag = spec.split(' ')[0];
  const inner = tag === 'ul' || tag === 'ol' ? '<li>inner</li>' : tag === 'table' ? '<tr><td>inner</td></tr>' : tag === 'dl' ? '<dt>inner</dt>' : 'inner';
  return `<${spec}>${inner}</${tag}>`;
}

describe('engine/name: containers inside a name from content (as Chromium)', () => {
  for (const [host, wrap] of Object.entries(HOSTS)) {
    test.each(SKIPPED_ROLES.split(' '))(`${host} skips the content of role=%s`, (role) => {
      expect(nameIn(wrap(`<div role="${role}">inner</div>`))).toBe('A Z');
    });
    test.each(KEPT_ROLES.split(' '))(`${host} keeps the content of role=%s`, (role) => {
      expect(nameIn(wrap(`<div role="${role}">inner</div>`))).toBe('A inner Z');
    });
    test.each(SKIPPED_ELEMENTS)(`${host} skips the content of <%s>`, (spec) => {
      expect(nameIn(wrap(element(spec)))).toBe('A Z');
    });
    test.each(KEPT_ELEMENTS)(`${host} keeps the content of <%s>`, (spec) => {
      expect(nameIn(wrap(element(spec)))).toBe('A inner Z');
    });
  }

  test('a skipped container still gives its aria-label or title', () => {
    expect(nameIn('<a href="#" data-t>u <div role="group" aria-label="AL">grp</div></a>')).toBe('u AL');
    expect(nameIn('<a href="#" data-t>t <div role="group" title="Tip">grp</div></a>')).toBe('t Tip');
  });

  test.each([
    ['a treeitem with a nested group', '<div role="tree"><div role="treeitem" data-t>src <div role="group"><div role="treeitem">main.ts</div></div></div></div>', 'src'],
    ['a menuitem with a submenu', '<div role="menubar"><div role="menuitem" data-t>File <div role="menu"><div role="menuitem">Open</div></div></div></div>', 'File'],
    ['a card link around an article', '<a href="#" title="Card" data-t><article><img alt="Lytro deal" src="x.png"><h2>Google buys Lytro</h2></article></a>', 'Card'],
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
