/**
 * A page read and driven the way an agent drives it: the core of the
 * Playwright `a11y` fixture and of the agent server.
 *
 * Every act is read before and after (seed 003: an action is followed by a
 * read): the page is captured once it has settled, the act runs, the page
 * settles again, and the receipt says what changed. `try` acts only on
 * `done`; an ambiguous or unmatched step touches nothing. Refs are checked
 * by their evidence before anything is touched: a gone ref, or one whose
 * element now has a twin, is a `RefError`, never an action on a lookalike.
 */
import type { Dialog, FileChooser, Page } from '@playwright/test';
import { parseRef, RefError } from '../model/refs.js';
import type { Detail, Snapshot, SnapshotNode } from '../model/snapshot.js';
import { format } from '../notation/format.js';
import { buildReceipt, formatReceipt, type Receipt } from '../receipt/index.js';
import { readStep } from '../steps/assertion.js';
import { normalizeText } from '../steps/normalize.js';
import { foldText, quote } from '../model/text.js';
import { formatActed, formatActedOn, formatOutcome, type Act } from '../steps/messages.js';
import { resolve, type Resolution } from '../steps/resolve.js';
import { findText } from '../steps/find.js';
import { describeOpened, watchAct, type ActWatch } from './act.js';
import { dialogLine, PageDialogs } from './page-dialogs.js';
import { goneWithDocument, isSameDocument, locateRef, markDocument, type DocumentMark } from './page-refs.js';
import { annotatedScreenshot, type ScreenshotOptions } from './screenshot.js';
import {
  closesSoon,
  dragElement,
  fileInputKindOf,
  fillElement,
  hoverElement,
  pressOnElement,
  setInputFiles,
  StoppedActError,
  tapElement,
  type HeldElement,
  type Reached,
} from './perform.js';
import { captureSettled } from './settle.js';
import { READ_QUIET_MS } from '../settle/settle-loop.js';

/** Options of a snapshot read. */
export interface A11yViewOptions {
  /** `compact` (default), `full`, `regions`, `v1`, or `read` (with the page's text lines). */
  detail?: Detail;
  /** A ref: only the full lines of the container it sits in. */
  around?: string;
  /** A CSS selector: only the element it matches and what it holds. */
  scope?: string;
  /** At most this many milliseconds to wait for the page to settle before reading it (never more than the session's timeout). */
  timeout?: number;
}

export interface A11ySettings {
  /** Milliseconds to wait for the page to settle around each read, and for an act's element. */
  timeout: number;
  /** Attributes that carry a test id (Playwright's `testIdAttribute`). */
  testIdAttributes?: string[];
  /** Answer the page's `alert`, `confirm` and `prompt` through `answerDialog` (page-dialogs.ts); else Playwright dismisses them. */
  holdDialogs?: boolean;
  /** The number a receipt's `tab` line gives a window an act opened, where the caller keeps tabs (the agent server). */
  tabNumber?: (page: Page) => number | undefined;
  /**
   * Refuse acts in a document the act's sentry came to late (a window the
   * page opened: its first document ran before the sentry could be first),
   * where a listener the page added first could hide an act's stray events.
   */
  refuseLateGuard?: boolean;
  /** With `holdDialogs`: how the caller answers, after `waits: ` on a held dialog's line (`receipt.text` only; the golden ends at `waits`). */
  dialogHint?: string;
}

/** An act the page stopped with a dialog: what its receipt needs once the dialog is answered and the act ends. */
interface HeldAct {
  before: Snapshot;
  mark: DocumentMark;
  watch: ActWatch;
  target?: SnapshotNode;
  answer?: (refs: boolean) => string;
  /** Lets go of the act's element in the engine, once the page answers again. */
  release?: () => Promise<void>;
}

/**
 * What an act did. `text` is what a person or an agent reads (with refs);
 * `golden` is the same without refs, what `toMatchA11ySnapshot` holds
 * against a `.snap` file. `receipt` is absent when nothing was touched.
 */
export class A11yReceipt {
  constructor(
    readonly outcome: Resolution['outcome'],
    readonly text: string,
    readonly golden: string,
    readonly receipt?: Receipt,
    /** The windows the act opened, still open: each a `tab` line of the receipt. */
    readonly opened: Page[] = [],
  ) {}

  toString(): string {
    return this.text;
  }
}

/** True for a receipt of any copy of this module (checked by shape, as the matchers receive it). */
export function isA11yReceipt(value: unknown): value is A11yReceipt {
  return (
    value instanceof A11yReceipt || (typeof value === 'object' && value !== null && typeof (value as A11yReceipt).golden === 'string' && 'outcome' in value)
  );
}

/** What a read of the page takes: `scope`, `timeout`, `text` as capture takes them; `quietFrom` as settling does. */
interface ReadOptions {
  scope?: string;
  timeout?: number;
  quietFrom?: number;
  text?: boolean | 'whole';
}

/** A read kept for a later comparison, with the document it was taken of. */
export interface KeptRead {
  model: Snapshot;
  /** Counts the documents this session has read: two reads of one document have the same number. */
  document: number;
  /** The page it was read of: a read of another tab is another document. */
  page: Page;
}

/** What `wait` waits for: a line that holds `text`, or the line of `ref` changing (or reaching `value`); with `gone`, either going away. */
export interface WaitCondition {
  ref?: string;
  text?: string;
  /** With `ref`: the value (`="…"`) its line must come to show. */
  value?: string;
  gone?: boolean;
  /** Milliseconds; the session's timeout when absent. */
  timeout?: number;
}

export class PageSession {
  /** The document the latest read was taken of: its refs are the ones in force. */
  private document?: DocumentMark;
  /** Counts the documents read so far, so a kept read knows whether its refs still apply. */
  private documents = 0;
  /** The latest read, and the highest ref any read of its document has shown. */
  private latest?: Snapshot;
  private highestRef = 0;
  /**
   * The document whose refs the caller has been shown (by a snapshot with
   * refs, or a step's answer). An act that loads another document answers
   * `went` without the new lines: until the caller reads the new document,
   * every ref it holds is of the old one, and is gone, even when the new
   * document has a ref of the same number.
   */
  private shown = 0;
  /** The highest ref of the shown document when it was shown: a higher one was never handed out there. */
  private shownHighestRef = 0;
  /**
   * What the caller was last shown of each ref of the shown document, by any
   * answer (a read, a step's candidates, a receipt's `~name` line): an act
   * on a ref proves its element still has that role and name (seed 003).
   */
  private seen = new Map<string, Evidence>();
  /**
   * Set once the caller has held another page's refs (the agent selected
   * this tab after another): from then on a ref is in force here only once
   * an answer of this page has printed it, so a ref of the other tab never
   * lands on this page's element of the same number.
   */
  private shownOnly = false;

  /** The page's own dialogs, when this session answers them (the agent server). */
  private readonly dialogs?: PageDialogs;
  /** The act a page dialog stopped, waiting for `answerDialog`. */
  private held?: { act: HeldAct; acting: Promise<unknown> };

  constructor(
    readonly page: Page,
    protected readonly settings: A11ySettings,
  ) {
    if (settings.holdDialogs) this.dialogs = new PageDialogs(page);
  }

  /** The line of the page dialog waiting for an answer (`confirm "Delete order?"`), if one waits. */
  dialogWaiting(): string | undefined {
    const dialog = this.dialogs?.waiting;
    return dialog && dialogLine(dialog);
  }

  /** The page dialogs dismissed since last asked (they opened outside an act), as `note:` lines. */
  takeDialogNotes(): string[] {
    return this.dialogs?.takeNotes() ?? [];
  }

  /**
   * Answers the page dialog an act stopped at: accept (with `text` for a
   * prompt) or dismiss. Once the act ends, the receipt says what changed
   * since before the act; a dialog the page opens next waits in turn.
   */
  async answerDialog(accept: boolean, text?: string): Promise<A11yReceipt> {
    const held = this.held;
    const dialog = this.dialogs?.waiting;
    if (!held || !dialog) throw new Error('dialog: no page dialog waits for an answer');
    const said = `${accept ? 'accepted' : 'dismissed'} ${dialogLine(dialog)}${accept && text !== undefined && dialog.type() === 'prompt' ? ` with ${quote(foldText(text))}` : ''}`;
    this.held = undefined;
    let next;
    try {
      next = await this.dialogs!.answer(accept, text, held.acting);
    } catch (error) {
      await this.letGo(held.act);
      throw error;
    }
    const act = { ...held.act, answer: () => said };
    if ('dialog' in next) return this.holdFor(next.dialog, next.acting, act);
    return this.finish(act);
  }

  /** The page as v2 text with refs, once it has settled (else with `loading(Network N)` in its header). */
  async snapshot(options: A11yViewOptions = {}): Promise<string> {
    const timeout = Math.min(options.timeout ?? Infinity, this.settings.timeout);
    const model = await this.read({ scope: options.scope, timeout, text: options.detail === 'read' });
    const text = format(model, { detail: options.detail, around: options.around });
    // The overview prints refs only on the few lines no container holds; without them it shows none.
    if (options.detail !== 'regions' || /^e\d+ /m.test(text)) this.markShown();
    this.see(model, text);
    return text;
  }

  /**
   * The lines whose text holds `query` (whole words, folded as the `norm`
   * tier folds), each with its container and the heading above it: at most
   * `MAX_FOUND`, then a count of the rest. Element lines keep their refs.
   */
  async find(query: string, options: Pick<A11yViewOptions, 'scope' | 'timeout'> = {}): Promise<string> {
    const timeout = Math.min(options.timeout ?? Infinity, this.settings.timeout);
    const model = await this.read({ scope: options.scope, timeout, text: 'whole' });
    const text = findText(model, query).join('\n') + '\n';
    if (/^e\d+ /m.test(text)) this.markShown();
    this.see(model, text);
    return text;
  }

  /** The latest read, as a comparison keeps it; undefined before the first read. */
  lastRead(): KeptRead | undefined {
    return this.latest && { model: this.latest, document: this.documents, page: this.page };
  }

  /** The caller now holds another page's refs (another tab was selected): none of this page's is in force until an answer prints it. */
  forgetShown(): void {
    this.seen.clear();
    this.shownOnly = true;
  }

  /**
   * What changed between a kept read and the page now: the receipt's event
   * and change lines, as an act would answer. A read of another document
   * answers `went` and the size of the new page.
   */
  async changesSince(kept: KeptRead): Promise<A11yReceipt> {
    return this.changesTo(kept, await this.read());
  }

  /** The receipt from a kept read to the latest read, `after`. */
  private changesTo(kept: KeptRead, after: Snapshot): A11yReceipt {
    return this.shownReceipt(
      after,
      receiptOf(buildReceipt({ before: kept.model, after, requests: [], errors: [], navigated: kept.page !== this.page || kept.document !== this.documents })),
    );
  }

  /** A receipt about to be answered: the lines it prints are what the caller has now seen of their refs. */
  private shownReceipt(after: Snapshot, receipt: A11yReceipt): A11yReceipt {
    this.see(after, receipt.text);
    return receipt;
  }

  /**
   * Resolves a step on the page as it is now and acts only on `done`: tapOn
   * clicks, inputText fills (or picks the option of a select), the asserts
   * touch nothing. The receipt starts with the answer (`done tapOn e41
   * button "Create order"`, or `ambiguous …` / `none …` with candidate
   * lines) and, after an act, says what changed.
   */
  async try(stepText: string, caller = 'a11y.try'): Promise<A11yReceipt> {
    const step = readStep(caller, stepText);
    // An assertion reads the page's text too, each sentence whole: `assertVisible: 'Order saved.'` passes on a paragraph that says it.
    const before = await this.read({ text: ACTING_VERBS.has(step.verb) ? false : 'whole' });
    this.markShown();
    const result = resolve(before, step);
    const answer = (refs: boolean) => formatOutcome(step, result, { refs });
    if (result.outcome !== 'done' || result.node === undefined || !ACTING_VERBS.has(step.verb)) {
      this.see(before, answer(true));
      return new A11yReceipt(result.outcome, answer(true), answer(false));
    }
    const act: Act = step.verb === 'inputText' ? { verb: 'inputText', value: step.value ?? '' } : { verb: 'tapOn' };
    return this.actOn(before, result.node, act, answer);
  }

  /** Runs `fn` (your own clicks and keys) between two reads; the receipt says what changed. */
  async act(fn: () => Promise<unknown>): Promise<A11yReceipt> {
    return this.record(await this.read(), fn);
  }

  /** Clicks the element of a ref from the latest snapshot, after checking its evidence. */
  async tap(ref: string): Promise<A11yReceipt> {
    return this.actOnRef(ref, { verb: 'tapOn' });
  }

  /** Moves the pointer over the element of a ref from the latest snapshot (a menu that opens on hover), after checking its evidence. */
  async hover(ref: string): Promise<A11yReceipt> {
    return this.actOnRef(ref, { verb: 'hover' });
  }

  /** Fills the field of a ref from the latest snapshot, after checking its evidence. */
  async fill(ref: string, value: string): Promise<A11yReceipt> {
    return this.actOnRef(ref, { verb: 'inputText', value });
  }

  /** Picks the option labelled `option` in the select of a ref from the latest snapshot. */
  async select(ref: string, option: string): Promise<A11yReceipt> {
    return this.actOnRef(ref, { verb: 'inputText', value: option }, (node) => {
      if (!SELECT_ROLES.has(node.role))
        throw new Error(`select ${ref}: its line is ${node.role} ${JSON.stringify(node.name)}, not a select (combobox or listbox); use fill or tap`);
    });
  }

  /**
   * Drags the element of a ref onto the element of `toRef` with the mouse
   * (HTML5 drag and drop, or a list that follows the pointer), both refs
   * checked by their evidence first; the receipt says what changed.
   */
  async drag(ref: string, toRef: string): Promise<A11yReceipt> {
    return this.actOnRefs([ref, toRef], async (before, [source, onto], [from, to]) => {
      const answer = (refs: boolean) => `${formatActed({ verb: 'drag' }, from, refs)} to ${formatActedOn(to, refs)}`;
      return this.record(before, () => dragElement(this.page, source, onto, this.settings.timeout), from, answer);
    });
  }

  /**
   * Gives a file input of a ref these files (paths on this machine, shown in
   * the answer as `shown`), as a person's choice in its chooser does. A ref
   * that is not a file input (a styled button over a hidden one) is clicked,
   * and the file chooser that click opens gets the files; one that opens none
   * fails, saying the click was made.
   */
  async upload(ref: string, paths: string[], shown: string[] = paths): Promise<A11yReceipt> {
    return this.actOnRefs([ref], async (before, [target], [node]) => {
      const kind = await fileInputKindOf(target);
      const files = `files:${shown.map((name) => quote(name)).join(',')}`;
      const line = `upload ${ref}: its line is ${printableLine(node)}`;
      if (kind === 'disabled') throw new Error(`${line}, a file input that is disabled; nothing was touched`);
      if (paths.length > 1 && kind === 'single') throw new Error(`${line}, a file input that takes one file, got ${paths.length}; nothing was touched`);
      if (kind !== 'none') {
        const answer = (refs: boolean) => `${formatActed({ verb: 'upload' }, node, refs)} ${files}`;
        return this.record(before, () => setInputFiles(target, paths), node, answer);
      }
      const answer = (refs: boolean) => `${formatActed({ verb: 'upload' }, node, refs)} ${files} (through the file chooser it opened)`;
      return this.record(before, () => this.uploadThroughChooser(target, line, paths), node, answer);
    });
  }

  /** Clicks the element and gives the file chooser it opens `paths`; fails when none opens soon after the click. */
  private async uploadThroughChooser(target: HeldElement, line: string, paths: string[]): Promise<void> {
    const timeout = this.settings.timeout;
    let chooser: FileChooser | undefined;
    const onChooser = (opened: FileChooser) => (chooser ??= opened);
    // Listening first turns the browser's own chooser into Playwright's event (no window opens); only while this upload runs.
    this.page.on('filechooser', onChooser);
    try {
      await tapElement(this.page, target, timeout);
      const end = Date.now() + CHOOSER_WAIT_MS;
      while (!chooser && Date.now() < end) await new Promise((done) => setTimeout(done, 50));
    } finally {
      this.page.off('filechooser', onChooser);
    }
    const opened = chooser as FileChooser | undefined;
    if (!opened)
      throw new Error(`${line}, not a file input, and a click on it opened no file chooser (the click was made; take a new snapshot to see what it did)`);
    if (paths.length > 1 && !opened.isMultiple()) throw new Error(`${line}: its file chooser takes one file, got ${paths.length}`);
    await opened.setFiles(paths, { timeout });
  }

  /**
   * Presses a key (Playwright's names: `Enter`, `Escape`, `Control+A`) where
   * the focus is; the receipt says what changed. With a ref, on the element of
   * that ref (checked as `tap` checks it, focused if it was not): a key the
   * page sends elsewhere by moving the focus meanwhile is stopped.
   */
  async press(key: string, ref?: string): Promise<A11yReceipt> {
    if (ref === undefined) return this.act(() => this.page.keyboard.press(key));
    return this.actOnRef(ref, { verb: 'press', key });
  }

  /**
   * Waits, reading the page again and again, until a line holding `text`
   * appears (or, with `gone`, none is left), or until the line of `ref`
   * differs from the latest read (or, with `gone`, has left). Answers with
   * what changed since the latest read before the wait (the page as the
   * caller last had it: a change that came while the wait made its first
   * read is told too); throws when the time is up.
   */
  async wait(condition: WaitCondition): Promise<A11yReceipt> {
    const { ref, text, value, gone = false } = condition;
    if (ref === undefined && text === undefined) throw new Error('wait: give ref or text');
    if (value !== undefined && ref === undefined) throw new Error('wait: value needs the ref whose line shows it');
    if (ref !== undefined) await this.checkCurrent(ref);
    const had = this.lastRead();
    const start = await this.read();
    const kept = had ?? this.lastRead()!;
    const startLine = ref === undefined ? undefined : lineOf(start, ref);
    if (ref !== undefined && startLine === undefined) throw new RefError('gone', ref, `gone ${ref}: the element is no longer in the page; take a new snapshot`);
    const shownLine = ref === undefined ? undefined : (lineOf(kept.model, ref) ?? startLine);
    const holds = (model: Snapshot): boolean => {
      if (text !== undefined) return model.nodes.some((node) => lineHolds(node, text)) !== gone;
      if (value !== undefined) return model.nodes.find((node) => node.ref === `e${parseRef(ref!)}`)?.value === foldText(value);
      const line = lineOf(model, ref!);
      return gone ? line === undefined : line !== shownLine;
    };
    const timeout = condition.timeout ?? this.settings.timeout;
    const { model, judged } = await captureSettled(this.page, {
      capture: this.captureOptions(),
      timeout,
      quiet: READ_QUIET_MS,
      judge: (model) => ({ pass: holds(model) }),
    });
    // Named as Playwright names a wait that ran out: callers tell it from a failure by its name.
    if (!judged?.pass) throw Object.assign(new Error(`wait: ${describeWait(condition)} within ${timeout} ms`), { name: 'TimeoutError' });
    await this.adopt(model);
    return this.changesTo(kept, model);
  }

  /** A PNG of the page; with `annotate`, each ref's number drawn over its element (the refs of a fresh read, taken first). */
  async screenshot(options: ScreenshotOptions & { annotate?: boolean } = {}): Promise<Buffer> {
    if (!options.annotate) return this.page.screenshot({ fullPage: options.fullPage });
    await this.read();
    return annotatedScreenshot(this.page, options);
  }

  private async actOnRef(ref: string, act: Act, check?: (node: SnapshotNode) => void): Promise<A11yReceipt> {
    return this.actOnRefs([ref], async (before, [target], [node]) => {
      check?.(node);
      return this.actOnHeld(before, target, node, act, (refs) => formatActed(act, node, refs));
    });
  }

  /**
   * An act on the elements of several refs: each checked as `actOnRef`
   * checks one (issued, of the shown document, its role and name as last
   * shown) before anything is touched; `act` gets them held, and their lines.
   */
  private async actOnRefs(
    refs: string[],
    act: (before: Snapshot, targets: HeldElement[], nodes: SnapshotNode[]) => Promise<A11yReceipt>,
  ): Promise<A11yReceipt> {
    for (const ref of refs) await this.checkCurrent(ref);
    const targets: HeldElement[] = [];
    try {
      for (const ref of refs) targets.push(this.guardedTarget(await locateRef(this.page, ref)));
      const before = await this.read();
      const nodes = refs.map((ref) => {
        const node = before.nodes.find((n) => n.ref === `e${parseRef(ref)}`);
        if (!node) throw new RefError('gone', ref, `gone ${ref}: the element is no longer in the page; take a new snapshot`);
        return node;
      });
      nodes.forEach((node) => this.checkSeen(node));
      return await act(before, targets, nodes);
    } finally {
      for (const target of targets) await this.release(target);
    }
  }

  /** The element an act may go on: refused, untouched, in a document whose sentry came late when the settings say so. */
  private guardedTarget(target: HeldElement): HeldElement {
    if (!this.settings.refuseLateGuard || !target.engine.sentryLate) return target;
    void target.engine.release(target.element);
    throw new StoppedActError(
      "this tab's page was made before the server's guard could be first in it (a window the page opened), so a listener of the page could hide where an act lands; nothing was touched; navigate this tab to its address to act here",
    );
  }

  /** Lets go of an act's element; while a page dialog holds the act, once the page answers again. */
  private async release(target: HeldElement): Promise<void> {
    const release = () => target.engine.release(target.element);
    if (!this.held) return release();
    // An act on two elements lets go of both.
    const earlier = this.held.act.release;
    this.held.act.release = async () => {
      await earlier?.();
      await release();
    };
  }

  /** Refuses a ref that was never handed out, or that belongs to a document the page no longer shows. */
  private async checkCurrent(ref: string): Promise<void> {
    // After another tab's refs were held, only what this page's answers printed is in force here.
    if (this.shownOnly && parseRef(ref) !== undefined && !this.seen.has(`e${parseRef(ref)}`))
      throw new RefError('invalid', ref, `unknown ref ${ref} (no answer in this tab has shown it since it was selected: take a snapshot)`);
    // Before any read there is no document to hold a ref against: the ref was never handed out.
    if (!this.document) this.checkIssued(ref);
    // A ref of a document the page no longer shows, or the caller was never shown, is gone whatever its number;
    // one no read of the shown document handed out was never a ref at all.
    if (!this.document || this.shown !== this.documents || !(await isSameDocument(this.document))) {
      const number = parseRef(ref);
      if (number !== undefined && number > this.shownHighestRef)
        throw new RefError('invalid', ref, `unknown ref ${ref} (no snapshot handed it out; the page has loaded another document since: take a new snapshot)`);
      throw goneWithDocument(ref);
    }
    this.checkIssued(ref);
  }

  /** The latest read's document is the one whose refs the caller holds now. */
  private markShown(): void {
    this.shown = this.documents;
    this.shownHighestRef = this.highestRef;
  }

  /** Refuses a ref whose element no longer has the role and name the caller was last shown: the page changed it since. */
  private checkSeen(node: SnapshotNode): void {
    const seen = this.seen.get(node.ref!);
    if (!seen || (seen.role === node.role && seen.name === node.name)) return;
    const was = `${seen.role} ${quote(seen.name)}`;
    const now = `${node.role} ${quote(node.name)}`;
    throw new RefError('changed', node.ref!, `changed ${node.ref}: it was ${was} when last shown, it is ${now} now; nothing was touched; take a new snapshot`);
  }

  /** Keeps what `text`, an answer made from `model`, showed of each ref: the refs it prints outside quoted page strings. */
  private see(model: Snapshot, text: string): void {
    const printed = new Set(text.replace(/"(?:[^"\\\n]|\\.)*"/g, '""').match(/\be\d+\b/g));
    for (const node of model.nodes) if (node.ref && printed.has(node.ref)) this.seen.set(node.ref, { role: node.role, name: node.name });
  }

  /** Refuses a ref no read of this document has handed out: refs are numbered upwards and never reused. */
  private checkIssued(ref: string): void {
    const number = parseRef(ref);
    if (number === undefined) throw new RefError('invalid', ref, `Invalid ref ${JSON.stringify(ref)}: refs look like e12`);
    if (number <= this.highestRef) return;
    const refs = (this.latest?.nodes ?? []).map((node) => parseRef(node.ref ?? '')).filter((n): n is number => n !== undefined);
    const range = refs.length
      ? `the latest snapshot has e${Math.min(...refs)}–e${Math.max(...refs)}`
      : this.latest
        ? 'the latest snapshot has no refs'
        : 'no snapshot was taken yet: take a snapshot first';
    throw new RefError('invalid', ref, `unknown ref ${ref} (${range})`);
  }

  /** Acts on the element of a line of `before`, and says what changed. */
  private async actOn(before: Snapshot, node: SnapshotNode, act: Act, answer: (refs: boolean) => string): Promise<A11yReceipt> {
    const target = this.guardedTarget(await locateRef(this.page, node.ref!));
    try {
      return await this.actOnHeld(before, target, node, act, answer);
    } finally {
      await this.release(target);
    }
  }

  /**
   * Clicks or types on the engine's own element, within the timeout (a
   * disabled or covered control fails the act instead of hanging it), and
   * says what changed; a click its own label took says so on the first line.
   */
  private async actOnHeld(before: Snapshot, target: HeldElement, node: SnapshotNode, act: Act, answer: (refs: boolean) => string): Promise<A11yReceipt> {
    let reached: Reached = {};
    const perform = async () => {
      reached = await performOn(this.page, target, act, this.settings.timeout);
    };
    return this.record(before, perform, node, (refs) => answer(refs) + (reached.throughLabel ? ' (through its label)' : ''));
  }

  /** The act between two reads, and its receipt; or, when a page dialog stops it, its line (see `answerDialog`). */
  private async record(before: Snapshot, fn: () => Promise<unknown>, target?: SnapshotNode, answer?: (refs: boolean) => string): Promise<A11yReceipt> {
    const act: HeldAct = { before, mark: await markDocument(this.page), watch: watchAct(this.page), target, answer };
    let started;
    try {
      started = this.dialogs ? await this.dialogs.during(fn) : { done: await fn() };
    } catch (error) {
      await this.letGo(act);
      throw error;
    }
    if ('dialog' in started) return this.holdFor(started.dialog, started.acting, act);
    return this.finish(act);
  }

  /** The read after an act, and the receipt from before it. */
  private async finish(act: HeldAct): Promise<A11yReceipt> {
    let seen;
    let after: Snapshot;
    try {
      await act.release?.();
      after = await this.read({ quietFrom: Date.now() });
      // A window the act asked for can come after the page settled (a busy machine): its receipt names it.
      await act.watch.windowsCame();
    } catch (error) {
      // A window the act closed (a button that calls `window.close()`): the act is done, and there is no page left to read.
      if (!(await closesSoon(this.page))) throw error;
      const text = (refs: boolean) => [act.answer?.(refs), 'closed'].filter(Boolean).join('\n');
      return new A11yReceipt('done', text(true), text(false));
    } finally {
      seen = act.watch.stop();
    }
    const navigated = !(await isSameDocument(act.mark));
    await act.mark.dispose().catch(() => {});
    const { opened, ...record } = seen;
    const tabs = await describeOpened(opened, this.settings.tabNumber);
    const receipt = buildReceipt({ before: act.before, after, ...record, tabs, navigated, target: act.target?.ref });
    return this.shownReceipt(after, receiptOf(receipt, act.answer, opened));
  }

  /** An act a page dialog stopped: answered with the act's line and the dialog's, held until `answerDialog`. */
  private holdFor(dialog: Dialog, acting: Promise<unknown>, act: HeldAct): A11yReceipt {
    // Its failure, if any, is said when the dialog is answered.
    acting.catch(() => {});
    this.held = { act, acting };
    const waits = `${dialogLine(dialog)} waits`;
    const hint = this.settings.dialogHint ? `: ${this.settings.dialogHint}` : '';
    const text = (refs: boolean) => [act.answer?.(refs), refs ? waits + hint : waits].filter(Boolean).join('\n');
    this.see(act.before, text(true));
    return new A11yReceipt('done', text(true), text(false));
  }

  /** Ends the watching of an act that failed. */
  private async letGo(act: HeldAct): Promise<void> {
    act.watch.stop();
    await act.release?.().catch(() => {});
    await act.mark.dispose().catch(() => {});
  }

  private captureOptions(scope?: string) {
    return { refs: true, testIdAttributes: this.settings.testIdAttributes, scope };
  }

  /**
   * The page with refs, once it has settled or the timeout has passed; its document becomes the one refs belong to.
   * After an act, `quietFrom` is its end: what the page does in reply (in a timer, a fetch) is waited for.
   */
  protected async read(options: ReadOptions = {}): Promise<Snapshot> {
    const { scope, timeout = this.settings.timeout, quietFrom, text } = options;
    const { model } = await captureSettled(this.page, {
      capture: { ...this.captureOptions(scope), text },
      timeout,
      quiet: READ_QUIET_MS,
      scopeNow: true,
      quietFrom,
    });
    await this.adopt(model);
    return model;
  }

  /** Makes `model` the latest read: its document's refs are the ones in force. */
  private async adopt(model: Snapshot): Promise<void> {
    const previous = this.document;
    this.document = await markDocument(this.page);
    // A new document numbers its refs from e1 again.
    if (!previous || !(await isSameDocument(previous))) {
      this.highestRef = 0;
      this.documents++;
      this.seen.clear();
    }
    await previous?.dispose().catch(() => {});
    for (const node of model.nodes) this.highestRef = Math.max(this.highestRef, parseRef(node.ref ?? '') ?? 0);
    this.latest = model;
  }
}

/** What a line showed of its element: what an act on its ref checks again. */
interface Evidence {
  role: string;
  name: string;
}

/** A receipt after the answer that says what was acted on, if any. A golden holds every change; the text for reading folds long lists. */
function receiptOf(receipt: Receipt, answer?: (refs: boolean) => string, opened: Page[] = []): A11yReceipt {
  const text = (refs: boolean) => [answer?.(refs), formatReceipt(receipt, refs ? { refs } : { refs, limit: Infinity })].filter(Boolean).join('\n');
  return new A11yReceipt('done', text(true), text(false), receipt, opened);
}

/** The browser's input of an act on the engine's element (perform.ts). */
function performOn(page: Page, target: HeldElement, act: Act, timeout: number): Promise<Reached> {
  switch (act.verb) {
    case 'tapOn':
      return tapElement(page, target, timeout);
    case 'hover':
      return hoverElement(page, target, timeout);
    case 'press':
      return pressOnElement(page, target, act.key, timeout);
    case 'inputText':
      return fillElement(page, target, act.value, timeout);
  }
}

/** Verbs that touch the page; the asserts are answered by `done` alone. */
const ACTING_VERBS = new Set(['tapOn', 'inputText']);

const SELECT_ROLES = new Set(['combobox', 'listbox']);

/** How long an upload waits, after its click, for the file chooser the click should open. */
const CHOOSER_WAIT_MS = 2_000;

/** `role "name"`: a line as an error names it. */
function printableLine(node: SnapshotNode): string {
  return formatActedOn({ ...node, ref: undefined }, false);
}

/** The line of a ref in a read, as text to compare, or undefined when no line carries it. */
function lineOf(model: Snapshot, ref: string): string | undefined {
  const node = model.nodes.find((n) => n.ref === `e${parseRef(ref)}`);
  return node && JSON.stringify(node);
}

/** Whether the page's text on a line (name, value, row anchor) holds `text`, folded as a step's `norm` tier folds names. */
function lineHolds(node: SnapshotNode, text: string): boolean {
  const wanted = normalizeText(text);
  return [node.name, node.value, node.row].some((part) => part !== undefined && normalizeText(part).includes(wanted));
}

/** What did not happen, for the error: `"Saved" did not appear`. */
function describeWait({ ref, text, value, gone }: WaitCondition): string {
  if (text !== undefined) return `${JSON.stringify(text)} ${gone ? 'did not go' : 'did not appear'}`;
  if (value !== undefined) return `${ref} did not come to show =${quote(foldText(value))}`;
  return `${ref} ${gone ? 'did not go' : 'did not change'}`;
}
