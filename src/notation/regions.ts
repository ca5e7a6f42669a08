/**
 * `regions`: the overview of a page. One line per container with what it
 * holds itself (a list is not a region: its lines count for the container
 * around it), then the lines no container holds: named while there are eight
 * or fewer, else counted by role. Nested containers each get their line, so
 * a table inside `main` still reads `table "Orders": 20 rows`.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { formatLine } from './line.js';
import { computeChains, type Scope } from './outline.js';
import { quote } from '../model/text.js';
import { isWord, printableRole } from '../model/tokens.js';

/** Loose lines are named up to this many; more are counted. */
export const MAX_NAMED_LOOSE = 8;

/** Container kinds summarised by their rows rather than by roles. */
const ROW_KINDS = new Set(['table', 'grid']);

interface Region {
  scope: Scope;
  nodes: SnapshotNode[];
}

/**
 * The region lines (without header). Regions appear in the order of their
 * first line; a container that holds no line does not appear.
 */
export function formatRegions(model: Snapshot, refs: boolean): string[] {
  const { regions, loose } = groupByRegion(model);
  const lines = regions.map((region) => `${labelRegion(region.scope)}: ${summarizeRegion(region)}`);
  if (loose.length <= MAX_NAMED_LOOSE) {
    lines.push(...loose.map((node) => formatLine(node, { detail: 'compact', refs })));
  } else {
    lines.push(`+ ${loose.length} outside containers: ${countRoles(loose)}`);
  }
  return lines;
}

/** Kinds that group lines without being a region of the page. */
const NOT_REGIONS = new Set(['list']);

function groupByRegion(model: Snapshot): { regions: Region[]; loose: SnapshotNode[] } {
  const chains = computeChains(model);
  const byId = new Map<string, Region>();
  const loose: SnapshotNode[] = [];
  model.nodes.forEach((node, i) => {
    const top = chains[i].findLast((scope) => !NOT_REGIONS.has(scope.kind));
    const region = top === undefined ? undefined : byId.get(top.id);
    if (top === undefined) loose.push(node);
    else if (region) region.nodes.push(node);
    else byId.set(top.id, { scope: top, nodes: [node] });
  });
  return { regions: [...byId.values()], loose };
}

/** `main`, or `nav "Main"` when the container has a name. */
function labelRegion(scope: Scope): string {
  const kind = isWord(scope.kind) ? scope.kind : 'generic';
  return scope.name === '' ? kind : `${kind} ${quote(scope.name)}`;
}

/**
 * A table counts its rows: the distinct row anchors (`row:`) of its lines,
 * so two rows that share an anchor count once. A table whose lines carry no
 * anchor, and every other container, counts its lines by role.
 */
function summarizeRegion(region: Region): string {
  if (ROW_KINDS.has(region.scope.kind)) {
    const rows = new Set(region.nodes.flatMap((node) => (node.row === undefined ? [] : [node.row])));
    if (rows.size > 0) return pluralize(rows.size, 'row');
  }
  return countRoles(region.nodes);
}

/** `3 buttons, 2 links`: most common role first, ties in alphabetical order. */
export function countRoles(nodes: SnapshotNode[]): string {
  const counts = new Map<string, number>();
  for (const node of nodes) {
    const role = printableRole(node.role);
    counts.set(role, (counts.get(role) ?? 0) + 1);
  }
  return [...counts]
    .sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0))
    .map(([role, n]) => pluralize(n, role))
    .join(', ');
}

/** `1 link`, `2 links`, `2 checkboxes`, `2 switches`. */
export function pluralize(count: number, word: string): string {
  if (count === 1) return `1 ${word}`;
  return `${count} ${/(?:s|x|z|ch|sh)$/.test(word) ? word + 'es' : word + 's'}`;
}
