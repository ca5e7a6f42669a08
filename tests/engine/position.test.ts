// An element found again from its XPath counts (src/engine/position.ts): what Playwright reports for a Locator's element.
import { JSDOM } from 'jsdom';
import { describe, expect, test } from 'vitest';
import { elementsAt } from '../../src/engine/position.js';

const HTML = `<main><h1>Orders</h1><table><tr><td><a href="/1">Order 1</a></td><td><button>Delete</button></td></tr></table>
  <section><div id="a"></div><div id="b"></div></section><template><p>not in the tree</p></template><footer><p>© 2026</p></footer></main>`;

function page() {
  const { document, XPathResult } = new JSDOM(HTML).window;
  const count = (el: Element, path: string) => document.evaluate(`count(${path})`, el, null, XPathResult.NUMBER_TYPE, null).numberValue;
  return { document, before: (el: Element) => count(el, 'self::*|ancestor::*|preceding::*'), after: (el: Element) => count(el, 'descendant::*|following::*') };
}

describe('engine/position', () => {
  test('every element of the document is found again from its counts, alone', () => {
    const { document, before, after } = page();
    for (const el of document.querySelectorAll('*')) {
      expect(elementsAt(document, before(el), after(el))).toEqual([el]);
      expect(elementsAt(document, before(el))).toEqual([el]);
    }
  });

  test('a shadow root is a tree of its own; two alike need `after` told apart, and stay two when they are the same size', () => {
    const { document, before, after } = page();
    document.getElementById('a')!.attachShadow({ mode: 'open' }).innerHTML = '<div role="toolbar"><button>One</button></div>';
    document.getElementById('b')!.attachShadow({ mode: 'open' }).innerHTML = '<div role="toolbar"><button>Uno</button><button>Dos</button></div>';
    const [one, uno] = ['a', 'b'].map((id) => document.getElementById(id)!.shadowRoot!.querySelector('button')!);
    // The first button of each shadow tree is its second element: `before` alone names one per tree large enough.
    expect(elementsAt(document, 2)).toEqual([document.querySelectorAll('*')[1], one, uno]);
    expect(elementsAt(document, 2, 0)).toEqual([one]);
    expect(elementsAt(document, 2, 1)).toEqual([uno]);
    const html = document.documentElement;
    expect(elementsAt(document, before(html), after(html))).toEqual([html]);
  });

  test('counts no tree holds find nothing', () => {
    const { document } = page();
    expect(elementsAt(document, 0, 3)).toEqual([]);
    expect(elementsAt(document, 500)).toEqual([]);
    expect(elementsAt(document, 2, 500)).toEqual([]);
  });
});
