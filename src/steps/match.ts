/**
 * Matching a step against the model: which lines it names, at which tier,
 * and, when it names none, why. This is the pure core of `resolve`;
 * `selectorFor` uses it too, to check that a selector it writes names its
 * own line.
 *
 * The order of the rules, for a step without `index`:
 * 1. only lines the verb may name take part (`canName`);
 * 2. the tiers are climbed, closest first; at each, `rightOf` keeps the
 *    lines whose row anchor matches (tiered the same way); the first tier
 *    with any line left is the answer's tier;
 * 3. lines inside an open dialog win over lines outside it (seed 000);
 * 4. at `exact`, lines whose key is the text (what `x<count>` counts) win
 *    over lines that carry the same name beside a `$` or `#` key, so that a
 *    line with no `x` and a text key is always named by its text alone;
 * 5. one line left is `done`, more are `ambiguous`.
 * With `index`, the step names the line the snapshot printed as
 * `role[index] "…" x<of>`: the tier's lines are numbered across every role
 * and the whole page, as `x<count>` is, and the chosen one must then be a
 * line the verb may name. `assertNotVisible` passes when no line at all
 * matches at `exact` or `norm`.
 */
import type { ContainerRef, Snapshot, SnapshotNode } from '../model/snapshot.js';
import { foldText, quote } from '../model/text.js';
import { printableRole } from '../model/tokens.js';
import { findDialog, preferDialog } from './dialog.js';
import { formatTarget, getTarget, type Selector, type Step, type Target } from './step.js';
import { canName, VERB_SCOPE } from './targets.js';
import { matchesTier, probeText, tiersFor, type Tier } from './tiers.js';
import { readingOrder } from '../notation/reading.js';

/** A line a step reached, and the tier it reached it at. */
export interface Hit {
  node: SnapshotNode;
  via: Tier;
}

/**
 * Why a step names no line:
 * - `nothing`: no line matches at any tier;
 * - `stretched`: lines match only at `sub` or `score`, where a step names
 *   nothing (NOTATION.md: it acts or passes only at `exact` or `norm`);
 * - `role`: lines match, but not lines the verb may name;
 * - `rightOf`: lines match, but none has that row anchor;
 * - `index`: the index is past the lines that match;
 * - `of`: the count the step was written with is not the count now;
 * - `visible`: `assertNotVisible` found the text.
 */
export type NoneKind = 'nothing' | 'stretched' | 'role' | 'rightOf' | 'index' | 'of' | 'visible';

/** The kind of miss and one sentence about it, page strings quoted. */
export interface NoneReason {
  kind: NoneKind;
  message: string;
}

/**
 * What {@link matchStep} found. `done` carries no hit only for a passing
 * `assertNotVisible`; `none` carries the lines that matched but were ruled
 * out (by role, row, index or count), or the lines `assertNotVisible` saw.
 */
export type Match =
  { outcome: 'done'; hit?: Hit; dialog?: ContainerRef } | { outcome: 'ambiguous'; hits: Hit[] } | { outcome: 'none'; reason: NoneReason; hits: Hit[] };

/** Matches one step against the model. Pure; the model is not changed. */
export function matchStep(snapshot: Snapshot, step: Step): Match {
  const finder = makeFinder(getTarget(step.selector));
  const model = step.verb === 'assertVisible' || step.verb === 'assertNotVisible' ? withTextLines(snapshot) : snapshot;
  if (step.verb === 'assertNotVisible') return matchAbsent(model, step, finder);
  if (step.selector.index !== undefined) return matchNumbered(model, step, finder, step.selector.index);
  return matchOne(model, step, finder);
}

/**
 * The lines `index` counts for this selector, in document order: the lines
 * of every role matched at the first tier where any is (after `rightOf`),
 * those keyed by the text first at `exact`. For a text-keyed line this is
 * the set its `x<count>` and `[index]` count.
 */
export function listNumbered(model: Snapshot, selector: Selector): Hit[] {
  const finder = makeFinder(getTarget(selector));
  return preferKeyNamed(climb(model.nodes, finder, selector.rightOf), finder);
}

/**
 * The lines an assertion reads: where the model holds the page's text (the
 * `read` level), its text lines join the element lines in reading order, each
 * as a line of its kind named by its whole text (no ref, no key of its own),
 * so `assertVisible` passes on a paragraph that says the words, whole.
 */
function withTextLines(model: Snapshot): Snapshot {
  if (!model.texts?.length) return model;
  const nodes = readingOrder(model).map((item): SnapshotNode => {
    if ('node' in item) return item.node;
    const { kind, text, container } = item.text;
    const home = container === undefined ? undefined : model.containers?.[container];
    const line: SnapshotNode = { role: kind, name: text, key: text, keyKind: 'text', count: 1, index: 1, flags: [] };
    return home ? { ...line, container, in: { kind: home.kind, name: home.name } } : line;
  });
  return { ...model, nodes };
}

/** How a selector's target tests one line at one tier. */
interface Finder {
  target: Target;
  tiers: readonly Tier[];
  test(tier: Tier, node: SnapshotNode): boolean;
}

function makeFinder(target: Target): Finder {
  if (target.key === 'text') {
    const probe = probeText(target.value);
    return { target, tiers: tiersFor(probe), test: (tier, node) => matchesTier(tier, probe, node.name) };
  }
  // Test ids and ids are keys, not prose: they match exactly or not at all.
  const { key: keyKind } = target;
  const key = foldText(target.value);
  return { target, tiers: ['exact'], test: (_tier, node) => node.keyKind === keyKind && node.key === key };
}

function matchOne(model: Snapshot, step: Step, finder: Finder): Match {
  const eligible = model.nodes.filter((node) => canName(step.verb, node));
  const hits = climb(eligible, finder, step.selector.rightOf);
  if (hits.length === 0) return explainMiss(model, step, finder);
  if (!names(hits[0].via)) return stretched(finder, hits);
  const kept = preferKeyNamed(preferDialog(hits, model), finder);
  return kept.length === 1 ? reach(kept[0], model) : { outcome: 'ambiguous', hits: kept };
}

function matchNumbered(model: Snapshot, step: Step, finder: Finder, index: number): Match {
  const { of, rightOf } = step.selector;
  const hits = preferKeyNamed(climb(model.nodes, finder, rightOf), finder);
  if (hits.length === 0) return explainMiss(model, step, finder);
  if (!names(hits[0].via)) return stretched(finder, hits);
  const label = formatTarget(finder.target);
  const found = `${label} names ${countLines(hits.length)} (via:${hits[0].via})`;
  if (of !== undefined && of !== hits.length) {
    return miss('of', `of: ${of} but ${found}: the page changed since the snapshot counted them`, hits);
  }
  if (index > hits.length) return miss('index', `index: ${index} but ${found}`, hits);
  const hit = hits[index - 1];
  if (!canName(step.verb, hit.node)) {
    return miss('role', `index ${index} of ${label} is a ${printableRole(hit.node.role)}; ${VERB_SCOPE[step.verb]}`, [hit]);
  }
  return reach(hit, model);
}

function matchAbsent(model: Snapshot, step: Step, finder: Finder): Match {
  // Only the close tiers count: "Save" stays absent while "Save draft" shows.
  const close = finder.tiers.filter(names);
  const hits = climb(model.nodes, finder, step.selector.rightOf, close);
  if (hits.length === 0) return { outcome: 'done' };
  return miss('visible', `still visible: ${formatTarget(finder.target)} names ${countLines(hits.length)} (via:${hits[0].via})`, hits);
}

/** Why nothing the verb may name matched: the role, the row, or nothing at all. */
function explainMiss(model: Snapshot, step: Step, finder: Finder): Match {
  const label = formatTarget(finder.target);
  const { rightOf } = step.selector;
  const anyRole = climb(model.nodes, finder, rightOf);
  if (anyRole.length > 0 && !anyRole.some((hit) => canName(step.verb, hit.node))) {
    const roles = [...new Set(anyRole.map((hit) => printableRole(hit.node.role)))].join(', ');
    return miss('role', `${label} names only ${roles} lines; ${VERB_SCOPE[step.verb]}`, anyRole);
  }
  if (rightOf !== undefined) {
    const anyRow = climb(
      model.nodes.filter((node) => canName(step.verb, node)),
      finder,
      undefined,
    );
    if (anyRow.length > 0) return miss('rightOf', `no ${label} line has row:${quote(rightOf)}`, anyRow);
  }
  return miss('nothing', `no line matches ${label}, not even at via:score`, []);
}

/** The lines of `pool` at the first tier where any matches (and has the row anchor). */
function climb(pool: SnapshotNode[], finder: Finder, rightOf: string | undefined, tiers = finder.tiers): Hit[] {
  for (const tier of tiers) {
    let nodes = pool.filter((node) => finder.test(tier, node));
    if (rightOf !== undefined) nodes = keepRightOf(nodes, rightOf);
    if (nodes.length > 0) return nodes.map((node) => ({ node, via: tier }));
  }
  return [];
}

/** The lines whose row anchor matches `anchor`, at the closest tier where any does. */
function keepRightOf(nodes: SnapshotNode[], anchor: string): SnapshotNode[] {
  const probe = probeText(anchor);
  for (const tier of tiersFor(probe)) {
    const kept = nodes.filter((node) => node.row !== undefined && matchesTier(tier, probe, node.row));
    if (kept.length > 0) return kept;
  }
  return [];
}

/** Rule 4: at `exact`, the lines keyed by the text before those keyed by `$` or `#`. */
function preferKeyNamed(hits: Hit[], finder: Finder): Hit[] {
  if (finder.target.key !== 'text' || hits[0]?.via !== 'exact') return hits;
  const keyed = hits.filter((hit) => hit.node.keyKind === 'text');
  return keyed.length > 0 ? keyed : hits;
}

function reach(hit: Hit, model: Snapshot): Match {
  const dialog = findDialog(hit.node, model);
  return dialog === undefined ? { outcome: 'done', hit } : { outcome: 'done', hit, dialog };
}

/** Whether a step names the lines it reached at `tier`: only the close tiers name; the looser ones only suggest. */
function names(tier: Tier): boolean {
  return tier === 'exact' || tier === 'norm';
}

/** Lines reached only by stretching the text: candidates, never a target. */
function stretched(finder: Finder, hits: Hit[]): Match {
  const label = formatTarget(finder.target);
  return miss('stretched', `no line is named ${label}; ${countLines(hits.length)} only with a stretched name (via:${hits[0].via})`, hits);
}

function miss(kind: NoneKind, message: string, hits: Hit[]): Match {
  return { outcome: 'none', reason: { kind, message }, hits };
}

function countLines(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}
