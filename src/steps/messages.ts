/**
 * The answers of `try`, as text (seed 000): `done tapOn e41 button "Create
 * order"`, `ambiguous "Delete": 3` or `none "Save"`, the latter two followed
 * by up to five candidate lines (or, for a `none` with no name close to the
 * step, `  no name is close`). A candidate line is the v2 line of the
 * element, `via:<tier>`, and the step that would name it alone:
 *
 *   ambiguous "Delete": 3
 *     e7 button[1] "Delete" x3 row:"Order 1001" icon:trash via:exact  → tapOn: { text: 'Delete', rightOf: 'Order 1001' }
 *
 * Every string the page controls prints with `quote`.
 */
import { formatLine } from '../notation/line.js';
import { quote } from '../model/text.js';
import type { SnapshotNode } from '../model/snapshot.js';
import { isRef, isWord, printableRole } from '../model/tokens.js';
import type { Candidate, Resolution } from './resolve.js';
import { formatTarget, getTarget, type Step, type TargetKey } from './step.js';

/** What a `none` with nothing close says it compared: `no name is close`. */
const KEY_WORDS: Readonly<Record<TargetKey, string>> = { text: 'name', testId: 'test id', id: 'id' };

export interface OutcomeOptions {
  /** Print refs (default true); goldens leave them out. */
  refs?: boolean;
}

/** The answer to a step as lines joined by `\n`: the receipt, or the header and its candidates. */
export function formatOutcome(step: Step, result: Resolution, options: OutcomeOptions = {}): string {
  const refs = options.refs ?? true;
  switch (result.outcome) {
    case 'done':
      return formatDone(step, result, refs);
    case 'ambiguous': {
      const header = `ambiguous ${formatTarget(getTarget(step.selector))}: ${result.count}`;
      return [header, ...formatCandidates(result.candidates, result.count, refs)].join('\n');
    }
    case 'none': {
      // "nothing" would only repeat the header.
      const why = result.reason.kind === 'nothing' ? '' : ` — ${result.reason.message}`;
      const target = getTarget(step.selector);
      const header = `none ${formatTarget(target)}${why}`;
      if (result.nothingClose) return [header, `  no ${KEY_WORDS[target.key]} is close`].join('\n');
      return [header, ...formatCandidates(result.candidates, result.candidates.length, refs)].join('\n');
    }
  }
}

/**
 * `done <verb> [<ref>] <role> "<name>"`, then `="<typed>"` for inputText,
 * `in:dialog"…"` when the line sits in a dialog, and `via:<tier>` when the
 * name had to stretch past `exact`. A passing `assertNotVisible` names its
 * text: `done assertNotVisible "Save"`.
 */
function formatDone(step: Step, result: Extract<Resolution, { outcome: 'done' }>, refs: boolean): string {
  const { node } = result;
  if (node === undefined) return ['done', step.verb, formatTarget(getTarget(step.selector))].join(' ');
  const parts = [formatActed(step, node, refs)];
  if (result.dialog !== undefined && isWord(result.dialog.kind)) parts.push(`in:${result.dialog.kind}${quote(result.dialog.name)}`);
  if (result.via !== undefined && result.via !== 'exact') parts.push(`via:${result.via}`);
  return parts.join(' ');
}

/** What an act on a known line did: `a11y.tap`, `a11y.fill` and `a11y.hover` act on a ref, with no step to name. */
export type Act = { verb: 'tapOn' } | { verb: 'inputText'; value: string } | { verb: 'hover' } | { verb: 'press'; key: string };

/** `done <verb> [<ref>] <role> "<name>"`, then `="<typed>"` for inputText; `done press <key> on …` for a key. */
export function formatActed(
  act: { verb: Step['verb'] | 'hover' | 'drag' | 'upload' | 'press'; value?: string; key?: string },
  node: SnapshotNode,
  refs: boolean,
): string {
  if (act.verb === 'press') return `done press ${printableKey(act.key ?? '')} on ${formatActedOn(node, refs)}`;
  const parts = ['done', act.verb, formatActedOn(node, refs)];
  if (act.verb === 'inputText') parts.push('=' + quote(act.value ?? ''));
  return parts.join(' ');
}

/** A key as Playwright names it (`Enter`, `Control+A`); one with a space or a quote in it (`" "`) as a JSON string. */
function printableKey(key: string): string {
  return /^[\x21-\x7e]+$/.test(key) && !key.includes('"') ? key : quote(key);
}

/** `[<ref>] <role> "<name>"`: the element an act names. */
export function formatActedOn(node: SnapshotNode, refs: boolean): string {
  return [...(refs && isRef(node.ref) ? [node.ref] : []), printableRole(node.role), quote(node.name)].join(' ');
}

/** Two spaces, the compact line, its tier, the step that names it; then how many more there are. */
function formatCandidates(candidates: Candidate[], total: number, refs: boolean): string[] {
  const lines = candidates.map((c) => `  ${formatLine(c.node, { refs })} via:${c.via}  → ${c.stepText}`);
  if (total > candidates.length) lines.push(`  … ${total - candidates.length} more`);
  return lines;
}
