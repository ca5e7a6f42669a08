// Chromium's native accessibility tree (CDP `Accessibility.getFullAXTree`,
// every frame of the page), as (role, name, description) triples the
// engine's lines can be held against. Not Playwright's aria snapshot, which
// differs from Chromium on `inert` content and a few roles. Shared by the
// names figure (bench/names.mjs) and the fixture comparison
// (tests/browser/native-tree.spec.ts), so both count the same way.
import { CONTENT_ROLES, CONTROL_ROLES, LIVE_ROLES } from '../dist/engine/roles.js';
import { foldText, quote } from '../dist/model/text.js';

// Chromium's names for roles we print under their ARIA name. A colour well
// (`<input type=color>`, no ARIA role in HTML-AAM) opens a picker: we print a
// button (src/engine/role/implicit.ts).
const ROLE_NAMES = { image: 'img', DisclosureTriangle: 'button', Iframe: 'iframe', ColorWell: 'button' };

/** Roles that earn a line of ours: only these are compared. */
const LINE_ROLES = new Set([...CONTROL_ROLES, ...CONTENT_ROLES, ...LIVE_ROLES, 'iframe']);

/**
 * `role "name"`, and ` desc:"…"` when there is a description: how a pair is written in the lists of differences.
 * @param {string} role @param {string} name @param {string} [description]
 */
export function pairOf(role, name, description = '') {
  return `${role} ${quote(name)}` + (description ? ` desc:${quote(description)}` : '');
}

/**
 * The (role, name) pairs of the page's exposed nodes with a line role, in every frame, as `role "name"`.
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<string[]>}
 */
export async function readNativePairs(page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const frames = [];
    const visit = (tree) => {
      frames.push(tree.frame.id);
      tree.childFrames?.forEach(visit);
    };
    visit(frameTree);
    const pairs = [];
    for (const frameId of frames) {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree', { frameId });
      for (const node of nodes) {
        const role = ROLE_NAMES[node.role?.value ?? ''] ?? node.role?.value ?? '';
        if (!node.ignored && LINE_ROLES.has(role)) pairs.push(pairOf(role, foldText(node.name?.value ?? ''), foldText(node.description?.value ?? '')));
      }
    }
    return pairs;
  } finally {
    await cdp.detach();
  }
}

/**
 * Our lines as pairs: sweep finds have no native role, so they are left out.
 * @param {readonly { role: string, name: string, description?: string }[]} nodes
 * @returns {string[]}
 */
export function linePairs(nodes) {
  return nodes.filter((node) => node.role !== 'clickable').map((node) => pairOf(node.role, node.name, node.description));
}

/** @param {readonly string[]} list */
function counts(list) {
  return list.reduce((map, pair) => map.set(pair, (map.get(pair) ?? 0) + 1), new Map());
}

/**
 * Where two lists of pairs differ, as `ours: <pair>` (a line of ours Chromium
 * has no node for) and `chromium: <pair>` (a node Chromium exposes that we
 * print no line for), each once, sorted.
 * @param {readonly string[]} ours @param {readonly string[]} native
 * @returns {string[]}
 */
export function compareNative(ours, native) {
  const [mine, theirs] = [counts(ours), counts(native)];
  const out = new Set();
  for (const [pair, n] of mine) if (n > (theirs.get(pair) ?? 0)) out.add(`ours: ${pair}`);
  for (const [pair, n] of theirs) if (n > (mine.get(pair) ?? 0)) out.add(`chromium: ${pair}`);
  return [...out].sort();
}

/**
 * How far two lists of pairs agree: pairs on both sides (counted with their
 * repeats), and all pairs either side has (`agreed` + each side's extra).
 * @param {readonly string[]} ours @param {readonly string[]} native
 * @returns {{ agreed: number, all: number }}
 */
export function agreement(ours, native) {
  const [mine, theirs] = [counts(ours), counts(native)];
  let agreed = 0;
  for (const [pair, n] of mine) agreed += Math.min(n, theirs.get(pair) ?? 0);
  return { agreed, all: ours.length + native.length - agreed };
}
