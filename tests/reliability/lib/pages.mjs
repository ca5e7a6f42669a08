// Hostile pages, shared by tests/reliability/pages.test.ts (small sizes, src/)
// and scripts/stress.mjs (full sizes, dist/). Each kind builds a jsdom page
// of size n with DOM calls (jsdom's parser and deep appendChild cost O(depth)
// per insertion, which is not the engine's cost) and says what its snapshot
// must hold. The build is never timed; only `capture`.

/** Chains `depth` elements (tags cycled) under `parent`, `leaf` at the bottom, attached in chunks. */
export function nest(doc, parent, depth, tags, leaf, chunk = 250) {
  let attachAt = parent;
  let k = 0;
  for (let done = 0; done < depth; done += chunk) {
    const top = doc.createElement(tags[k++ % tags.length]);
    let bottom = top;
    for (let i = 1; i < Math.min(chunk, depth - done); i++) {
      const child = doc.createElement(tags[k++ % tags.length]);
      bottom.appendChild(child);
      bottom = child;
    }
    attachAt.appendChild(top);
    attachAt = bottom;
  }
  attachAt.appendChild(leaf);
}

function blank(JSDOM) {
  const { window } = new JSDOM('<!doctype html><html><head><title>t</title></head><body></body></html>');
  return window;
}

function el(doc, tag, attrs = {}, text) {
  const e = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * The kinds. `build(JSDOM, n)` returns `{ window, check(model) }`; `check`
 * returns a problem or ''. `unit` says what n counts; `full` is the size
 * the stress run uses.
 */
export const PAGE_KINDS = {
  wide: {
    unit: 'elements',
    full: 50_000,
    build(JSDOM, n) {
      const window = blank(JSDOM);
      const doc = window.document;
      const rows = Math.floor(n / 4);
      const frag = doc.createDocumentFragment();
      for (let i = 0; i < rows; i++) {
        const row = el(doc, 'div');
        row.append(el(doc, 'span', {}, 'x'), el(doc, 'button', {}, 'Buy'), el(doc, 'a', { href: '#' }, `Item ${i}`));
        frag.appendChild(row);
      }
      doc.body.appendChild(frag);
      return {
        window,
        check(model) {
          if (model.nodes.length !== rows * 2) return `${model.nodes.length} lines for ${rows * 2} controls`;
          const last = model.nodes.at(-1);
          if (last.name !== `Item ${rows - 1}` || model.nodes[0].count !== rows) return `wrong lines: ${JSON.stringify([model.nodes[0], last])}`;
          return '';
        },
      };
    },
  },

  deep: {
    unit: 'levels',
    full: 10_000,
    build(JSDOM, n) {
      const window = blank(JSDOM);
      const doc = window.document;
      doc.body.appendChild(el(doc, 'h1', {}, 'Top'));
      // Containers, text and a label at every level: every part of the walk and the names goes deep.
      const button = el(doc, 'button', { 'aria-labelledby': 'deep-label' });
      // The label's text, then its content n deep (the name reads 256 levels down: src/engine/name.ts MAX_DEPTH).
      const label = doc.body.appendChild(el(doc, 'span', { id: 'deep-label', hidden: '' }, 'Bottom'));
      nest(doc, label, n, ['span', 'b'], doc.createTextNode(' too deep to read'));
      nest(doc, doc.body, n, ['section', 'ul', 'li', 'div'], button);
      button.appendChild(el(doc, 'span', {}, 'ignored'));
      return {
        window,
        check(model) {
          const got = model.nodes.map((x) => `${x.role} ${x.name}`);
          const ok = got.length === 2 && got[0] === 'heading Top' && got[1].startsWith('button Bottom');
          return ok ? '' : `lines ${JSON.stringify(got)}`;
        },
      };
    },
  },

  shadow: {
    unit: 'shadow roots',
    full: 5_000,
    build(JSDOM, n) {
      const window = blank(JSDOM);
      const doc = window.document;
      const frag = doc.createDocumentFragment();
      for (let i = 0; i < n; i++) {
        const host = el(doc, 'div');
        const root = host.attachShadow({ mode: 'open' });
        root.append(el(doc, 'button', {}, `Open ${i}`), el(doc, 'slot'));
        host.appendChild(el(doc, 'a', { href: '#' }, `Slotted ${i}`));
        frag.appendChild(host);
      }
      doc.body.appendChild(frag);
      return {
        window,
        check(model) {
          if (model.nodes.length !== 2 * n) return `${model.nodes.length} lines for ${2 * n} controls`;
          for (let i = 0; i < n; i++) {
            if (model.nodes[2 * i].name !== `Open ${i}` || model.nodes[2 * i + 1].name !== `Slotted ${i}`)
              return `line ${2 * i + 3}: ${model.nodes[2 * i].name}`;
          }
          return '';
        },
      };
    },
  },

  labelledby: {
    unit: 'elements',
    full: 10_000,
    build(JSDOM, n) {
      // A ring: button i is labelled by button i+1 and itself; every fifth also by a hidden span that points back.
      const window = blank(JSDOM);
      const doc = window.document;
      const frag = doc.createDocumentFragment();
      for (let i = 0; i < n; i++) {
        const refs = `b${(i + 1) % n} b${i}` + (i % 5 === 0 ? ` h${i}` : '');
        frag.appendChild(el(doc, 'button', { id: `b${i}`, 'aria-labelledby': refs }, `B${i}`));
        if (i % 5 === 0) frag.appendChild(el(doc, 'span', { id: `h${i}`, hidden: '', 'aria-labelledby': `b${i} h${i}` }, `H${i}`));
      }
      doc.body.appendChild(frag);
      return {
        window,
        check(model) {
          if (model.nodes.length !== n) return `${model.nodes.length} lines for ${n} buttons`;
          for (let i = 0; i < n; i++) {
            const want = `B${(i + 1) % n} B${i}` + (i % 5 === 0 ? ` H${i}` : '');
            if (model.nodes[i].name !== want) return `button ${i}: name ${JSON.stringify(model.nodes[i].name)}, expected ${JSON.stringify(want)}`;
          }
          return '';
        },
      };
    },
  },

  owns: {
    unit: 'elements',
    full: 10_000,
    build(JSDOM, n) {
      // Listboxes that own each other's options (two owners per option), options that own
      // their own listbox, and an option owning itself.
      const window = blank(JSDOM);
      const doc = window.document;
      const boxes = Math.max(2, Math.floor(n / 4));
      const frag = doc.createDocumentFragment();
      for (let i = 0; i < boxes; i++) {
        const next = (i + 1) % boxes;
        const box = el(doc, 'div', { role: 'listbox', id: `l${i}`, 'aria-label': `List ${i}`, 'aria-owns': `o${i}a o${next}a o${next}b` });
        box.append(
          el(doc, 'div', { role: 'option', id: `o${i}a`, 'aria-owns': `l${i} o${i}a` }, `A${i}`),
          el(doc, 'div', { role: 'option', id: `o${i}b`, 'aria-owns': `l${next}` }, `B${i}`),
        );
        frag.appendChild(box);
      }
      doc.body.appendChild(frag);
      return {
        window,
        check(model) {
          // Every element one line, once: an owned option is not printed twice.
          if (model.nodes.length !== 3 * boxes) return `${model.nodes.length} lines for ${3 * boxes} elements`;
          const long = model.nodes.find((x) => x.name.length > 40);
          return long ? `a name grew: ${JSON.stringify(long.name)}` : '';
        },
      };
    },
  },

  bigName: {
    unit: 'characters',
    full: 1_000_000,
    build(JSDOM, n) {
      // One name of n characters from text, one from aria-label, one value, one placeholder.
      const window = blank(JSDOM);
      const doc = window.document;
      const text = el(doc, 'button');
      text.textContent = 'ab '.repeat(Math.floor(n / 3));
      const label = el(doc, 'button', { 'aria-label': 'z'.repeat(n) });
      const input = el(doc, 'input', { 'aria-label': 'Big', placeholder: 'p'.repeat(n) });
      doc.body.append(text, label, input);
      input.value = 'v'.repeat(n);
      return {
        window,
        check(model) {
          const [a, b, c] = model.nodes;
          if (model.nodes.length !== 3) return `${model.nodes.length} lines`;
          if (a.name !== 'ab '.repeat(67).slice(0, 200) + '…' || b.name !== 'z'.repeat(200) + '…') return 'names not cut at 200';
          if (c.value !== 'v'.repeat(200) + '…' || c.placeholder !== 'p'.repeat(200) + '…') return 'value or placeholder not cut at 200';
          return '';
        },
      };
    },
  },

  sharedLabel: {
    unit: 'spans',
    full: 10_000,
    build(JSDOM, n) {
      // One element of n spans labels and describes n / 25 buttons (10,000 spans, 400 buttons):
      // read per reference, the capture grew with the square of n.
      const window = blank(JSDOM);
      const doc = window.document;
      const label = el(doc, 'div', { id: 'shared' });
      for (let i = 0; i < n; i++) label.appendChild(el(doc, 'span', {}, `w${i} `));
      const buttons = Math.max(1, Math.floor(n / 25));
      const frag = doc.createDocumentFragment();
      frag.appendChild(label);
      for (let i = 0; i < buttons; i++) frag.appendChild(el(doc, 'button', { 'aria-labelledby': 'shared', 'aria-describedby': 'shared' }));
      doc.body.appendChild(frag);
      const text = Array.from({ length: Math.min(n, 100) }, (_, i) => `w${i}`).join(' ');
      const want = text.length > 200 ? text.slice(0, 200) + '…' : text;
      return {
        window,
        check(model) {
          const named = model.nodes.filter((x) => x.role === 'button');
          if (named.length !== buttons) return `${named.length} buttons for ${buttons}`;
          const wrong = named.find((x) => x.name !== want || x.description !== want);
          return wrong ? `button named ${JSON.stringify(wrong.name)}, expected ${JSON.stringify(want)}` : '';
        },
      };
    },
  },

  twins: {
    unit: 'twins',
    full: 10_000,
    build(JSDOM, n) {
      const window = blank(JSDOM);
      const doc = window.document;
      const frag = doc.createDocumentFragment();
      for (let i = 0; i < n; i++) frag.appendChild(el(doc, 'button', {}, 'Same'));
      doc.body.appendChild(frag);
      return {
        window,
        check(model) {
          if (model.nodes.length !== n) return `${model.nodes.length} lines for ${n} twins`;
          const bad = model.nodes.findIndex((x, i) => x.count !== n || x.index !== i + 1);
          return bad < 0 ? '' : `twin ${bad + 1}: x${model.nodes[bad].count} [${model.nodes[bad].index}]`;
        },
      };
    },
  },
};

/** jsdom's own close() recurses over the tree and overflows on a 10,000-deep page: not the engine's concern. */
export function close(window) {
  try {
    window.close();
  } catch {
    // jsdom's teardown of a very deep tree.
  }
}

/**
 * Captures a kind at size n `runs` times (a fresh page each time, the build
 * untimed) and checks each snapshot and its text. Returns the median
 * capture time, the element count and any problem.
 */
export function measureKind(api, kind, n, runs = 1) {
  const { JSDOM, capture, format, parse } = api;
  const times = [];
  let elements = 0;
  let problem = '';
  for (let r = 0; r < runs && !problem; r++) {
    const { window, check } = PAGE_KINDS[kind].build(JSDOM, n);
    elements = window.document.getElementsByTagName('*').length;
    const start = performance.now();
    const model = capture(window.document);
    const ms = performance.now() - start;
    times.push(ms);
    problem = check(model);
    if (!problem) {
      const text = format(model, { detail: 'full' });
      if (text.split('\n').length - 1 !== model.nodes.length + 2) problem = 'the text does not hold one line per element';
      else if (parse(text).errors.length) problem = `the text does not parse: ${JSON.stringify(parse(text).errors[0])}`;
    }
    close(window);
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], elements, problem };
}
