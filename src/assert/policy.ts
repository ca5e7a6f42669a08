/**
 * The golden policy every runner door applies, as pure functions of a
 * captured model and the stored text: read what is stored, hold the model
 * against it, say what an update writes, and word the failures. No file
 * system and no runner here (it runs in a browser too): a door finds the
 * DOM and the stored text, decides when to write, and attaches files.
 *
 * | stored golden               | state        | what an update writes       |
 * |-----------------------------|--------------|-----------------------------|
 * | none                        | `missing`    | the model's golden          |
 * | cannot be read              | `unreadable` | the model's golden          |
 * | at another detail than asked| `different`  | the model's golden, asked   |
 * | matches (patterns kept)     | `same`       | the golden as stored        |
 * | differs                     | `different`  | the model, patterns kept    |
 */
import { GoldenError, goldenDetailOf, readGolden, renderGolden, type Golden, type GoldenDetail, type GoldenLine } from '../golden/golden.js';
import { matchGolden } from '../golden/match.js';
import type { Change } from '../diff/compare.js';
import type { Snapshot } from '../model/snapshot.js';
import type { Step } from '../steps/step.js';

/** A stored golden once read: its text, and the golden or why it cannot be read. */
export type StoredGolden = { text: string; golden: Golden } | { text: string; error: GoldenError };

/** What holding a model against what is stored found. */
export type GoldenState = 'missing' | 'different' | 'same' | 'unreadable';

export interface PolicyOptions {
  /** The level the assertion asks for; unset, a stored golden keeps its own (else `compact`). */
  detail?: GoldenDetail;
  /** The `try` steps whose answers the golden records. */
  steps?: readonly Step[];
  /** Colours in the diff (for a person at a terminal). */
  color?: boolean;
}

/** The verdict on one capture. */
export interface Judgement {
  state: GoldenState;
  /** The readable diff, one line per change (empty when the state is `same` or `missing`). */
  diff: string[];
  /** What an update writes: the model's golden, with the stored golden's matching patterns kept. */
  resolved: string;
  /** The stored text (absent when none is stored). */
  expected?: string;
  /** Element by element, when compared so (not when the capture renders the stored text). */
  changes: Change<GoldenLine>[];
}

/**
 * Reads stored golden text. Only a {@link GoldenError} (the golden's own
 * syntax) is kept as the reason it cannot be read: any other exception is a
 * bug and is thrown.
 */
export function readStoredGolden(text: string, where: string): StoredGolden {
  try {
    return { text, golden: readGolden(text, where) };
  } catch (error) {
    if (error instanceof GoldenError) return { text, error };
    throw error;
  }
}

/**
 * A stored text that is what this engine rendered for a capture: readable by
 * construction, so it is read only when something asks for its golden (a
 * capture that renders the same text matches it without being compared).
 */
export function storedRendering(text: string): StoredGolden {
  let golden: Golden | undefined;
  return {
    text,
    get golden() {
      return (golden ??= readGolden(text, 'stored snapshot'));
    },
  };
}

/** The verdict on a capture that renders exactly the stored text: it matches, and an update keeps the text. */
export function sameAsStored(text: string): Judgement {
  return { state: 'same', diff: [], resolved: text, expected: text, changes: [] };
}

/** The level a capture is written at: the one asked for, else the stored golden's, else `compact`. */
export function detailFor(stored: StoredGolden | undefined, asked: GoldenDetail | undefined): GoldenDetail {
  // From the first line: reading the whole golden is left to a comparison that needs it.
  return asked ?? (stored && 'golden' in stored ? goldenDetailOf(stored.text) : undefined) ?? 'compact';
}

/** The golden a capture can be held against: none when nothing readable is stored, or it records another level. */
export function goldenToHold(stored: StoredGolden | undefined, asked: GoldenDetail | undefined): Golden | undefined {
  if (!stored || !('golden' in stored)) return undefined;
  return stored.golden.detail === detailFor(stored, asked) ? stored.golden : undefined;
}

/** The golden text of a new capture, with the answers to the steps. */
export function renderNewGolden(model: Snapshot, stored: StoredGolden | undefined, options: PolicyOptions): string {
  return renderGolden(model, detailFor(stored, options.detail), options.steps);
}

/** Holds a capture against what is stored (nothing, an unreadable text, or a golden). */
export function judgeCapture(model: Snapshot, stored: StoredGolden | undefined, options: PolicyOptions = {}): Judgement {
  const written = (): string => renderNewGolden(model, stored, options);
  if (!stored) return { state: 'missing', diff: [], resolved: written(), changes: [] };
  const expected = stored.text;
  if ('error' in stored) return { state: 'unreadable', diff: [rewrittenLine(stored.error)], resolved: written(), expected, changes: [] };
  const detail = detailFor(stored, options.detail);
  if (stored.golden.detail !== detail)
    return { state: 'different', diff: [detailMismatchLine(detail, stored.golden.detail)], resolved: written(), expected, changes: [] };
  const match = matchGolden(model, stored.golden, expected, { color: options.color ?? false, steps: options.steps });
  return { state: match.pass ? 'same' : 'different', diff: match.diff, resolved: match.resolved, expected, changes: match.changes };
}

/** The diff line of a golden recorded at another level of detail than the assertion asks for. */
function detailMismatchLine(asked: GoldenDetail, recorded: GoldenDetail): string {
  return `~detail ${asked} (was ${recorded}): the test asks for another level of detail than the golden records`;
}

/** The diff line of an unreadable golden that an update writes again. */
function rewrittenLine(error: GoldenError): string {
  return `unreadable golden, written again: ${error.message}`;
}

/**
 * A golden that cannot be read, in one line: where (`file:line:column`, a
 * place an editor opens), why, and the command that writes it again.
 */
export function unreadableMessage(at: string, reason: string, rewrite: string): string {
  return `${at}: ${reason.replace(/\s*\n\s*/g, ' ')} (fix the golden, or rewrite it with: ${rewrite})`;
}

/** `expect(page).toMatchA11ySnapshot("name")`: the call a message names. */
export function describeCall(receiver: string, matcher: string, name?: string): string {
  return `expect(${receiver}).${matcher}(${name === undefined ? '' : JSON.stringify(name)})`;
}

/**
 * A golden that differs from the page, as every door says it: the call, the
 * golden it was held against, the diff, then what to do (`after`: a note on
 * the page, the command that accepts it).
 */
export function mismatchMessage(call: string, golden: string, diff: readonly string[], after: readonly string[]): string {
  return [`${call} failed`, '', `Golden: ${golden}`, ...diff.map((line) => '  ' + line), '', ...after.filter(Boolean)].join('\n');
}

/** A missing golden in a run that writes none: `modes` names them, `runner` runs the tests. */
export function unwrittenMessage(modes: string, runner: string): string {
  return `No snapshot is stored for it, and this run writes none (${modes}): run ${runner} locally, or with -u, to write it.`;
}

/** Why a golden assertion refuses `.not`. */
export function notRefused(matcher: string): string {
  return `${matcher}() does not support .not: a golden says what the page is, not what it is not`;
}

/**
 * A `.snap` file a killed update left empty or cut short, about to have a
 * snapshot it should hold written anew: one line that says what to do.
 */
export function damagedSnapMessage(matcher: string, shown: string, damage: string, update: string): string {
  return `${matcher}: ${shown} is ${damage} (a killed "${update}" leaves it so), so every snapshot in it would be written anew: restore it (git checkout -- ${shown}), or delete it to write them all again.`;
}
