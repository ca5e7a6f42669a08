/**
 * One labelling element shared by many controls: its text is computed once
 * per capture (src/engine/referenced-text.ts), and every name stays what the
 * per-reference computation gives, including where the traversal context
 * changes the answer (the control inside its own label, a label read twice,
 * hidden labels, the depth limit).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { EngineContext } from '../../src/engine/context.js';
import { capture } from '../../src/engine/index.js';

/** Folded names of every `[data-t]` element, in document order, from one context (as one capture asks them). */
function namesIn(html: string): string[] {
  const doc = new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;
  const ctx = new EngineContext(doc);
  return [...doc.querySelectorAll('[data-t]')].map((el) =>
    ctx
      .nameOf(el)
      .replace(/[\t\n\f\r ]+/g, ' ')
      .trim(),
  );
}

/** A page where `buttons` buttons share one label made of `spans` spans; counts the page's text reads. */
function sharedLabelPage(spans: number, buttons: number) {
  const { window } = new JSDOM('<!doctype html><html><head></head><body></body></html>');
  const doc = window.document;
  const label = doc.createElement('div');
  label.id = 'big';
  for (let i = 0; i < spans; i++) label.appendChild(doc.createElement('span')).textContent = `w${i} `;
  doc.body.appendChild(label);
  for (let i = 0; i < buttons; i++) {
    const button = doc.body.appendChild(doc.createElement('button'));
    button.setAttribute('aria-labelledby', 'big');
    button.setAttribute('aria-describedby', 'big');
  }
  // The engine reads text nodes through `data`: the page's own getter counts the reads.
  const proto = window.CharacterData.prototype;
  const data = Object.getOwnPropertyDescriptor(proto, 'data')!;
  const reads = { count: 0 };
  Object.defineProperty(proto, 'data', {
    ...data,
    get(this: CharacterData) {
      reads.count++;
      return data.get!.call(this);
    },
  });
  return { doc, reads };
}

describe('engine: a labelling element shared by many controls', () => {
  test('100 buttons labelled and described by one 1,000-span element: each text node is read a bounded number of times', () => {
    const spans = 1_000;
    const { doc, reads } = sharedLabelPage(spans, 100);
    const model = capture(doc);
    const buttons = model.nodes.filter((node) => node.role === 'button');
    const text = Array.from({ length: spans }, (_, i) => `w${i}`).join(' ');
    expect(buttons).toHaveLength(100);
    // Names are cut at 200 characters; the full text is checked below through the description.
    expect(new Set(buttons.map((b) => b.name))).toEqual(new Set([text.slice(0, 200) + '…']));
    expect(new Set(buttons.map((b) => b.description))).toEqual(new Set([text.slice(0, 200) + '…']));
    // The static text lines read each node once, the shared name and
    // description once more each: per reference it would be 200 reads a node.
    expect(reads.count).toBeLessThan(5 * spans);
  });

  test.each([
    [
      'the referencing control inside its shared label leaves itself out',
      '<div id="L">Pay <button data-t aria-labelledby="L">one</button> or <button data-t aria-labelledby="L">two</button> now</div>' +
        '<button data-t aria-labelledby="L">out</button><button data-t aria-labelledby="L">out</button>',
      ['Pay or two now', 'Pay one or now', 'Pay one or two now', 'Pay one or two now'],
    ],
    [
      'a label named twice in one list is read once',
      '<span id="L">Save <b>draft</b></span><button data-t aria-labelledby="L L">x</button><button data-t aria-labelledby="L L">y</button>',
      ['Save draft', 'Save draft'],
    ],
    [
      'the control itself before and after the shared label',
      '<span id="L">shared</span><button data-t id="a" aria-labelledby="a L">A</button><button data-t id="b" aria-labelledby="L b">B</button>' +
        '<button data-t id="c" aria-labelledby="L c">C</button>',
      ['A shared', 'shared B', 'shared C'],
    ],
    [
      'an outer label read after its inner one leaves the inner one out',
      '<div id="O">outer <span id="I">inner</span> end</div><button data-t aria-labelledby="I O">1</button>' +
        '<button data-t aria-labelledby="O I">2</button><button data-t aria-labelledby="I O">3</button><button data-t aria-labelledby="O I">4</button>',
      ['inner outer end', 'outer inner end', 'inner outer end', 'outer inner end'],
    ],
    [
      'a hidden shared label gives its hidden text, a visible one leaves its hidden part out',
      '<span id="H" hidden>Secret <span>code</span></span><span id="V">Shown <span hidden>not this</span></span>' +
        '<button data-t aria-labelledby="H">x</button><button data-t aria-labelledby="V">x</button>' +
        '<button data-t aria-labelledby="H V">x</button><button data-t aria-labelledby="V H">x</button>',
      ['Secret code', 'Shown', 'Secret code Shown', 'Shown Secret code'],
    ],
    [
      'rows whose cells hold controls labelled by one element',
      '<span id="L">Remove</span><div role="table"><div role="row" data-t><div role="cell" data-t><button data-t aria-labelledby="L">x</button></div>' +
        '<div role="cell" data-t><button data-t aria-labelledby="L">y</button></div></div>' +
        '<div role="row" data-t><div role="cell" data-t><button data-t aria-labelledby="L">z</button></div></div></div>',
      // The second button of a row finds the label used: its own content names it in the row.
      ['Remove y', 'Remove', 'Remove', 'Remove', 'Remove', 'Remove', 'Remove', 'Remove'],
    ],
    [
      'a label holding a control that is labelled by another shared label',
      '<span id="A">alpha</span><div id="B">beta <button aria-labelledby="A">inner</button></div>' +
        '<button data-t aria-labelledby="B">1</button><button data-t aria-labelledby="A B">2</button><button data-t aria-labelledby="B">3</button>',
      // Inside a labelledby traversal aria-labelledby is not followed again.
      ['beta inner', 'alpha beta inner', 'beta inner'],
    ],
    [
      'a line break inside its shared label, named by it, leaves itself out',
      '<button data-t aria-labelledby="L">x</button><button data-t aria-labelledby="L">y</button>' + '<div id="L">a<br data-t aria-labelledby="L">b</div>',
      ['a b', 'a b', 'ab'],
    ],
  ])('%s', (_, html, names) => {
    expect(namesIn(html)).toEqual(names);
  });

  test('the depth limit counts from where the label is reached: its text is not reused across depths', () => {
    // The label's text sits 254 elements down: read from a button at the top
    // (depth 1 + 254), not from a button three levels into a table row (too deep).
    const chain = '<span>'.repeat(254) + 'deep' + '</span>'.repeat(254);
    const row = '<div role="table"><div role="row" data-t><div role="cell"><button aria-labelledby="L">y</button></div></div></div>';
    const html = `<div id="L">top ${chain}</div>${row}<button data-t aria-labelledby="L">x</button>${row}<button data-t aria-labelledby="L">z</button>`;
    expect(namesIn(html)).toEqual(['top', 'top deep', 'top', 'top deep']);
  });
});
