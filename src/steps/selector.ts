/**
 * The selector to write for a line (seed 000, "Selector to write"): `$` →
 * `{ testId }`, `#` → `{ id }`, else `{ text: "<name>" }`; when the key is
 * shared (`x` > 1), `{ rightOf: "<row anchor>" }` if the row anchor makes it
 * unique, else `{ index, of }`. Every selector is checked by matching it
 * before it is handed out, so it names its line and no other.
 */
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { listNumbered, matchStep } from './match.js';
import { formatStep, type Selector, type Step, type Verb } from './step.js';
import { chooseVerb } from './targets.js';

/** Options of {@link selectorFor}. */
export interface SelectorOptions {
  /** The verb to write the step with; default `tapOn` where it can act, else `assertVisible`. */
  verb?: Verb;
  /** The text `inputText` types; default `''`. */
  value?: string;
}

/** A line's selector, as an object, as a step, and as step text. */
export interface NodeSelector {
  selector: Selector;
  step: Step;
  /** `tapOn: { text: 'Delete', rightOf: 'Ada Lovelace' }` */
  stepText: string;
}

/**
 * The selector that names `node` in `model`, and the step that uses it. The
 * attempts, in order: the bare key (only when the key names one line);
 * `rightOf` the line's row anchor; `index`/`of` among the lines the key
 * names. The first that matches exactly this line wins. A node the verb
 * cannot name gets its numbered selector, which then resolves to `none`.
 */
export function selectorFor(node: SnapshotNode, model: Snapshot, options: SelectorOptions = {}): NodeSelector {
  const verb = options.verb ?? chooseVerb(node);
  const build = (selector: Selector): Step => (verb === 'inputText' ? { verb, selector, value: options.value ?? '' } : { verb, selector });
  const base = selectKey(node);
  const attempts: Selector[] = [];
  if (node.count <= 1) attempts.push(base);
  if (node.row !== undefined) attempts.push({ ...base, rightOf: node.row });
  attempts.push(selectNumbered(node, model, base));
  const step = attempts.map(build).find((candidate) => namesNode(model, candidate, node)) ?? build(attempts[attempts.length - 1]);
  return { selector: step.selector, step, stepText: formatStep(step) };
}

/** `$` → `{ testId }`, `#` → `{ id }`, else `{ text: name }`. */
function selectKey(node: SnapshotNode): Selector {
  if (node.keyKind === 'testId') return { testId: node.key };
  if (node.keyKind === 'id') return { id: node.key };
  return { text: node.name };
}

/**
 * `{ …, index, of }` counted the way matching counts them. For a line of the
 * engine's this is its printed `[index]` and `x<count>`; counting again keeps
 * a hand-edited model honest too.
 */
function selectNumbered(node: SnapshotNode, model: Snapshot, base: Selector): Selector {
  const numbered = listNumbered(model, base);
  const at = numbered.findIndex((hit) => isSameNode(hit.node, node));
  if (at < 0) return { ...base, index: node.index, of: node.count };
  return { ...base, index: at + 1, of: numbered.length };
}

function namesNode(model: Snapshot, step: Step, node: SnapshotNode): boolean {
  const match = matchStep(model, step);
  return match.outcome === 'done' && match.hit !== undefined && isSameNode(match.hit.node, node);
}

/** The same line: the same object, or the same ref (a copy of the node). */
export function isSameNode(a: SnapshotNode, b: SnapshotNode): boolean {
  return a === b || (a.ref !== undefined && a.ref === b.ref);
}
