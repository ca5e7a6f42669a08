/**
 * The snapshot domain a DOM door holds a page against, the same for every
 * runner whose own snapshot state stores, updates and reports snapshots
 * (Vitest, Jest): capture a Document or an Element, render it as golden
 * text, read a stored golden back, and match with its patterns. The door
 * adds how its runner lays out a stored string and where its errors point.
 */
import { capture } from '../engine/index.js';
import { lintSnapshot, type LintFinding, type LintRule } from '../lint/lint.js';
import type { Detail, Snapshot } from '../model/snapshot.js';
import { goldenOfEntry } from '../golden/snap-format.js';
import type { Step } from '../steps/step.js';
import { goldenDetailOf } from '../golden/golden.js';
import {
  judgeCapture,
  readStoredGolden,
  renderNewGolden,
  sameAsStored,
  storedRendering,
  unreadableMessage,
  type Judgement,
  type StoredGolden,
} from './policy.js';

export interface GoldenDomainSettings {
  /** The level asked for; a stored golden keeps its own when this is unset. Default `compact`. */
  detail?: Detail;
  /** Attributes that carry a test id (the engine's default: `data-testid`). */
  testIdAttributes?: string[];
  /** `try` steps whose answers the golden records. */
  steps?: readonly Step[];
  /** Lint rules that fail the assertion. */
  lint?: readonly LintRule[];
  /** The run rewrites every snapshot: a stored one that cannot be read is written again instead of failing. */
  rewriteUnreadable?: boolean;
  /** Where a line of the stored golden is (`file:line:column`); `line` is 1-based in the golden. */
  locate?: (line: number, column: number | undefined) => string;
  /** The command that writes snapshots again, for messages (`vitest -u`). */
  rewriteCommand?: string;
  /** What the door makes of each capture before anything else sees it (Vitest's browser mode takes its own url parameters out). */
  adjust?: (model: Snapshot) => Snapshot;
}

/** Capture, render, read back and match, for one assertion. */
export interface GoldenDomain {
  capture(root: Document | Element): Snapshot;
  render(model: Snapshot): string;
  /** The stored text read as a golden; throws an {@link UnreadableGoldenError} unless the run rewrites it. */
  parseExpected(text: string): StoredGolden;
  match(model: Snapshot, stored: StoredGolden): Judgement;
  /** What the lint rules object to in the last capture. */
  lint: LintFinding[];
}

/** A stored golden that cannot be read, in one line that says where and what to do. */
export class UnreadableGoldenError extends Error {
  override name = 'UnreadableGoldenError';
}

/** The domain for one assertion. */
export function createGoldenDomain(settings: GoldenDomainSettings): GoldenDomain {
  const policy = { detail: settings.detail, steps: settings.steps };
  // A page that has not changed renders its stored text again: that text is
  // neither read nor compared line by line, which is most of an assertion's cost.
  let captured: Snapshot | undefined;
  let rendering: { model: Snapshot; detail: Detail; text: string } | undefined;
  const renderAt = (model: Snapshot, detail: Detail): string => {
    if (rendering?.model !== model || rendering.detail !== detail)
      rendering = { model, detail, text: renderNewGolden(model, undefined, { ...policy, detail }) };
    return rendering.text;
  };
  const renderings = new WeakMap<StoredGolden, Snapshot>();
  // The page's text is read only for the `read` level: asked for, or, found in the stored golden, read then from the same root.
  let root: Document | Element | undefined;
  const reads = new WeakMap<Snapshot, Snapshot>();
  const take = (from: Document | Element, text: boolean): Snapshot => {
    const raw = capture(from, { refs: false, testIdAttributes: settings.testIdAttributes, text });
    return settings.adjust ? settings.adjust(raw) : raw;
  };
  const withText = (model: Snapshot): Snapshot => {
    if (model.texts || !root || model !== captured) return model;
    let read = reads.get(model);
    if (!read) reads.set(model, (read = take(root, true)));
    return read;
  };
  const domain: GoldenDomain = {
    lint: [],
    capture: (from) => {
      root = from;
      const model = take(from, settings.detail === 'read');
      // At capture, not at match: a runner matches only when a snapshot is stored, and lint holds for a new one too.
      domain.lint = lintSnapshot(model, settings.lint ?? []);
      return (captured = model);
    },
    render: (model) => renderAt(model, settings.detail ?? 'compact'),
    parseExpected: (text) => {
      const golden = goldenOfEntry(text);
      const detail = settings.detail ?? goldenDetailOf(golden);
      if (captured && detail && renderAt(detail === 'read' ? withText(captured) : captured, detail) === golden) {
        const stored = storedRendering(golden);
        renderings.set(stored, captured);
        return stored;
      }
      const stored = readStoredGolden(golden, 'stored snapshot');
      if ('error' in stored && !settings.rewriteUnreadable) throw new UnreadableGoldenError(describeUnreadable(stored.error, settings));
      return stored;
    },
    match: (model, stored) => {
      if (renderings.get(stored) === model) return sameAsStored(stored.text);
      const read = 'golden' in stored && stored.golden.detail === 'read' && !settings.detail ? withText(model) : model;
      return judgeCapture(read, stored, policy);
    },
  };
  return domain;
}

function describeUnreadable({ line, column, reason }: { line: number; column?: number; reason: string }, settings: GoldenDomainSettings): string {
  const at = settings.locate?.(line, column) ?? `stored snapshot, line ${line}${column ? `:${column}` : ''}`;
  return unreadableMessage(at, reason, settings.rewriteCommand ?? 'an update of the snapshots');
}
