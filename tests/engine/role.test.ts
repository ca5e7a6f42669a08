import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { EngineContext } from '../../src/engine/context.js';

/** The role of the element marked `data-t` (the first one) in `html`. */
function roleIn(html: string): string {
  const { document } = new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window;
  const target = document.querySelector('[data-t]');
  if (!target) throw new Error(`no [data-t] element in ${html}`);
  return new EngineContext(document).roleOf(target);
}

/** Roles of every `[data-t]` element, in document order. */
function rolesIn(html: string): string[] {
  const { document } = new JSDOM(`<!doctype html><html><body>${html}</body></html>`).window;
  const ctx = new EngineContext(document);
  return [...document.querySelectorAll('[data-t]')].map((el) => ctx.roleOf(el));
}

describe('engine/role', () => {
  describe('explicit role', () => {
    test.each([
      ['<div data-t role="button">x</div>', 'button'],
      ['<div data-t role="foo button link">x</div>', 'button'],
      ['<div data-t role="BUTTON">x</div>', 'button'],
      ['<button data-t role="foo Link">x</button>', 'link'],
      ['<nav data-t role="foo">x</nav>', 'navigation'],
      ['<span data-t role="foo bar">x</span>', 'generic'],
      ['<div data-t role="\tbutton\n">x</div>', 'button'],
      // U+00A0 and U+2800 are not ASCII whitespace: the token is invalid.
      ['<div data-t role="\u00a0button">x</div>', 'generic'],
      ['<button data-t role="link\u200d">x</button>', 'button'],
      // Abstract roles are never usable.
      ['<div data-t role="widget button">x</div>', 'button'],
      ['<div data-t role="landmark">x</div>', 'generic'],
      ['<div data-t role="switch checkbox" aria-checked="true">x</div>', 'switch'],
      ['<input data-t type="search" role="combobox">', 'combobox'],
      ['<div data-t role="doc-chapter">x</div>', 'doc-chapter'],
      ['<div data-t role="suggestion">x</div>', 'suggestion'],
    ])('%s → %s', (html, role) => expect(roleIn(html)).toBe(role));

    test.each([
      ['presentation', 'none'],
      ['none', 'none'],
      ['image', 'img'],
      ['img', 'img'],
      ['directory', 'list'],
    ])('synonym %s → %s', (token, role) => expect(roleIn(`<div data-t role="${token}">x</div>`)).toBe(role));

    test('region and form need a name, else the next token or the implicit role', () => {
      expect(roleIn('<nav data-t role="region">x</nav>')).toBe('navigation');
      expect(roleIn('<nav data-t role="region" aria-label="Filters">x</nav>')).toBe('region');
      expect(roleIn('<div data-t role="region group">x</div>')).toBe('group');
      expect(roleIn('<nav data-t role="form">x</nav>')).toBe('navigation');
      expect(roleIn('<div data-t role="form" aria-label="Sign in">x</div>')).toBe('form');
      expect(roleIn('<div data-t role="region" aria-label="  ">x</div>')).toBe('generic');
    });

    test('banner and contentinfo scoped to a section are ignored', () => {
      expect(roleIn('<div data-t role="contentinfo">x</div>')).toBe('contentinfo');
      expect(roleIn('<main><div data-t role="contentinfo">x</div></main>')).toBe('generic');
      expect(roleIn('<article><div data-t role="banner">x</div></article>')).toBe('generic');
    });
  });

  describe('presentational conflict resolution', () => {
    test.each([
      ['<h1 data-t role="none">x</h1>', 'none'],
      ['<h1 data-t role="none" aria-label="x">x</h1>', 'heading'],
      ['<p data-t role="none" aria-describedby="d">x</p>', 'paragraph'],
      ['<h1 data-t role="none" tabindex="-1">x</h1>', 'heading'],
      ['<h1 data-t role="presentation" tabindex="0">x</h1>', 'heading'],
      // aria-level is not global: it does not stop role none.
      ['<h1 data-t role="none" aria-level="2">x</h1>', 'none'],
      ['<input data-t type="text" role="presentation">', 'textbox'],
      ['<input data-t type="text" role="presentation" disabled>', 'none'],
      ['<button data-t role="none">x</button>', 'button'],
      ['<button data-t role="none" disabled>x</button>', 'none'],
      ['<a data-t href="/" role="presentation">x</a>', 'link'],
      ['<a data-t role="presentation">x</a>', 'none'],
      ['<div data-t role="none" contenteditable="true">x</div>', 'generic'],
      ['<ul><li data-t role="none">x</li></ul>', 'none'],
    ])('%s → %s', (html, role) => expect(roleIn(html)).toBe(role));
  });

  describe('required context', () => {
    test('listitem, option, tab, treeitem, menuitem need their container', () => {
      expect(roleIn('<div role="list"><div data-t role="listitem">x</div></div>')).toBe('listitem');
      expect(roleIn('<div data-t role="listitem">x</div>')).toBe('generic');
      expect(roleIn('<div role="listbox"><div data-t role="option">x</div></div>')).toBe('option');
      expect(roleIn('<div role="listbox"><div role="group"><span data-t role="option">x</span></div></div>')).toBe('option');
      expect(roleIn('<div data-t role="option">x</div>')).toBe('generic');
      expect(roleIn('<ul role="tablist"><li><div data-t role="tab">x</div></li></ul>')).toBe('tab');
      expect(roleIn('<ul role="tablist"><li role="none"><div data-t role="tab">x</div></li></ul>')).toBe('tab');
      expect(roleIn('<div data-t role="tab">x</div>')).toBe('generic');
      expect(roleIn('<ul role="tree"><li role="treeitem">x<ul role="group"><li data-t role="treeitem">y</li></ul></li></ul>')).toBe('treeitem');
      expect(roleIn('<nav data-t role="treeitem">x</nav>')).toBe('navigation');
      expect(roleIn('<div role="menu"><div role="group"><div data-t role="menuitemradio">x</div></div></div>')).toBe('menuitemradio');
      expect(roleIn('<nav data-t role="menuitem">x</nav>')).toBe('navigation');
    });

    test('table parts need a table', () => {
      expect(roleIn('<div role="grid"><div data-t role="gridcell">x</div></div>')).toBe('gridcell');
      expect(roleIn('<div role="table"><div role="row"><span data-t role="cell">x</span></div></div>')).toBe('cell');
      expect(roleIn('<span data-t role="cell">x</span>')).toBe('generic');
      expect(roleIn('<button data-t role="gridcell">x</button>')).toBe('button');
      expect(roleIn('<span data-t role="row">x</span>')).toBe('generic');
      expect(roleIn('<span data-t role="rowgroup">x</span>')).toBe('generic');
      // A rowgroup that holds rows stands for its table (wpt grid-roles.html).
      expect(rolesIn('<div data-t role="rowgroup"><div data-t role="row"><span data-t role="columnheader">x</span></div></div>')).toEqual([
        'rowgroup',
        'row',
        'columnheader',
      ]);
      expect(roleIn('<table role="treegrid"><tr data-t role="row"><td>x</td></tr></table>')).toBe('row');
    });

    test('an aria-owns owner is the parent', () => {
      expect(roleIn('<div role="listbox" aria-owns="o"></div><div id="o" data-t role="option">x</div>')).toBe('option');
      expect(roleIn('<ul aria-owns="t"></ul><li id="t" data-t>x</li>')).toBe('listitem');
    });

    test('caption is not checked (the corpus keeps an orphan caption)', () => {
      expect(roleIn('<p data-t role="caption">x</p>')).toBe('caption');
    });
  });

  describe('implicit roles', () => {
    test.each([
      ['<button data-t>x</button>', 'button'],
      ['<input data-t type="button" value="x">', 'button'],
      ['<input data-t type="submit">', 'button'],
      ['<input data-t type="reset">', 'button'],
      ['<input data-t type="image" alt="Go">', 'button'],
      ['<a data-t href="/x">x</a>', 'link'],
      ['<a data-t href="">x</a>', 'link'],
      ['<a data-t>x</a>', 'generic'],
      ['<map><area data-t href="/x" alt="x"></map>', 'link'],
      ['<map><area data-t alt="x"></map>', 'generic'],
      ['<svg><a data-t href="#x"><text>x</text></a></svg>', 'link'],
    ])('buttons and links: %s → %s', (html, role) => expect(roleIn(html)).toBe(role));

    test.each([
      ['<input data-t>', 'textbox'],
      ['<input data-t type="text">', 'textbox'],
      ['<input data-t type="EMAIL">', 'textbox'],
      ['<input data-t type="tel">', 'textbox'],
      ['<input data-t type="url">', 'textbox'],
      ['<input data-t type="password">', 'textbox'],
      ['<input data-t type="date">', 'textbox'],
      ['<input data-t type="bogus">', 'textbox'],
      ['<input data-t type="search">', 'searchbox'],
      ['<input data-t list="l"><datalist id="l"><option>a</option></datalist>', 'combobox'],
      ['<input data-t type="search" list="l"><datalist id="l"></datalist>', 'combobox'],
      ['<input data-t list="missing">', 'textbox'],
      ['<input data-t type="checkbox">', 'checkbox'],
      ['<input data-t type="radio">', 'radio'],
      ['<input data-t type="range">', 'slider'],
      ['<input data-t type="number">', 'spinbutton'],
      ['<input data-t type="hidden">', 'none'],
      ['<input data-t type="file">', 'button'],
      ['<input data-t type="color">', 'button'],
      ['<textarea data-t></textarea>', 'textbox'],
      ['<select data-t><option>a</option></select>', 'combobox'],
      ['<select data-t size="1"><option>a</option></select>', 'combobox'],
      ['<select data-t size="2"><option>a</option></select>', 'listbox'],
      ['<select data-t multiple><option>a</option></select>', 'listbox'],
      ['<select><option data-t>a</option></select>', 'option'],
      ['<select><optgroup data-t label="g"><option>a</option></optgroup></select>', 'group'],
      ['<datalist data-t><option>a</option></datalist>', 'listbox'],
      ['<option data-t>a</option>', 'option'],
    ])('form controls: %s → %s', (html, role) => expect(roleIn(html)).toBe(role));

    test('h1-h6 are headings', () => {
      expect(rolesIn([1, 2, 3, 4, 5, 6].map((n) => `<h${n} data-t>x</h${n}>`).join(''))).toEqual(Array(6).fill('heading'));
    });

    test.each([
      ['<img data-t src="a.png">', 'img'],
      ['<img data-t src="a.png" alt="Logo">', 'img'],
      ['<img data-t src="a.png" alt="">', 'none'],
      ['<img data-t src="a.png" alt="" title="t">', 'none'],
      ['<img data-t src="a.png" alt="" aria-label="Logo">', 'img'],
      ['<img data-t src="a.png" alt="" tabindex="0">', 'img'],
      ['<svg data-t><title>Trash</title><path d="M0 0"/></svg>', 'img'],
      ['<svg data-t aria-label="Trash"><path d="M0 0"/></svg>', 'img'],
      ['<svg data-t><path d="M0 0"/></svg>', 'generic'],
      ['<svg data-t role="img"><path d="M0 0"/></svg>', 'img'],
    ])('images: %s → %s', (html, role) => expect(roleIn(html)).toBe(role));

    test('header and footer are page landmarks only outside sections', () => {
      expect(rolesIn('<header data-t>x</header><footer data-t>x</footer>')).toEqual(['banner', 'contentinfo']);
      expect(rolesIn('<div><div><header data-t>x</header><footer data-t>x</footer></div></div>')).toEqual(['banner', 'contentinfo']);
      for (const section of ['article', 'aside', 'main', 'nav', 'section']) {
        expect(rolesIn(`<${section}><div><header data-t>x</header><footer data-t>x</footer></div></${section}>`)).toEqual(['sectionheader', 'sectionfooter']);
      }
      expect(roleIn('<div role="main"><header data-t>x</header></div>')).toBe('sectionheader');
      expect(roleIn('<div role="region" aria-label="r"><footer data-t>x</footer></div>')).toBe('sectionfooter');
    });

    test('section and form are landmarks only when named', () => {
      expect(roleIn('<section data-t>x</section>')).toBe('generic');
      expect(roleIn('<section data-t aria-label="News">x</section>')).toBe('region');
      expect(roleIn('<section data-t aria-labelledby="h"><h2 id="h">News</h2></section>')).toBe('region');
      expect(roleIn('<section data-t aria-label="">x</section>')).toBe('generic');
      expect(roleIn('<form data-t><input></form>')).toBe('generic');
      expect(roleIn('<form data-t aria-label="Sign in"><input></form>')).toBe('form');
      expect(roleIn('<form data-t title="Sign in"><input></form>')).toBe('form');
      expect(roleIn('<form data-t title=" "><input></form>')).toBe('generic');
    });

    test('aside is complementary unless an unnamed aside sits in sectioning content', () => {
      expect(roleIn('<aside data-t>x</aside>')).toBe('complementary');
      expect(roleIn('<main><aside data-t>x</aside></main>')).toBe('complementary');
      expect(roleIn('<article><aside data-t>x</aside></article>')).toBe('generic');
      expect(roleIn('<main><article><aside data-t>x</aside></article></main>')).toBe('generic');
      expect(roleIn('<nav><aside data-t aria-label="More">x</aside></nav>')).toBe('complementary');
      expect(roleIn('<section><aside data-t>x</aside></section>')).toBe('generic');
    });

    test('th heads its column or its row', () => {
      const table = `<table>
        <thead><tr><th data-t>Name</th><th data-t scope="row">Odd</th></tr></thead>
        <tbody>
          <tr><th data-t>Ann</th><td>3</td></tr>
          <tr><th data-t>Total</th><th data-t>Sum</th></tr>
          <tr><td>x</td><th data-t scope="col">y</th></tr>
        </tbody></table>`;
      expect(rolesIn(table)).toEqual(['columnheader', 'rowheader', 'rowheader', 'columnheader', 'columnheader', 'columnheader']);
    });

    test('table parts follow the table role', () => {
      expect(rolesIn('<table data-t><caption data-t>c</caption><tbody data-t><tr data-t><td data-t>x</td></tr></tbody></table>')).toEqual([
        'table',
        'caption',
        'rowgroup',
        'row',
        'cell',
      ]);
      expect(rolesIn('<table role="grid"><tr data-t><td data-t>x</td><th data-t>h</th></tr></table>')).toEqual(['row', 'gridcell', 'rowheader']);
      expect(rolesIn('<table role="presentation"><tr data-t><td data-t>x</td></tr></table>')).toEqual(['none', 'none']);
      expect(roleIn('<table role="list"><tr><td data-t>x</td></tr></table>')).toBe('generic');
    });

    test('li is a listitem only inside a list', () => {
      expect(roleIn('<ul><li data-t>x</li></ul>')).toBe('listitem');
      expect(roleIn('<ol><li data-t>x</li></ol>')).toBe('listitem');
      expect(roleIn('<menu><li data-t>x</li></menu>')).toBe('listitem');
      expect(roleIn('<ul><div><li data-t>x</li></div></ul>')).toBe('listitem');
      expect(roleIn('<div role="list"><li data-t>x</li></div>')).toBe('listitem');
      expect(roleIn('<li data-t>x</li>')).toBe('generic');
      expect(roleIn('<ul role="none"><li data-t>x</li></ul>')).toBe('generic');
      expect(roleIn('<ul role="tablist"><li data-t>x</li></ul>')).toBe('generic');
      expect(rolesIn('<ul data-t><li>x</li></ul><ol data-t></ol><menu data-t></menu>')).toEqual(['list', 'list', 'list']);
    });

    test('li slotted into a shadow list is a listitem (flat tree)', () => {
      const { document } = new JSDOM('<!doctype html><body><x-list><li>x</li></x-list></body>').window;
      const host = document.querySelector('x-list')!;
      host.attachShadow({ mode: 'open' }).innerHTML = '<ul><slot></slot></ul>';
      expect(new EngineContext(document).roleOf(host.querySelector('li')!)).toBe('listitem');
    });

    test.each([
      ['<address data-t>x</address>', 'group'],
      ['<article data-t>x</article>', 'article'],
      ['<blockquote data-t>x</blockquote>', 'blockquote'],
      ['<code data-t>x</code>', 'code'],
      ['<dl><dt data-t>t</dt><dd>d</dd></dl>', 'term'],
      ['<dl><dt>t</dt><dd data-t>d</dd></dl>', 'definition'],
      ['<dl data-t><dt>t</dt></dl>', 'generic'],
      ['<del data-t>x</del>', 'deletion'],
      ['<s data-t>x</s>', 'deletion'],
      ['<ins data-t>x</ins>', 'insertion'],
      ['<details data-t><summary>s</summary>x</details>', 'group'],
      ['<details><summary data-t>s</summary>x</details>', 'button'],
      ['<details><summary>s</summary><summary data-t>t</summary></details>', 'generic'],
      ['<summary data-t>s</summary>', 'generic'],
      ['<dfn data-t>x</dfn>', 'term'],
      ['<dialog data-t open>x</dialog>', 'dialog'],
      ['<em data-t>x</em>', 'emphasis'],
      ['<strong data-t>x</strong>', 'strong'],
      ['<fieldset data-t><legend>l</legend></fieldset>', 'group'],
      ['<figure data-t>x</figure>', 'figure'],
      ['<figure><figcaption data-t>c</figcaption></figure>', 'generic'],
      ['<hgroup data-t><h1>x</h1></hgroup>', 'group'],
      ['<hr data-t>', 'separator'],
      ['<main data-t>x</main>', 'main'],
      ['<mark data-t>x</mark>', 'mark'],
      ['<meter data-t value="1">x</meter>', 'meter'],
      ['<nav data-t>x</nav>', 'navigation'],
      ['<output data-t>x</output>', 'status'],
      ['<p data-t>x</p>', 'paragraph'],
      ['<progress data-t>x</progress>', 'progressbar'],
      ['<search data-t>x</search>', 'search'],
      ['<sub data-t>x</sub>', 'subscript'],
      ['<sup data-t>x</sup>', 'superscript'],
      ['<time data-t>x</time>', 'time'],
      ['<cite data-t>x</cite>', 'html-cite'],
      ['<iframe data-t title="x"></iframe>', 'iframe'],
      ['<div data-t>x</div>', 'generic'],
      ['<span data-t>x</span>', 'generic'],
      ['<b data-t>x</b>', 'generic'],
      ['<label data-t>x</label>', 'generic'],
      ['<x-widget data-t>x</x-widget>', 'generic'],
      ['<div data-t tabindex="0">x</div>', 'generic'],
    ])('other elements: %s → %s', (html, role) => expect(roleIn(html)).toBe(role));

    test('html is the document, body is generic', () => {
      const { document } = new JSDOM('<!doctype html><body></body>').window;
      const ctx = new EngineContext(document);
      expect([ctx.roleOf(document.documentElement), ctx.roleOf(document.body)]).toEqual(['document', 'generic']);
    });
  });

  describe('minimum role', () => {
    test.each([
      ['<div data-t autofocus>x</div>', 'group'],
      ['<div data-t draggable="true">x</div>', 'group'],
      ['<div data-t draggable="">x</div>', 'group'],
      ['<div data-t draggable="false">x</div>', 'generic'],
      ['<div data-t popover>x</div>', 'group'],
      ['<div data-t role="none" autofocus>x</div>', 'group'],
      ['<div data-t role="generic" draggable="true">x</div>', 'group'],
      ['<section data-t draggable="true">x</section>', 'group'],
      ['<section data-t draggable="true" aria-label="s">x</section>', 'region'],
      ['<article data-t draggable="true">x</article>', 'article'],
      ['<button data-t autofocus>x</button>', 'button'],
    ])('%s → %s', (html, role) => expect(roleIn(html)).toBe(role));
  });
});
