/**
 * `v1`: the pre-v2 lines, kept for one release. An indented tree in the
 * format of seed 001: `@e3 [checkbox] "Remember me" [checked]`, children two
 * spaces under their parent. Our model is flat, so the tree is rebuilt from
 * the containers: each container prints as a structural line
 * (`[form] "Sign in"`) with its lines indented under it.
 *
 * What a v1 line carries: `@<ref>`, `[<role>]`, the name when there is one,
 * `value="…"`, `placeholder="…"`, then each state in brackets: `[level=N]`,
 * `[checked]` for `on`, and every other flag by its v2 name except `off`,
 * which v1 never printed. Counts, keys, row anchors, icons and via signals
 * are v2 ideas and are left out. There are no header lines.
 */
import type { Flag, Snapshot, SnapshotNode } from '../model/snapshot.js';
import { FLAG_ORDER } from '../model/snapshot.js';
import { computeChains, type Scope } from './outline.js';
import { quote } from '../model/text.js';
import { isPositiveInteger, isRef, isWord, printableRole } from '../model/tokens.js';

const INDENT = '  ';

/** v1 names of the v2 flags; `null` leaves the flag out. */
const V1_STATE: Record<Flag, string | null> = {
  on: 'checked',
  off: null,
  mixed: 'mixed',
  disabled: 'disabled',
  focus: 'focus',
  selected: 'selected',
  expanded: 'expanded',
  collapsed: 'collapsed',
  required: 'required',
  invalid: 'invalid',
  readonly: 'readonly',
  offscreen: 'offscreen',
};

/** The v1 tree lines of a snapshot, in document order. */
export function formatV1(model: Snapshot, refs: boolean): string[] {
  const chains = computeChains(model);
  const lines: string[] = [];
  let open: Scope[] = [];
  model.nodes.forEach((node, i) => {
    const chain = chains[i];
    const shared = countSharedPrefix(open, chain);
    // Containers hold contiguous lines; one entered again prints again.
    for (let depth = shared; depth < chain.length; depth++) {
      lines.push(INDENT.repeat(depth) + formatStructural(chain[depth]));
    }
    open = chain;
    lines.push(INDENT.repeat(chain.length) + formatV1Line(node, refs));
  });
  return lines;
}

function countSharedPrefix(a: Scope[], b: Scope[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n].id === b[n].id) n++;
  return n;
}

function formatStructural(scope: Scope): string {
  const kind = isWord(scope.kind) ? scope.kind : 'generic';
  return scope.name === '' ? `[${kind}]` : `[${kind}] ${quote(scope.name)}`;
}

/** One element as v1 printed it. */
export function formatV1Line(node: SnapshotNode, refs = true): string {
  const parts: string[] = [];
  if (refs && isRef(node.ref)) parts.push('@' + node.ref);
  parts.push(`[${printableRole(node.role)}]`);
  if (node.name !== '') parts.push(quote(node.name));
  if (node.value !== undefined) parts.push('value=' + quote(node.value));
  if (node.placeholder !== undefined) parts.push('placeholder=' + quote(node.placeholder));
  if (isPositiveInteger(node.level)) parts.push(`[level=${node.level}]`);
  const present = new Set<Flag>(node.flags);
  for (const flag of FLAG_ORDER) {
    const state = V1_STATE[flag];
    if (present.has(flag) && state !== null) parts.push(`[${state}]`);
  }
  return parts.join(' ');
}
