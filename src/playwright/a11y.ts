/**
 * The `a11y` fixture: a page read and driven the way an agent drives it.
 *
 *     const text = await a11y.snapshot();                  // v2 lines with refs
 *     const receipt = await a11y.try("tapOn: 'Create order'");
 *     await expect(receipt).toMatchA11ySnapshot('create-order');
 *
 * Every act is read before and after (seed 003: an action is followed by a
 * read): the page is captured once it has settled, the act runs, the page
 * settles again, and the receipt says what changed. `try` acts only on
 * `done`; an ambiguous or unmatched step touches nothing. Refs are checked
 * by their evidence before anything is touched: a gone ref, or one whose
 * element now has a twin, is a `RefError`, never an action on a lookalike.
 */
import type { Page } from '@playwright/test';
import { parseRef, RefError } from '../model/refs.js';
import { format } from '../notation/format.js';
import type { Detail, Snapshot, SnapshotNode } from '../model/snapshot.js';
import { buildReceipt, formatReceipt, type Receipt } from '../receipt/index.js';
import { readStep } from '../steps/assertion.js';
import { formatActed, formatOutcome, type Act } from '../steps/messages.js';
import { resolve, type Resolution } from '../steps/resolve.js';
import { watchAct } from '../page/act.js';
import { fillElement, tapElement, type HeldElement } from '../page/perform.js';
import { runningTest } from './running-test.js';
import { goneWithDocument, isSameDocument, locateRef, markDocument, type DocumentMark } from '../page/page-refs.js';
import { annotatedScreenshot, type ScreenshotOptions } from '../page/screenshot.js';
import { captureSettled } from '../page/settle.js';
import { READ_QUIET_MS } from '../page/settle-loop.js';

/** Options of `a11y.snapshot()`. */
export interface A11yViewOptions {
  /** `compact` (default), `full`, `regions` or `v1`. */
  detail?: Detail;
  /** A ref: only the full lines of the container it sits in. */
  around?: string;
}

export interface A11ySettings {
  /** Milliseconds to wait for the page to settle around each read. */
  timeout: number;
  /** Attributes that carry a test id (Playwright's `testIdAttribute`). */
  testIdAttributes?: string[];
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
  ) {}

  toString(): string {
    return this.text;
  }
}

/** True for a receipt of any copy of this module (checked by shape, as the matchers receive it). */
export function isA11yReceipt(value: unknown): value is A11yReceipt {
  return value instanceof A11yReceipt || (typeof value === 'object' && value !== null && typeof (value as A11yReceipt).golden === 'string' && 'outcome' in value);
}

export class A11y {
  /** The document the latest read was taken of: its refs are the ones in force. */
  private document?: DocumentMark;
  /** The latest read, and the highest ref any read of its document has shown. */
  private latest?: Snapshot;
  private highestRef = 0;

  constructor(
    private readonly page: Page,
    private readonly settings: A11ySettings,
  ) {}

  /** The page as v2 text with refs, once it has settled (else with `loading(Network N)` in its header). */
  async snapshot(options: A11yViewOptions = {}): Promise<string> {
    return format(await this.read(), { detail: options.detail, around: options.around });
  }

  /**
   * Resolves a step on the page as it is now and acts only on `done`: tapOn
   * clicks, inputText fills (or picks the option of a select), the asserts
   * touch nothing. The receipt starts with the answer (`done tapOn e41
   * button "Create order"`, or `ambiguous …` / `none …` with candidate
   * lines) and, after an act, says what changed.
   */
  async try(stepText: string): Promise<A11yReceipt> {
    const step = readStep('a11y.try', stepText);
    const before = await this.read();
    const result = resolve(before, step);
    const answer = (refs: boolean) => formatOutcome(step, result, { refs });
    if (result.outcome !== 'done' || result.node === undefined || !ACTING_VERBS.has(step.verb)) {
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

  /** Fills the field of a ref from the latest snapshot, after checking its evidence. */
  async fill(ref: string, value: string): Promise<A11yReceipt> {
    return this.actOnRef(ref, { verb: 'inputText', value });
  }

  /**
   * A screenshot of the page; with `annotate`, each ref's number is drawn over
   * its element (the refs of a fresh snapshot, taken first). Inside a test it
   * is attached to the report.
   */
  async screenshot(options: ScreenshotOptions & { annotate?: boolean } = {}): Promise<Buffer> {
    let image: Buffer;
    if (options.annotate) {
      await this.read();
      image = await annotatedScreenshot(this.page, options);
    } else {
      image = await this.page.screenshot({ fullPage: options.fullPage });
    }
    await attachToReport(options.annotate ? 'a11y-annotated.png' : 'a11y-screenshot.png', image);
    return image;
  }

  private async actOnRef(ref: string, act: Act): Promise<A11yReceipt> {
    this.checkIssued(ref);
    // Checked first against the snapshot the ref came from, in the document it came from.
    if (!this.document || !(await isSameDocument(this.document))) throw goneWithDocument(ref);
    const target = await locateRef(this.page, ref);
    try {
      const before = await this.read();
      const node = before.nodes.find((n) => n.ref === `e${parseRef(ref)}`);
      if (!node) throw new RefError('gone', ref, `gone ${ref}: the element is no longer in the page; take a new snapshot`);
      return await this.record(before, () => this.perform(target, act), node, (refs) => formatActed(act, node, refs));
    } finally {
      await target.engine.release(target.element);
    }
  }

  /** Refuses a ref no read of this document has handed out: refs are numbered upwards and never reused. */
  private checkIssued(ref: string): void {
    const number = parseRef(ref);
    if (number === undefined || number <= this.highestRef) return;
    const refs = (this.latest?.nodes ?? []).map((node) => parseRef(node.ref ?? '')).filter((n): n is number => n !== undefined);
    const range = refs.length ? `the latest snapshot has e${Math.min(...refs)}–e${Math.max(...refs)}` : this.latest ? 'the latest snapshot has no refs' : 'no snapshot was taken yet: call a11y.snapshot() first';
    throw new RefError('invalid', ref, `unknown ref ${ref} (${range})`);
  }

  /** Acts on the element of a line of `before`, and says what changed. */
  private async actOn(before: Snapshot, node: SnapshotNode, act: Act, answer: (refs: boolean) => string): Promise<A11yReceipt> {
    const target = await locateRef(this.page, node.ref!);
    try {
      return await this.record(before, () => this.perform(target, act), node, answer);
    } finally {
      await target.engine.release(target.element);
    }
  }

  /** Clicks or types on the engine's own element, within the timeout: a disabled or covered control fails the act instead of hanging it. */
  private perform(target: HeldElement, act: Act): Promise<void> {
    const timeout = this.settings.timeout;
    return act.verb === 'tapOn' ? tapElement(this.page, target, timeout) : fillElement(this.page, target, act.value, timeout);
  }

  /** The act between two reads, and its receipt. */
  private async record(before: Snapshot, fn: () => Promise<unknown>, target?: SnapshotNode, answer?: (refs: boolean) => string): Promise<A11yReceipt> {
    const mark = await markDocument(this.page);
    const watch = watchAct(this.page);
    let seen;
    let after: Snapshot;
    try {
      await fn();
      after = await this.read();
    } finally {
      seen = watch.stop();
    }
    const navigated = !(await isSameDocument(mark));
    await mark.dispose().catch(() => {});
    const receipt = buildReceipt({ before, after, ...seen, navigated, target: target?.ref });
    // A golden holds every change; the text for reading folds long lists.
    const text = (refs: boolean) => [answer?.(refs), formatReceipt(receipt, refs ? { refs } : { refs, limit: Infinity })].filter(Boolean).join('\n');
    return new A11yReceipt('done', text(true), text(false), receipt);
  }

  /** The whole page with refs, once it has settled or the timeout has passed; its document becomes the one refs belong to. */
  private async read(): Promise<Snapshot> {
    const capture = { refs: true, testIdAttributes: this.settings.testIdAttributes };
    const { model } = await captureSettled(this.page, { capture, timeout: this.settings.timeout, quiet: READ_QUIET_MS });
    const previous = this.document;
    this.document = await markDocument(this.page);
    // A new document numbers its refs from e1 again.
    if (!previous || !(await isSameDocument(previous))) this.highestRef = 0;
    await previous?.dispose().catch(() => {});
    for (const node of model.nodes) this.highestRef = Math.max(this.highestRef, parseRef(node.ref ?? '') ?? 0);
    this.latest = model;
    return model;
  }
}

/** Verbs that touch the page; the asserts are answered by `done` alone. */
const ACTING_VERBS = new Set(['tapOn', 'inputText']);

/** Attaches to the running test's report; outside a test, nothing. */
async function attachToReport(name: string, body: Buffer): Promise<void> {
  await runningTest()?.attach(name, { body, contentType: 'image/png' });
}
