/**
 * The text of elements that aria-labelledby and aria-describedby name, kept
 * for one capture: one element can label hundreds of controls (a column
 * header, a form's instructions), and reading its content once per control
 * made the capture cost its size times theirs (a 10,000-span element
 * labelling 400 buttons took 21.8 s).
 *
 * A kept text is the answer of a computation of its own that starts at the
 * target (name.ts `NameComputation`). When it may stand for the text read
 * inside another computation is name.ts's decision; this module only keeps
 * the answers, keyed by what else decides them: the target, and whether the
 * traversal counts hidden nodes (#comp_hidden_not_referenced). A traversal
 * through aria-labelledby never follows aria-labelledby again, so every
 * kept text is read with that rule and needs no key for it.
 *
 * The first reference to a target is read in place and only noted: most
 * labelling elements name one control, and they cost a map entry, nothing
 * more. The context is dropped after the capture, so no answer outlives a
 * DOM change.
 */

/** One target's text, and what decides whether it may stand in another computation. */
export interface ReferencedText {
  text: string;
  /**
   * Every element that gave its text in the computation, the target
   * included: an element gives its text once per computation, so these are
   * the ones the computation that borrows the text must not have used
   * already, and may not use again.
   */
  claimed: ReadonlySet<Element>;
  /** The depth the computation started at, and the deepest it was asked to read (past the limit when it was cut there). */
  depth: number;
  deepest: number;
}

/** Noted at a first reference, read in place. */
const SEEN = 0;
/** A second reference found it could not be kept (see `refuse`): read in place from then on. */
const REFUSED = 1;
type State = ReferencedText | typeof SEEN | typeof REFUSED;

/**
 * Most elements all kept texts may hold together: a page of nested labels
 * each labelling a control must not make the cache grow with the square of
 * the page. Past it, targets are read in place, as without a cache.
 */
const MAX_KEPT_ELEMENTS = 1_000_000;

export class ReferencedTexts {
  private shown = new Map<Element, State>();
  private withHidden = new Map<Element, State>();
  private keptElements = 0;

  /**
   * What is known of a target: `undefined` the first time it is asked
   * (it is then noted), `'seen'` at the second, `'refused'` when it cannot
   * be kept, else its text.
   */
  lookup(target: Element, includeHidden: boolean): ReferencedText | 'seen' | 'refused' | undefined {
    const map = includeHidden ? this.withHidden : this.shown;
    const state = map.get(target);
    if (state === undefined) map.set(target, SEEN);
    return state === SEEN ? 'seen' : state === REFUSED ? 'refused' : state;
  }

  /** Keeps a target's text for the rest of the capture, within the size bound. */
  keep(target: Element, includeHidden: boolean, text: ReferencedText): void {
    if (this.keptElements + text.claimed.size > MAX_KEPT_ELEMENTS) return this.refuse(target, includeHidden);
    this.keptElements += text.claimed.size;
    (includeHidden ? this.withHidden : this.shown).set(target, text);
  }

  /** The target's text is read in place from now on. */
  refuse(target: Element, includeHidden: boolean): void {
    (includeHidden ? this.withHidden : this.shown).set(target, REFUSED);
  }
}
