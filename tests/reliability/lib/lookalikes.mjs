// Pages that try to send an act to another element than the one its line
// names, shared by tests/browser/lookalike.spec.ts and scripts/stress.mjs.
// Each holds a "Cancel" button and a "Reason" field, with a "Delete account"
// button and a "Password" field before them in document order; a script
// watches every attribute the engine's side might write and answers it.

export const LOOKALIKE_BODY = `<title>Account</title>
<main>
  <button id="delete" onclick="document.title = 'deleted'">Delete account</button>
  <input id="password" aria-label="Password">
  <button id="cancel" onclick="document.title = 'cancelled'">Cancel</button>
  <input id="reason" aria-label="Reason">
</main>`;

/** The decoy of each true control: what a moved mark would make Playwright find first. */
const DECOYS = `{ cancel: document.getElementById('delete'), reason: document.getElementById('password') }`;

/** A MutationObserver that puts every new attribute of a true control onto its decoy; with `move`, off the control too. */
function answerAttributes(move) {
  return `
    const decoys = ${DECOYS};
    new MutationObserver((records) => {
      for (const r of records) {
        const decoy = decoys[r.target.id];
        const value = r.target.getAttribute(r.attributeName);
        if (!decoy || value === null || r.attributeName === 'id') continue;
        decoy.setAttribute(r.attributeName, value);
        ${move ? 'r.target.removeAttribute(r.attributeName);' : ''}
      }
    }).observe(document, { subtree: true, attributes: true });`;
}

/**
 * Scripts that each try to turn an act on a true control into one on its
 * lookalike. Those that answer whatever the engine's side might write into
 * the DOM, or rewrite the page's lookups, find nothing to answer: the act
 * lands on the true element. Those that move the lookalike under the
 * pointer, or the focus to it, can make the acts they name in `refuses` fail
 * with one line, as a page can always disable its own button; never land on
 * the lookalike.
 */
export const LOOKALIKE_ATTACKS = {
  'a MutationObserver copies every new attribute onto the decoy': { refuses: [], script: answerAttributes(false) },
  'a MutationObserver moves every new attribute onto the decoy': { refuses: [], script: answerAttributes(true) },
  'setAttribute is rewritten to write onto the decoy': {
    refuses: [],
    script: `
    const decoys = ${DECOYS};
    const real = Element.prototype.setAttribute;
    Element.prototype.setAttribute = function (name, value) {
      return real.call(decoys[this.id] ?? this, name, value);
    };`,
  },
  'querySelector is rewritten to answer with the decoy': {
    refuses: [],
    script: `
    const decoys = ${DECOYS};
    for (const proto of [Document.prototype, Element.prototype]) {
      const real = proto.querySelector;
      proto.querySelector = function (selector) {
        const found = real.call(this, selector);
        return (found && decoys[found.id]) ?? found;
      };
    }`,
  },
  'the lookalike slides under the pointer as it arrives': {
    refuses: ['a11y.try', 'a11y.tap'],
    script: `
    const cancel = document.getElementById('cancel');
    const decoy = document.getElementById('delete');
    addEventListener('pointermove', () => {
      const box = cancel.getBoundingClientRect();
      decoy.style.cssText = 'position:fixed;z-index:9;left:' + box.left + 'px;top:' + box.top + 'px;width:' + box.width + 'px;height:' + box.height + 'px';
    }, true);`,
  },
  'the focus jumps to the lookalike field right after the true one gets it': {
    refuses: ['a11y.fill'],
    script: `
    document.getElementById('reason').addEventListener('focus', () => queueMicrotask(() => document.getElementById('password').focus()));`,
  },
  'the focus never stays on the true field': {
    refuses: ['a11y.fill'],
    script: `
    document.getElementById('reason').addEventListener('focus', () => document.getElementById('password').focus());`,
  },
};

/** The acts an agent makes on the page: each aims at "Cancel" or "Reason". */
export const LOOKALIKE_ACTS = {
  'a11y.try': (a11y) => a11y.try("tapOn: 'Cancel'"),
  'a11y.tap': async (a11y) => a11y.tap(/^(e\d+) button "Cancel"/m.exec(await a11y.snapshot())[1]),
  'a11y.fill': async (a11y) => a11y.fill(/^(e\d+) textbox "Reason"/m.exec(await a11y.snapshot())[1], 'moving'),
};

/**
 * Opens the page with `script`, makes the act, and reads where it landed, as
 * the engine sees the page: `true` (Cancel clicked or Reason filled),
 * `lookalike` (Delete clicked or Password filled), or `nothing`; with the
 * act's error message, if it threw.
 *
 * @param {import('@playwright/test').Page} page
 * @param {{ A11y: any, capturePage: any }} api the door, from src/ or dist/
 * @param {string} script one of LOOKALIKE_ATTACKS' scripts
 * @param {keyof typeof LOOKALIKE_ACTS} act
 */
export async function actOnLookalikePage(page, { A11y, capturePage }, script, act) {
  await page.setContent(`<!doctype html>${LOOKALIKE_BODY}<script>${script}</script>`);
  let error;
  try {
    await LOOKALIKE_ACTS[act](new A11y(page, { timeout: 2000 }));
  } catch (e) {
    error = e.message;
  }
  const { header, nodes } = await capturePage(page);
  const value = (name) => nodes.find((n) => n.role === 'textbox' && n.name === name)?.value;
  const landed = header.title === 'deleted' || value('Password') ? 'lookalike' : header.title === 'cancelled' || value('Reason') ? 'true' : 'nothing';
  return { landed, error };
}
