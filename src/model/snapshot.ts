/**
 * The snapshot model: the plain JSON that the engine returns (a
 * {@link CapturedSnapshot}), that text parses back into (a
 * {@link ParsedSnapshot}), and that every later step (format, diff, steps)
 * reads as either (a {@link Snapshot}). It holds no DOM objects, so it
 * crosses the page/Node boundary and round-trips through a golden file.
 *
 * Every string the page controls is stored as it prints: whitespace folded to
 * single spaces and cut at {@link MAX_TEXT} characters (see `text.ts`).
 */

/** Which engine read the DOM. */
export type EngineName = 'jsdom' | 'chromium' | 'dom';

/** What a line's selector names: `$` test id, `#` stable id, else its name. */
export type KeyKind = 'testId' | 'id' | 'text';

/**
 * State flags, in the order they print. `on`/`off`/`mixed` are the checked or
 * pressed state; `expanded`/`collapsed` print only where the page says so.
 */
export const FLAG_ORDER = [
  'on',
  'off',
  'mixed',
  'disabled',
  'focus',
  'selected',
  'expanded',
  'collapsed',
  'required',
  'invalid',
  'readonly',
  'offscreen',
] as const;
export type Flag = (typeof FLAG_ORDER)[number];

/** Signals that proved a nameless clickable (the sweep). */
export const VIA_SIGNALS = ['cursor', 'onclick', 'tabindex', 'editable'] as const;
export type ViaSignal = (typeof VIA_SIGNALS)[number];

/**
 * The kinds of container a line can sit in (`in:<kind>"<name>"`), in the
 * order the legend lists them: the engine prints only these (`frame` is an
 * iframe whose document is inlined), and the legend reads them from here.
 */
export const CONTAINER_KINDS = [
  'dialog',
  'form',
  'search',
  'section',
  'nav',
  'table',
  'grid',
  'list',
  'main',
  'header',
  'footer',
  'aside',
  'menu',
  'toolbar',
  'tablist',
  'tree',
  'frame',
] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

/** A container a line sits in: `in:<kind>"<name>"`. */
export interface ContainerRef {
  kind: string;
  name: string;
}

/**
 * A container of the page (dialog, form, nav, table, list, main, ...). Only
 * a capture carries the outline; a parsed golden knows each line's
 * innermost container (`in:`) and nothing above it.
 */
export interface Container extends ContainerRef {
  /** Index of the enclosing container in `CapturedSnapshot.containers`, if any. */
  parent?: number;
}

/** The fields of a line, captured or parsed: everything a line prints. */
export interface SnapshotLine {
  /** `e<N>`, stable per element within one document; absent in goldens and in captures without refs. */
  ref?: string;
  role: string;
  name: string;
  /** What the line's selector names (see {@link KeyKind}). */
  key: string;
  keyKind: KeyKind;
  /** Ref-bearing elements in the whole page with the same key. */
  count: number;
  /** 1-based position among them, in document order. */
  index: number;
  testId?: string;
  /** The stable id, recorded only when there is no test id (it is then the key). */
  id?: string;
  value?: string;
  placeholder?: string;
  /** In {@link FLAG_ORDER}. */
  flags: Flag[];
  /** Heading level, printed as the first flag `level=N`. */
  level?: number;
  /** Row anchor: the text beside the control in the same row. */
  row?: string;
  /**
   * The innermost container as it prints (`in:<kind>"<name>"`). On a
   * capture it is the kind and name of `containers[container]`, kept on the
   * line for every reader that reads parsed and captured lines alike; the
   * wire leaves it out and the receiver puts it back (wire.ts).
   */
  in?: ContainerRef;
  icon?: string;
  via?: ViaSignal;
  /**
   * The accessible description (`desc:"…"`, an extension of seed 000's
   * grammar printed after every seed marker): a field's hint or error.
   */
  description?: string;
}

/** A line the engine captured: also where it sits in the outline. */
export interface CapturedNode extends SnapshotLine {
  /** Index of the innermost container in `CapturedSnapshot.containers`. */
  container?: number;
}

/** A line read back from text: what it prints, and no outline. */
export interface ParsedNode extends SnapshotLine {
  container?: undefined;
}

/** A line of either: what the printers and every later step read. */
export type SnapshotNode = CapturedNode | ParsedNode;

/**
 * What a reading line holds (the `read` level): a run of text (`text`), a
 * list item's text (`listitem`), a table row's cells in column order, joined
 * by ` | ` (`row`; `columns` for a row of column headers), a table's or a
 * figure's caption (`caption`).
 */
export const TEXT_KINDS = ['text', 'listitem', 'row', 'columns', 'caption'] as const;
export type TextKind = (typeof TEXT_KINDS)[number];

/**
 * A line of the page's text, printed only at the `read` level, in reading
 * order among the element lines: `text "…"`. It carries no ref, no key and no
 * count; a step never acts on it. Its text is folded as names are and cut at
 * {@link MAX_READ_TEXT} characters, `more` saying how many were left out.
 */
export interface TextLine {
  kind: TextKind;
  text: string;
  /** Characters cut from the end (`more:N`). */
  more?: number;
  /** The line prints before `nodes[after]` (after every node when it is `nodes.length`). */
  after: number;
  /** Index of the innermost container in `CapturedSnapshot.containers` (captures only). */
  container?: number;
}

/** What the engine reads of the page itself. */
export interface PageHeader {
  title: string;
  url: string;
  /** Printed only by the `full` level; text without `engine:` reads back as `dom`. */
  engine: EngineName;
}

export interface SnapshotHeader extends PageHeader {
  /**
   * Whether the page had settled, said by whoever waited for it (a door, the
   * command): the engine, which reads the DOM as it stands, cannot know.
   * False while requests are in flight (`loading(Network N)`). Absent when
   * no one waited (a capture of a document as it is): it prints `settled`.
   */
  settled?: boolean;
  /**
   * Requests in flight (`loading(Network N)`): present exactly when `settled`
   * is false, so that the header reads back to the same model.
   */
  network?: number;
}

/** A header read back from text: its page line always says `settled` or `loading(Network N)`. */
export interface ParsedHeader extends SnapshotHeader {
  settled: boolean;
}

/** What the engine returns: lines with refs and the container outline. */
export interface CapturedSnapshot {
  header: SnapshotHeader;
  nodes: CapturedNode[];
  /** The container outline, outermost first. */
  containers: Container[];
  /** The page's text, when the capture was asked to read it. */
  texts?: TextLine[];
  /** Flags this engine cannot see, so never prints (`offscreen` without layout: jsdom, happy-dom); a golden's are not held against it. */
  unobserved?: Flag[];
}

/** A snapshot read back from v2 text (a golden, a printed snapshot): no outline, each line's `in:` only. */
export interface ParsedSnapshot {
  header: ParsedHeader;
  nodes: ParsedNode[];
  containers?: undefined;
  /** The text lines of a `read` level text. */
  texts?: TextLine[];
}

/** A captured or a parsed snapshot, read alike: what the printers, steps, diff and receipts take. */
export interface Snapshot {
  header: SnapshotHeader;
  nodes: SnapshotNode[];
  /** The container outline, outermost first (captures only). */
  containers?: Container[];
  /** The page's text, in a capture that read it or a `read` level text. */
  texts?: TextLine[];
  /** Flags the engine that read it cannot see (captures only). */
  unobserved?: Flag[];
}

/**
 * The header once someone has waited for the page: `settled`, or
 * `loading(Network N)` with the requests still in flight. Fields in one
 * order, the order the command's `--json` has always shown.
 */
export function settleHeader(header: PageHeader, settled: boolean, inFlight: number): SnapshotHeader {
  const { title, url, engine } = header;
  return settled ? { title, url, settled, engine } : { title, url, settled, engine, network: Math.max(0, inFlight) };
}

/** Detail levels of the notation; `read` is `compact` with the page's text lines in reading order. */
export type Detail = 'compact' | 'full' | 'regions' | 'v1' | 'read';
export const DETAILS: readonly Detail[] = ['compact', 'full', 'regions', 'v1', 'read'];
