import { describe, expect, test } from 'vitest';
import { EngineContext } from '../../src/engine/context.js';
import { nameOf } from '../../src/engine/index.js';
import { nameIn, parseBody as parse } from '../support/body.js';

/** Folded names of every `[data-t]` element, in document order, from one capture. */
function namesIn(html: string): string[] {
  const doc = parse(html);
  const ctx = new EngineContext(doc);
  return [...doc.querySelectorAll('[data-t]')].map((el) =>
    ctx
      .nameOf(el)
      .replace(/[\t\n\f\r ]+/g, ' ')
      .trim(),
  );
}

describe('engine/name', () => {
  describe('2A hidden nodes', () => {
    test.each([
      ['aria-hidden', '<button data-t>Save <span aria-hidden="true">icon</span></button>', 'Save'],
      ['hidden attribute', '<button data-t>Save <span hidden>draft</span></button>', 'Save'],
      ['inline display:none', '<button data-t>Save <span style="display: none">draft</span></button>', 'Save'],
      ['display:none from a style sheet', '<style>.off { display: none }</style><button data-t>Save <span class="off">draft</span></button>', 'Save'],
      ['visibility:hidden with a visible child', '<h2 data-t>A <span style="visibility:hidden">B <span style="visibility:visible">C</span></span></h2>', 'A C'],
      ['visibility:hidden from a style sheet', '<style>.ghost { visibility: hidden }</style><a data-t href="#">Open <b class="ghost">now</b></a>', 'Open'],
    ])('skips %s content', (_, html, name) => {
      expect(nameIn(html)).toBe(name);
    });

    test('visually hidden text (clip, 1px box) still names a control', () => {
      const sr = 'position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';
      expect(nameIn(`<button data-t><span style="${sr}">Close dialog</span><svg aria-hidden="true"></svg></button>`)).toBe('Close dialog');
    });

    test('a hidden button has no name from its content', () => {
      expect(nameIn('<div style="display:none"><button data-t>Secret</button></div>')).toBe('');
    });
  });

  describe('2B aria-labelledby', () => {
    test('joins several targets with spaces, in attribute order', () => {
      expect(nameIn('<span id="a">Billing</span><span id="b">address</span><div role="group" data-t aria-labelledby="b a"></div>')).toBe('address Billing');
    });

    test('ignores missing ids, and falls back when none exists', () => {
      expect(nameIn('<span id="a">Name</span><button data-t aria-labelledby="nope a">x</button>')).toBe('Name');
      expect(nameIn('<button data-t aria-labelledby="nope">Content</button>')).toBe('Content');
    });

    test('wins over aria-label, and an empty result falls back to it', () => {
      expect(nameIn('<span id="a">Ref</span><button data-t aria-labelledby="a" aria-label="Label">x</button>')).toBe('Ref');
      expect(nameIn('<span id="a"><i hidden>gone</i></span><button data-t aria-labelledby="a" aria-label="Label">x</button>')).toBe('Label');
    });

    test('a self reference reads the element from step 2C on', () => {
      expect(nameIn('<div role="group" id="g" data-t aria-label="Self" aria-labelledby="g h"><h2 id="h">Heading</h2></div>')).toBe('Self Heading');
    });

    test('a textbox that references itself contributes its value', () => {
      expect(nameIn('<span id="l">Wait</span><input id="i" data-t value="5" aria-labelledby="l i u"><span id="u">minutes</span>')).toBe('Wait 5 minutes');
    });

    test('chains are not followed beyond one level', () => {
      expect(nameIn('<button data-t aria-labelledby="b">x</button><span id="b" aria-labelledby="c">B text</span><span id="c">C text</span>')).toBe('B text');
    });

    test('a cycle ends', () => {
      expect(nameIn('<button data-t id="a" aria-labelledby="b">A</button><span id="b" aria-labelledby="a">B</span>')).toBe('B');
    });

    test('a hidden target counts with its hidden descendants', () => {
      const html =
        '<button data-t aria-labelledby="t"></button><div id="t" hidden>Foo <span style="display:none">bar</span> <span aria-hidden="true">baz</span></div>';
      expect(nameIn(html)).toBe('Foo bar baz');
    });

    test("a visible target's hidden descendants stay silent", () => {
      expect(nameIn('<button data-t aria-labelledby="t"></button><div id="t">Foo <span style="display:none">bar</span></div>')).toBe('Foo');
    });

    test('script and style never speak, even inside a hidden target', () => {
      expect(nameIn('<button data-t aria-labelledby="t"></button><div id="t" hidden>Foo<script>var x</script><style>p{}</style></div>')).toBe('Foo');
    });

    test('the non-standard aria-labeledby spelling counts when aria-labelledby is absent', () => {
      expect(nameIn('<span id="a">One</span><span id="b">Two</span><button data-t aria-labeledby="a">x</button>')).toBe('One');
      expect(nameIn('<span id="a">One</span><span id="b">Two</span><button data-t aria-labelledby="a" aria-labeledby="b">x</button>')).toBe('One');
    });

    test('an element already used is not read twice in one computation', () => {
      const html = `<h3 data-t><a href="#" aria-labelledby="img">link1</a>
        <a href="#" data-t>link2 <img id="img" alt="image"> link3</a></h3>`;
      expect(namesIn(html)).toEqual(['image link2 link3', 'link2 image link3']);
    });
  });

  describe('2C aria-label', () => {
    test.each([
      ['wins over content', '<button data-t aria-label="Close">X</button>', 'Close'],
      ['wins over a label', '<label for="i">Label</label><input id="i" data-t aria-label="Aria">', 'Aria'],
      ['wins over title', '<button data-t aria-label="Label" title="Tip">x</button>', 'Label'],
      ['whitespace-only is ignored', '<button data-t aria-label=" \t\n ">Content</button>', 'Content'],
      ['U+00A0 is kept', '<nav data-t aria-label="Main&nbsp;">x</nav>', 'Main\u00a0'],
    ])('%s', (_, html, name) => {
      expect(nameIn(html)).toBe(name);
    });
  });

  describe('2D host-language labels', () => {
    test('label[for], several joined with spaces in tree order, with a wrapping one', () => {
      const html = '<label for="i">First</label><label>Wrap <input id="i" data-t></label><label for="i">Last</label>';
      expect(nameIn(html)).toBe('First Wrap Last');
    });

    test('a wrapping label labels its first labelable descendant only', () => {
      expect(namesIn('<label>Both <input data-t><input data-t></label>')).toEqual(['Both', '']);
    });

    test('a label with for names that control, not the one it wraps', () => {
      expect(namesIn('<label for="x">Other <input data-t></label><input id="x" data-t>')).toEqual(['', 'Other']);
    });

    test('a for pointing at a non-labelable element labels nothing', () => {
      expect(nameIn('<label for="d">Text</label><div id="d" role="button" data-t>Own</div>')).toBe('Own');
    });

    test('only the first element with an id is labelled', () => {
      expect(namesIn('<label for="d">L</label><input id="d" data-t><input id="d" data-t>')).toEqual(['L', '']);
    });

    test('the labelled control itself contributes nothing to its label', () => {
      expect(nameIn('<label><input type="text" data-t value="typed"> Name</label>')).toBe('Name');
    });

    test.each(['display:none', 'visibility:hidden'])('a label with %s still names, hidden content included', (style) => {
      expect(nameIn(`<label for="i" style="${style}">Email <span hidden>address</span></label><input id="i" data-t>`)).toBe('Email address');
      expect(nameIn(`<label style="${style}"><input type="checkbox" data-t>Agree</label>`)).toBe('Agree');
    });

    test('a label in a shadow root labels controls of that shadow root only', () => {
      const doc = parse('<label for="i">Light</label><div id="host"></div>');
      const host = doc.getElementById('host')!;
      host.attachShadow({ mode: 'open' }).innerHTML = '<label for="i">Shadow</label><input id="i">';
      expect(nameOf(host.shadowRoot!.getElementById('i')!)).toBe('Shadow');
    });

    test.each([
      ['img alt', '<img data-t alt="Logo" src="x.png">', 'Logo'],
      ['area alt', '<map name="m"><area data-t alt="Region" href="#"></map>', 'Region'],
      ['input image alt', '<input type="image" data-t alt="Go" src="x.png">', 'Go'],
      ['input image value', '<input type="image" data-t value="Send" src="x.png">', 'Send'],
      ['input image title', '<input type="image" data-t title="Tip" src="x.png">', 'Tip'],
      ['input image default', '<input type="image" data-t src="x.png">', 'Submit'],
      ['svg title', '<svg data-t><title>Chart</title><circle r="4"></circle></svg>', 'Chart'],
      ['svg named from titles inside', '<svg data-t><circle r="4"><title>circle</title></circle></svg>', 'circle'],
      ['fieldset legend', '<fieldset data-t><legend>Shipping</legend><input></fieldset>', 'Shipping'],
      ['table caption', '<table data-t><caption>Orders</caption><tr><td>1</td></tr></table>', 'Orders'],
      ['figure figcaption', '<figure data-t><img alt="x" src="x.png"><figcaption>Fig. 1</figcaption></figure>', 'Fig. 1'],
      ['input button value', '<input type="button" data-t value="Apply">', 'Apply'],
      ['input submit value', '<input type="submit" data-t value="Send">', 'Send'],
      ['input submit default', '<input type="submit" data-t>', 'Submit'],
      ['input reset default', '<input type="reset" data-t>', 'Reset'],
      ['input button without value', '<input type="button" data-t title="Tip">', 'Tip'],
      ['optgroup label', '<select><optgroup data-t label="Fruit"><option>Apple</option></optgroup></select>', 'Fruit'],
      ['option label attribute', '<select><option data-t label="Short">Long text</option></select>', 'Short'],
      ['label before value', '<label for="b">Label</label><input id="b" type="submit" data-t value="Value">', 'Label'],
    ])('%s', (_, html, name) => {
      expect(nameIn(html)).toBe(name);
    });
  });

  describe('2E embedded controls', () => {
    test.each([
      ['textbox value', '<input value="3" aria-label="count">'],
      ['select: selected option', '<select aria-label="count"><option>1</option><option selected>3</option></select>'],
      ['listbox: aria-selected option', '<ul role="listbox" aria-label="count"><li role="option">1</li><li role="option" aria-selected="true">3</li></ul>'],
      ['range input value', '<input type="range" min="1" max="5" value="3">'],
      ['number input value', '<input type="number" value="3">'],
      ['slider aria-valuetext', '<span role="slider" tabindex="0" aria-valuenow="3.0" aria-valuetext="3">3.0</span>'],
      ['spinbutton aria-valuenow', '<span role="spinbutton" tabindex="0" aria-valuenow="3">3.0</span>'],
      ['combobox content', '<span role="combobox" tabindex="0">3</span>'],
    ])('%s, inside the label of a checkbox', (_, control) => {
      expect(nameIn(`<label><input type="checkbox" data-t> Flash the screen ${control} times</label>`)).toBe('Flash the screen 3 times');
    });

    test('the embedded control keeps its own aria-label as its name', () => {
      expect(nameIn('<label><input type="checkbox"> Flash <input data-t value="3" aria-label="number of times"> times</label>')).toBe('number of times');
    });

    test('a multiple select gives every selected option', () => {
      const select = '<select multiple><option selected>red</option><option>green</option><option selected>blue</option></select>';
      expect(nameIn(`<label><input type="checkbox" data-t> Colours ${select}</label>`)).toBe('Colours red blue');
    });
  });

  describe('2F name from content', () => {
    test.each([
      ['button', '<button data-t>Save</button>'],
      ['link', '<a data-t href="#">Save</a>'],
      ['heading', '<h2 data-t>Save</h2>'],
      ['cell', '<table><tr><td data-t>Save</td></tr></table>'],
      ['option', '<select><option data-t>Save</option></select>'],
      ['tab', '<div role="tablist"><div role="tab" data-t>Save</div></div>'],
      ['menuitem', '<div role="menu"><div role="menuitem" data-t>Save</div></div>'],
      ['treeitem', '<div role="tree"><div role="treeitem" data-t>Save</div></div>'],
      ['tooltip', '<div role="tooltip" data-t>Save</div>'],
      ['ARIA checkbox', '<div role="checkbox" aria-checked="false" tabindex="0" data-t>Save</div>'],
      ['summary', '<details><summary data-t>Save</summary>More</details>'],
    ])('names a %s from its content', (_, html) => {
      expect(nameIn(html)).toBe('Save');
    });

    test.each([
      ['group', '<div role="group" data-t>Text</div>'],
      ['generic', '<div data-t>Text</div>'],
      ['navigation', '<nav data-t>Text</nav>'],
      ['textbox', '<div role="textbox" data-t>Text</div>'],
      ['presentational image', '<img role="none" alt="Text" data-t src="x.png">'],
    ])('does not name a %s from its content', (_, html) => {
      expect(nameIn(html)).toBe('');
    });

    test('inline elements are glued, block-level ones set apart', () => {
      expect(nameIn('<button data-t><span>one</span><span>two</span></button>')).toBe('onetwo');
      expect(nameIn('<button data-t><div>one</div><div>two</div></button>')).toBe('one two');
      expect(nameIn('<style>.b > span { display: inline-block }</style><a href="#" class="b" data-t><span>one</span><span>two</span></a>')).toBe('one two');
      expect(nameIn('<table><tr data-t><td>one</td><td>two</td></tr></table>')).toBe('one two');
      expect(nameIn('<button data-t>one<br>two</button>')).toBe('one two');
    });

    test('whitespace deep inside still separates words', () => {
      expect(nameIn('<button data-t>one<span><span> </span></span>two</button>')).toBe('one two');
    });

    test('text nodes are concatenated, comments skipped, U+00A0 kept inside and trimmed at the ends', () => {
      expect(nameIn('<button data-t>one<!-- c -->two</button>')).toBe('onetwo');
      expect(nameIn('<button data-t>&nbsp;one&nbsp;two&nbsp;</button>')).toBe('one\u00a0two');
    });

    test('nested controls give their own names', () => {
      expect(nameIn('<h3 data-t>Go <a href="#" aria-label="home page">ignored</a> <img alt="now" src="x.png"></h3>')).toBe('Go home page now');
    });

    // Lower-case strings: jsdom's cascade (cascade.ts) lower-cases declared
    // values, `content` strings included.
    test('::before and ::after content from a style sheet, with alternative text', () => {
      const css = '<style>.i::before { content: "before " } .i::after { content: " after" / " alt" }</style>';
      expect(nameIn(`${css}<button class="i" data-t>label</button>`)).toBe('before label alt');
    });

    test('icon-font glyphs (Private Use Area) in generated content are not words', () => {
      const css = '<style>.fa-trash::before { content: "\\f1f8" } .x::after { content: "\\f1f8 delete" }</style>';
      expect(nameIn(`${css}<button data-t><i class="fa-trash"></i></button>`)).toBe('');
      expect(nameIn(`${css}<button data-t class="x"></button>`)).toBe('delete');
    });

    test('content from an open shadow root and its slots', () => {
      const doc = parse('<button data-t><span id="host">slotted</span></button><a href="#" id="empty"><span id="host2"></span></a>');
      const host = doc.getElementById('host')!;
      host.attachShadow({ mode: 'open' }).innerHTML = 'foo <slot aria-label="ignored"></slot> bar';
      doc.getElementById('host2')!.attachShadow({ mode: 'open' }).innerHTML = 'foo <slot>default</slot> bar';
      expect(nameOf(doc.querySelector('[data-t]')!)).toBe('foo slotted bar');
      expect(nameOf(doc.getElementById('empty')!)).toBe('foo default bar');
    });

    test('aria-owns adds the owned elements after the children', () => {
      expect(nameIn('<button data-t aria-owns="o">Buy</button><span id="o">now</span>')).toBe('Buynow');
    });

    test('a decorative image gives nothing, not even its title', () => {
      expect(nameIn('<a href="#" data-t>Home<img alt="" title="logo" src="x.png"></a>')).toBe('Home');
    });

    // Chromium sets a child's text apart by spaces when it comes from an
    // attribute or another element (alt, aria-label, aria-labelledby, an
    // SVG title), not from the child's content, inline though the child is.
    test.each([
      ['an image before text', '<a href="#" data-t><img alt="Ada" src="a.png">Lovelace</a>', 'Ada Lovelace'],
      ['an image after text', '<a href="#" data-t>Lovelace<img alt="Ada" src="a.png"></a>', 'Lovelace Ada'],
      ['an image in a span', '<a href="#" data-t><span><img alt="Ada" src="a.png"></span>Lovelace</a>', 'Ada Lovelace'],
      ['an image before punctuation', '<a href="#" data-t>(<img alt="Ada" src="a.png">)Lovelace</a>', '( Ada )Lovelace'],
      ['two images', '<a href="#" data-t><img alt="Ada" src="a.png"><img alt="Byron" src="b.png"></a>', 'Ada Byron'],
      ['an SVG title', '<a href="#" data-t><svg><title>Ada</title></svg>Lovelace</a>', 'Ada Lovelace'],
      ['role img with aria-label', '<a href="#" data-t><span role="img" aria-label="Ada"></span>Lovelace</a>', 'Ada Lovelace'],
      ['aria-labelledby', '<a href="#" data-t>One<span aria-labelledby="l">x</span>Two</a><span id="l">Lbl</span>', 'One Lbl Two'],
      ['inline content stays glued', '<a href="#" data-t><span>Ada</span><b>Lovelace</b></a>', 'AdaLovelace'],
    ])('a text alternative not read from content is set apart: %s', (_, html, name) => {
      expect(nameIn(html)).toBe(name);
    });

    test('a presentational element passes its content through', () => {
      expect(nameIn('<a href="#" data-t><span role="presentation">Home</span></a>')).toBe('Home');
    });

    test('a dialog without a label takes the text of its first heading, shallowest first', () => {
      const html = '<div role="dialog" data-t><div role="group"><h3>Deep</h3></div><h2>Create order</h2></div>';
      expect(nameIn(html)).toBe('Create order');
      expect(nameIn('<div role="group" data-t><h2>Not a dialog</h2></div>')).toBe('');
    });
  });

  describe('2I tooltip and placeholder', () => {
    test.each([
      ['link without content', '<a href="#" data-t title="Home"><img alt="" src="x.png"></a>', 'Home'],
      ['group', '<div role="group" data-t title="Tip">content</div>', 'Tip'],
      ['content before title', '<button data-t title="Tip">Save</button>', 'Save'],
      ['select', '<select data-t title="Tip"><option>a</option></select>', 'Tip'],
      ['title before placeholder', '<input data-t title="Tip" placeholder="Hint">', 'Tip'],
      ['placeholder', '<input data-t placeholder="Search">', 'Search'],
      ['textarea placeholder', '<textarea data-t placeholder="Notes"></textarea>', 'Notes'],
      ['aria-placeholder', '<div role="textbox" contenteditable data-t aria-placeholder="Message"></div>', 'Message'],
      ['checkbox without label', '<input type="checkbox" data-t title="Tip">', 'Tip'],
      ['abbr', '<abbr data-t title="HyperText Markup Language">HTML</abbr>', 'HyperText Markup Language'],
      ['title of a child', '<button data-t><span class="icon" title="Delete"></span></button>', 'Delete'],
    ])('%s', (_, html, name) => {
      expect(nameIn(html)).toBe(name);
    });
  });

  describe('bad input', () => {
    test('aria-owns loops end', () => {
      expect(nameIn('<button data-t id="a" aria-owns="b">A</button><span id="b" aria-owns="a c">B</span><span id="c" aria-owns="b">C</span>')).toBe('ABC');
    });

    // jsdom 31 takes quadratic time to build a tree this deep however it is
    // built: seconds on an idle machine, hence the test's long hang bound.
    test('10,000 nested elements neither hang nor overflow the stack', { timeout: 120_000 }, () => {
      // Built detached and bottom-up: jsdom itself needs seconds to parse or
      // attach a tree this deep (and attaching one recurses past its stack).
      const doc = parse('');
      const nest = (inner: Node, tag: string): Element => {
        let node = inner;
        for (let i = 0; i < 10_000; i++) {
          const el = doc.createElement(tag);
          el.appendChild(node);
          node = el;
        }
        return node as Element;
      };
      const button = doc.createElement('button');
      button.append('top ', nest(doc.createTextNode('deep'), 'span'));
      const input = doc.createElement('input');
      doc.createElement('label').append('Name ', nest(input, 'div'));
      const ctx = new EngineContext(doc);
      expect(ctx.nameOf(button)).toBe('top'); // the deep text lies past the depth bound
      expect(ctx.nameOf(input)).toBe('Name ');
    });

    test('1 MB of text is read whole', () => {
      const doc = parse('<button data-t></button>');
      const button = doc.querySelector('[data-t]')!;
      button.textContent = 'x'.repeat(1 << 20);
      expect(new EngineContext(doc).nameOf(button).length).toBe(1 << 20);
    });
  });

  describe('speed', () => {
    test('never reads .labels, .control or getComputedStyle', () => {
      const doc = parse('<label for="a">A</label><input id="a"><label>B <input type="checkbox"></label><button>C</button>');
      const win = doc.defaultView! as unknown as Record<string, { prototype: object }> & { getComputedStyle: unknown };
      const forbid = (proto: object, prop: string) =>
        Object.defineProperty(proto, prop, {
          get: () => {
            throw new Error(`read ${prop}`);
          },
          configurable: true,
        });
      forbid(win.HTMLInputElement.prototype, 'labels');
      forbid(win.HTMLButtonElement.prototype, 'labels');
      forbid(win.HTMLLabelElement.prototype, 'control');
      win.getComputedStyle = () => {
        throw new Error('getComputedStyle');
      };
      const ctx = new EngineContext(doc);
      expect([...doc.querySelectorAll('input, button')].map((el) => ctx.nameOf(el))).toEqual(['A', 'B ', 'C']);
    });

    test('names 2,500 controls of a large form in one capture (its speed is bench figure 5)', () => {
      const rows = Array.from(
        { length: 500 },
        (_, i) =>
          `<tr><td><label><input type="checkbox"> Row ${i}</label></td><td><label for="q${i}">Qty</label><input id="q${i}" value="${i}"></td>` +
          `<td><a href="/o/${i}">Order ${i}</a></td><td><button>Edit</button><button aria-label="Delete"><svg aria-hidden="true"></svg></button></td></tr>`,
      );
      const doc = parse(`<form><table>${rows.join('')}</table></form>`);
      const controls = [...doc.querySelectorAll('input, a, button')];
      const ctx = new EngineContext(doc);
      const names = controls.map((el) => ctx.nameOf(el));
      expect(names.slice(0, 5).map((n) => n.trim())).toEqual(['Row 0', 'Qty', 'Order 0', 'Edit', 'Delete']);
      expect(controls.length).toBe(2500);
      expect(names.slice(-5).map((n) => n.trim())).toEqual(['Row 499', 'Qty', 'Order 499', 'Edit', 'Delete']);
    });
  });
});
