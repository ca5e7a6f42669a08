/**
 * `resolve`: a step against a snapshot model, as a pure function. `done`
 * names the one line the step acts on; `ambiguous` and `none` name nothing
 * and list up to five candidate lines, each with the tier that reached it
 * and the selector that would name it alone (`none` only the lines close
 * enough to help, and says so when there is none).
 */
import type { ContainerRef, Snapshot, SnapshotNode } from '../model/snapshot.js';
import { foldText } from '../model/text.js';
import { matchStep, type Hit, type NoneReason } from './match.js';
import { selectorFor, isSameNode } from './selector.js';
import { firstCodePoints, measureSimilarity } from './similarity.js';
import { getTarget, type Selector, type Step, type Verb } from './step.js';
import { canName, chooseVerb } from './targets.js';
import { findTier, normalizeName, probeText, type Tier } from './tiers.js';

/** Most candidate lines an answer lists. */
export const MAX_CANDIDATES = 5;

/**
 * The least similarity (`measureSimilarity`) at which a name that does not
 * match is still offered as a candidate: at most half of it edited. "Place
 * order" for "Create order" is 0.67 and helps; "Orders" (0.33), "Delete" and
 * "Express delivery" (0.25) only crowd the answer. Below the `score` tier's
 * 0.7, so that a near miss the tier refuses is still shown.
 */
export const CLOSE_FLOOR = 0.5;

/** A line the step might have meant, and how to name it alone. */
export interface Candidate {
  node: SnapshotNode;
  /** How far the name had to stretch to reach this line. */
  via: Tier;
  /** The selector that names this line alone (see `selectorFor`). */
  selector: Selector;
  /** That selector as step text, with the step's verb where it applies. */
  stepText: string;
}

/**
 * The step names one line. `node` and `via` are absent only for a passing
 * `assertNotVisible`, which names nothing. `dialog` is the open dialog the
 * line sits in (`in:dialog"…"`).
 */
export interface Done {
  outcome: 'done';
  node?: SnapshotNode;
  via?: Tier;
  dialog?: ContainerRef;
}

/** The step names `count` lines at tier `via`; the first five are the candidates. */
export interface Ambiguous {
  outcome: 'ambiguous';
  count: number;
  via: Tier;
  candidates: Candidate[];
}

/**
 * The step names no line it may act on. Candidates come nearest first: the
 * lines ruled out (by role, row anchor, index or count, or seen by
 * `assertNotVisible`), then the names at least {@link CLOSE_FLOOR} alike,
 * most similar first. `nothingClose` is set when candidates were looked for
 * and none was found: no line ruled out, no name close.
 */
export interface None {
  outcome: 'none';
  reason: NoneReason;
  candidates: Candidate[];
  nothingClose?: true;
}

export type Resolution = Done | Ambiguous | None;

export interface ResolveOptions {
  /** List candidate lines for `ambiguous` and `none` (default true). A golden records only the answer's first line. */
  candidates?: boolean;
}

/** Resolves one step against the model (NOTATION.md, "try steps"). Pure. */
export function resolve(model: Snapshot, step: Step, options: ResolveOptions = {}): Resolution {
  const match = matchStep(model, step);
  const listed = options.candidates ?? true;
  switch (match.outcome) {
    case 'done': {
      if (match.hit === undefined) return { outcome: 'done' };
      const done: Done = { outcome: 'done', node: match.hit.node, via: match.hit.via };
      if (match.dialog !== undefined) done.dialog = match.dialog;
      return done;
    }
    case 'ambiguous': {
      const candidates = listed ? match.hits.slice(0, MAX_CANDIDATES).map((hit) => makeCandidate(hit, model, step)) : [];
      return { outcome: 'ambiguous', count: match.hits.length, via: match.hits[0].via, candidates };
    }
    case 'none': {
      if (!listed) return { outcome: 'none', reason: match.reason, candidates: [] };
      const seen = match.hits.slice(0, MAX_CANDIDATES);
      // assertNotVisible lists what it saw; other misses add the nearest names.
      const room = match.reason.kind === 'visible' ? 0 : MAX_CANDIDATES - seen.length;
      const hits = [...seen, ...rankNearest(model, step, seen, room)];
      const candidates = hits.map((hit) => makeCandidate(hit, model, step));
      return candidates.length > 0
        ? { outcome: 'none', reason: match.reason, candidates }
        : { outcome: 'none', reason: match.reason, candidates, nothingClose: true };
    }
  }
}

function makeCandidate(hit: Hit, model: Snapshot, step: Step): Candidate {
  const { selector, stepText } = selectorFor(hit.node, model, { verb: chooseCandidateVerb(step.verb, hit.node), value: step.value });
  return { node: hit.node, via: hit.via, selector, stepText };
}

// A candidate is written with the step's own verb where that verb could act
// on it; a heading offered to `tapOn` is offered as `assertVisible` instead.
function chooseCandidateVerb(verb: Verb, node: SnapshotNode): Verb {
  return verb !== 'assertNotVisible' && canName(verb, node) ? verb : chooseVerb(node);
}

/**
 * The lines the verb may name whose name (or key) is at least
 * {@link CLOSE_FLOOR} alike, most similar first (ties in document order),
 * leaving out those already listed. A text compares with names after
 * `normalizeText`, each side by its first 200 code points (`MAX_TEXT`:
 * what a line carries of page text); a test id or id with the keys of that
 * kind, which are cut so already (`foldText`).
 */
function rankNearest(model: Snapshot, step: Step, listed: Hit[], room: number): Hit[] {
  if (room <= 0) return [];
  const target = getTarget(step.selector);
  const pool = model.nodes.filter((node) => canName(step.verb, node) && !listed.some((hit) => isSameNode(hit.node, node)));
  if (target.key !== 'text') {
    const key = foldText(target.value);
    const keyed = pool.filter((node) => node.keyKind === target.key);
    return rankClose(keyed, (node) => measureSimilarity(key, node.key))
      .slice(0, room)
      .map((node) => ({ node, via: 'score' }));
  }
  const probe = probeText(target.value);
  const compared = firstCodePoints(probe.normalized);
  const ranked = rankClose(pool, (node) => measureSimilarity(compared, firstCodePoints(normalizeName(node.name))));
  return ranked.slice(0, room).map((node) => ({ node, via: findTier(probe, node.name) ?? 'score' }));
}

/** The nodes at least {@link CLOSE_FLOOR} alike, most similar first, ties in document order. */
function rankClose(nodes: SnapshotNode[], measure: (node: SnapshotNode) => number): SnapshotNode[] {
  return nodes
    .map((node, order) => ({ node, order, score: measure(node) }))
    .filter((entry) => entry.score >= CLOSE_FLOOR)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.node);
}
