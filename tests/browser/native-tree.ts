/**
 * Chromium's native accessibility tree (CDP `Accessibility.getFullAXTree`,
 * every frame of the page), as (role, name, description) triples our lines can be held
 * against. Not Playwright's aria snapshot, which differs from Chromium on
 * `inert` content and a few roles.
 */
import type { Page } from '@playwright/test';
import { CONTENT_ROLES, CONTROL_ROLES, LIVE_ROLES } from '../../src/engine/roles.js';
import type { SnapshotNode } from '../../src/model/snapshot.js';
import { foldText, quote } from '../../src/model/text.js';

/** The part of CDP's AXNode (browser_protocol.pdl, domain Accessibility) we read. */
interface AXNode {
  ignored: boolean;
  role?: { value?: string };
  name?: { value?: string };
  description?: { value?: string };
}

interface FrameTree {
  frame: { id: string };
  childFrames?: FrameTree[];
}

// Chromium's names for roles we print under their ARIA name.
const ROLE_NAMES: Record<string, string> = { image: 'img', DisclosureTriangle: 'button', Iframe: 'iframe' };

/** Roles that earn a line of ours: only these are compared. */
const LINE_ROLES = new Set([...CONTROL_ROLES, ...CONTENT_ROLES, ...LIVE_ROLES, 'iframe']);

/** `role "name"`, and ` desc:"…"` when there is a description: how a pair is written in the lists of differences. */
export function pairOf(role: string, name: string, description = ''): string {
  return `${role} ${quote(name)}` + (description ? ` desc:${quote(description)}` : '');
}

/** The (role, name) pairs of the page's exposed nodes with a line role, in every frame, as `role "name"`. */
export async function readNativePairs(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { frameTree } = (await cdp.send('Page.getFrameTree')) as { frameTree: FrameTree };
    const frames: string[] = [];
    const visit = (tree: FrameTree) => {
      frames.push(tree.frame.id);
      tree.childFrames?.forEach(visit);
    };
    visit(frameTree);
    const pairs: string[] = [];
    for (const frameId of frames) {
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree', { frameId })) as { nodes: AXNode[] };
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

/** Our lines as pairs: sweep finds have no native role, so they are left out. */
export function linePairs(nodes: readonly SnapshotNode[]): string[] {
  return nodes.filter((node) => node.role !== 'clickable').map((node) => pairOf(node.role, node.name, node.description));
}

/**
 * Where two lists of pairs differ, as `ours: <pair>` (a line of ours Chromium
 * has no node for) and `chromium: <pair>` (a node Chromium exposes that we
 * print no line for), each once, sorted.
 */
export function compareNative(ours: readonly string[], native: readonly string[]): string[] {
  const count = (list: readonly string[]) => list.reduce((map, pair) => map.set(pair, (map.get(pair) ?? 0) + 1), new Map<string, number>());
  const [mine, theirs] = [count(ours), count(native)];
  const out = new Set<string>();
  for (const [pair, n] of mine) if (n > (theirs.get(pair) ?? 0)) out.add(`ours: ${pair}`);
  for (const [pair, n] of theirs) if (n > (mine.get(pair) ?? 0)) out.add(`chromium: ${pair}`);
  return [...out].sort();
}
