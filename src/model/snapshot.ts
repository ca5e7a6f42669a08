/**
 * The snapshot model: the plain JSON that the engine returns and every later
 * step (format, parse, diff, steps) reads. It holds no DOM objects, so it
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
export const CONTAINER_KINDS = ['dialog', 'form', 'search', 'section', 'nav', 'table', 'grid', 'list', 'main', 'header', 'footer', 'aside', 'menu', 'toolbar', 'tablist', 'tree', 'frame'] as const;
export type ContainerKind = (typeof CONTAINER_KINDS)[number];

/** A container a line sits in: `in:<kind>"<name>"`. */
export interface ContainerRef {
  kind: string;
  name: string;
}

/**
 * A container of the page (dialog, form, nav, table, list, main, ...). Only
 * engine output carries the outline; a parsed golden knows each line's
 * innermost container (`in:`) and nothing above it.
 */
export interface Container extends ContainerRef {
  /** Index of the enclosing container in `Snapshot.containers`, if any. */
  parent?: number;
}

/** One line: an element that earns a ref. */
export interface SnapshotNode {
  /** `e<N>`, stable per element within one document; absent in goldens. */
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
   * The innermost container, as a plain `{ kind, name }` (not the
   * `Container` with its `parent`: that link lives in `Snapshot.containers`).
   */
  in?: ContainerRef;
  /** Index of the innermost container in `Snapshot.containers` (engine output only). */
  container?: number;
  icon?: string;
  via?: ViaSignal;
  /**
   * The accessible description (`desc:"…"`, an extension of seed 000's
   * grammar printed after every seed marker): a field's hint or error.
   */
  description?: string;
}

export interface SnapshotHeader {
  title: string;
  url: string;
  /** False while requests are in flight (`loading(Network N)`). */
  settled: boolean;
  /**
   * Requests in flight (`loading(Network N)`): present exactly when `settled`
   * is false, so that the header reads back to the same model.
   */
  network?: number;
  /** Printed only by the `full` level; text without `engine:` reads back as `dom`. */
  engine: EngineName;
}

export interface Snapshot {
  header: SnapshotHeader;
  nodes: SnapshotNode[];
  /** The container outline, outermost first (engine output only). */
  containers?: Container[];
}

/** Detail levels of the notation. */
export type Detail = 'compact' | 'full' | 'regions' | 'v1';
export const DETAILS: readonly Detail[] = ['compact', 'full', 'regions', 'v1'];
