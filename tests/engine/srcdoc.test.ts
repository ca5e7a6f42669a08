/**
 * Embedded documents: an iframe's `srcdoc` is parsed and inlined in jsdom,
 * as a browser inlines it (HTML: the srcdoc document is same-origin with its
 * parent), with its own style sheets and without running its scripts.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';

function lines(html: string, options: { runScripts?: 'dangerously' } = {}): string[] {
  const doc = new JSDOM(`<!doctype html><title>T</title><body>${html}`, options).window.document;
  return format(capture(doc, { refs: false }), { detail: 'full' })
    .split('\n')
    .slice(2);
}

describe('engine/srcdoc', () => {
  test('a srcdoc frame is inlined in a frame container, its style sheets applied', () => {
    const srcdoc = '<style>.gone{display:none}</style><label>Name <input></label><button class=&quot;gone&quot;>Hidden</button><button>Send</button>';
    expect(lines(`<iframe title="Form" srcdoc="${srcdoc}"></iframe><button>After</button>`)).toEqual([
      'textbox "Name" in:frame"Form"',
      'button "Send" in:frame"Form"',
      'button "After"',
      '',
    ]);
  });

  test('an untitled frame is named by its document title', () => {
    expect(lines(`<iframe srcdoc="<title>Help</title><a href=/help>Help</a>"></iframe>`)).toEqual(['link "Help" in:frame"Help"', '']);
  });

  test('two captures give the same refs: the frame is parsed once', () => {
    const doc = new JSDOM('<iframe srcdoc="<button>One</button>"></iframe>').window.document;
    const first = capture(doc).nodes.map((n) => n.ref);
    expect(capture(doc).nodes.map((n) => n.ref)).toEqual(first);
    expect(first).toEqual(['e1']);
  });

  test("the frame's scripts do not run", () => {
    const srcdoc = '<button>Static</button><script>document.body.innerHTML = &quot;<button>Scripted</button>&quot;</script>';
    expect(lines(`<iframe srcdoc="${srcdoc}"></iframe>`, { runScripts: 'dangerously' })).toEqual(['button "Static" in:frame""', '']);
  });

  test('a frame a script has filled is left as it is', () => {
    const html = `<iframe id="f" srcdoc="<button>From srcdoc</button>"></iframe>
      <script>document.getElementById('f').contentDocument.body.innerHTML = '<button>From script</button>';</script>`;
    expect(lines(html, { runScripts: 'dangerously' })).toEqual(['button "From script" in:frame""', '']);
  });
});
