/**
 * The diff a reviewer reads: golden order, one line per element that
 * changed, a few unchanged lines around each change for orientation.
 *
 *       button "Search"
 *     ~name button "Place order" (was "Create order")
 *     ~flags checkbox "Agree" on (was off)
 *     - link "Old help"
 *     + button "Export"
 */
import { formatLine, type LineDetail } from '../notation/line.js';
import { quote } from '../model/text.js';
import type { SnapshotNode } from '../model/snapshot.js';
import type { Change, Facet } from './compare.js';
import type { LinePatterns } from '../notation/patterns.js';

export interface RenderOptions {
  /** ANSI colours (a terminal); default false. */
  color?: boolean;
  /** Unchanged lines shown around each change; default 2. */
  context?: number;
}

const COLORS = { added: '\x1b[32m', removed: '\x1b[31m', changed: '\x1b[33m', same: '\x1b[2m', reset: '\x1b[0m' };

/** The readable diff of compared lines; empty when nothing changed. */
export function renderChanges(changes: Change[], detail: LineDetail, options: RenderOptions = {}): string[] {
  const context = options.context ?? 2;
  const near = new Set<number>();
  changes.forEach((change, i) => {
    if (change.kind === 'same') return;
    for (let j = i - context; j <= i + context; j++) near.add(j);
  });
  const out: string[] = [];
  let skipped = false;
  changes.forEach((change, i) => {
    if (!near.has(i)) {
      skipped = true;
      return;
    }
    if (skipped && out.length) out.push(paint('same', '  …', options.color));
    skipped = false;
    out.push(paint(change.kind, renderChange(change, detail), options.color));
  });
  return out;
}

function renderChange(change: Change, detail: LineDetail): string {
  switch (change.kind) {
    case 'same':
      return '  ' + change.expected.text;
    case 'removed':
      return '- ' + change.expected.text;
    case 'added':
      return '+ ' + formatLine(change.actual, { detail, refs: false });
    case 'changed': {
      const was = change.facets.map((facet) => describeWas(facet, change.expected.node, change.expected.patterns)).join(', ');
      return `~${change.facets.join(',')} ${formatLine(change.actual, { detail, refs: false })} (was ${was})`;
    }
  }
}

/** What a facet was, as it printed in the golden. */
function describeWas(facet: Facet, old: SnapshotNode, patterns: LinePatterns): string {
  switch (facet) {
    case 'role':
      return old.role;
    case 'name':
      return patterns.name?.source ?? quote(old.name);
    case 'count':
      return old.count > 1 ? `[${old.index}] x${old.count}` : 'unique';
    case 'key':
      return old.testId !== undefined ? '$' + quote(old.testId) : old.id !== undefined ? '#' + quote(old.id) : 'no test id or id';
    case 'value':
      return patterns.value?.source ?? (old.value === undefined ? 'no value' : '=' + quote(old.value));
    case 'placeholder':
      return old.placeholder === undefined ? 'no placeholder' : '?' + quote(old.placeholder);
    case 'flags':
      return [old.level ? `level=${old.level}` : '', ...old.flags].filter(Boolean).join(' ') || 'no flags';
    case 'row':
      return patterns.row?.source ?? (old.row === undefined ? 'no row' : 'row:' + quote(old.row));
    case 'in':
      return old.in ? `in:${old.in.kind}${quote(old.in.name)}` : 'in no container';
    case 'icon':
      return old.icon ? `icon:${old.icon}` : 'no icon';
    case 'via':
      return old.via ? `via:${old.via}` : 'no via';
    case 'desc':
      return patterns.description?.source ?? (old.description === undefined ? 'no desc' : 'desc:' + quote(old.description));
  }
}

function paint(kind: keyof typeof COLORS, text: string, color: boolean | undefined): string {
  return color ? COLORS[kind] + text + COLORS.reset : text;
}
