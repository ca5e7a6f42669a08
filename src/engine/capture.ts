/**
 * `capture(root)`: the snapshot model of a document or of one element's
 * subtree. Counts (`x<count>`) are always over the whole page, so a scoped
 * capture still walks the whole document and keeps only the lines in scope.
 */
import type { CapturedNode, CapturedSnapshot, Container, EngineName, Flag, KeyKind, PageHeader, TextLine } from '../model/snapshot.js';
import type { PageKeys } from '../model/wire.js';
import { foldText } from '../model/text.js';
import { ScopeError } from '../model/scope.js';
import { EngineContext } from './context.js';
import { DOCUMENT_NODE, attr, beginAttributeCache, endAttributeCache, tagOf } from './dom.js';
import { findIcon } from './icons.js';
import { isStableId } from './keys.js';
import { computeDescription } from './description.js';
import { computeKey, countKeys } from '../model/tokens.js';
import { isOffscreen } from './layout.js';
import { issueRefs } from './refs.js';
import { RowAnchors } from './rows.js';
import { readFlags, readLevel, readPlaceholder, readValue } from './state.js';
import { isJsdom } from './style.js';
import { walkDocument, type Found } from './walk.js';
import { readTexts, type ReadingGuide } from './reading.js';

export interface CaptureOptions {
  /** A CSS selector: only lines inside the element it matches are kept. */
  scope?: string;
  /** Attributes that carry a test id, first present wins. Default `['data-testid']`. */
  testIdAttributes?: string[];
  /** Issue refs (default true). A check that only counts must not spend numbers. */
  refs?: boolean;
  /**
   * Read the page's text too: `true` as the `read` level prints it; `whole`
   * as `find` searches it (texts uncut, a sentence with its links' words).
   */
  text?: boolean | 'whole';
}

const DEFAULT_TEST_ID_ATTRIBUTES = ['data-testid'];

/** Form fields draw no picture of their own: no icon to look for. */
const FIELD_TAGS = new Set(['input', 'select', 'textarea']);

/** The snapshot model of `root` (a Document, or an Element as the scope). */
export function capture(root: Document | Element, options: CaptureOptions = {}): CapturedSnapshot {
  return captureWithKeys(root, options).model;
}

/**
 * The model of `root`, and for a scoped capture every line's key over the
 * whole page with where the model's lines sit among them: what the receiver
 * of a page's snapshot recounts `x<count>` and `[<index>]` from (wire.ts).
 */
export function captureWithKeys(root: Document | Element, options: CaptureOptions = {}): { model: CapturedSnapshot; page?: PageKeys } {
  const doc = root.nodeType === DOCUMENT_NODE ? (root as Document) : (root as Element).ownerDocument;
  const scope = resolveScope(root, options.scope);
  return withContext(doc, (ctx) => {
    const { model, found, nodes } = captureDocument(doc, ctx, scope, options);
    if (!scope) return { model };
    const at = found.flatMap((f, i) => (f.inScope ? [i] : []));
    return { model, page: { keys: nodes.map((n): [KeyKind, string] => [n.keyKind, n.key]), at } };
  });
}

/** Every line of the whole document with its element: what ref resolution counts. */
export function captureLines(doc: Document, options: CaptureOptions): { element: Element; node: CapturedNode }[] {
  return withContext(doc, (ctx) => {
    const { found, nodes } = captureDocument(doc, ctx, null, { ...options, refs: false });
    return nodes.map((node, i) => ({ element: found[i].element, node }));
  });
}

/** One capture's context, its attribute cache open while `fn` runs. */
function withContext<T>(doc: Document, fn: (ctx: EngineContext) => T): T {
  const ctx = new EngineContext(doc);
  beginAttributeCache(ctx.records);
  try {
    return fn(ctx);
  } finally {
    endAttributeCache();
  }
}

/** The model, and every line of the whole page beside the element it describes (`nodes[i]` is `found[i]`'s). */
function captureDocument(
  doc: Document,
  ctx: EngineContext,
  scope: Element | null,
  options: CaptureOptions,
): { model: CapturedSnapshot; found: Found[]; nodes: CapturedNode[] } {
  const { found, containers, texts, textsByParent, labels, containerOf } = walkDocument(doc, ctx, scope);
  ctx.provideLabels(labels);
  const rows = new RowAnchors(texts, textsByParent);
  const testIds = options.testIdAttributes ?? DEFAULT_TEST_ID_ATTRIBUTES;
  const describing: Describing = { rows, testIds, containers, focused: deepActiveElement(doc) };
  const nodes: CapturedNode[] = [];
  for (let i = 0; i < found.length; i++) nodes.push(describe(found[i], ctx, describing));
  countKeys(nodes);
  const kept = nodes.filter((_, i) => found[i].inScope);
  if (options.refs !== false) issueRefs(doc, found, nodes, testIds);
  // No `settled`: the engine reads the DOM as it stands; whoever waited for the page says whether it had settled.
  const header: PageHeader = { title: foldText(doc.title ?? ''), url: foldText(doc.URL ?? ''), engine: engineOf(doc) };
  const reading = options.text ? readPage(doc, ctx, scope, found, containerOf, options.text === 'whole') : undefined;
  const pruned = pruneContainers(kept, containers, reading);
  const model: CapturedSnapshot = { header, nodes: pruned.nodes, containers: pruned.containers };
  if (reading) model.texts = reading;
  // Without layout there are no boxes to be off screen: a golden written where there were holds that flag unanswered.
  if (!ctx.styles.hasLayout) model.unobserved = ['offscreen'];
  return { model, found, nodes };
}

/** The text lines of the page or of the scope, placed among the lines kept. */
function readPage(doc: Document, ctx: EngineContext, scope: Element | null, found: Found[], containerOf: Map<Element, number>, whole: boolean): TextLine[] {
  const guide: ReadingGuide = { lineOf: new Map(), lines: [], ownWords: new Set(), controls: new Set(), containerOf };
  for (const f of found) {
    if (!f.inScope) continue;
    guide.lineOf.set(f.element, guide.lines.push(f.element) - 1);
    if (f.kind === 'control' || f.kind === 'sweep') guide.controls.add(f.element);
    else guide.ownWords.add(f.element);
  }
  const root = scope ?? doc.documentElement;
  if (!root) return [];
  // A scope inside a container reads with it as its container, as its lines do.
  let container: number | undefined;
  for (let up: Element | null = scope?.parentElement ?? null; up && container === undefined; up = up.parentElement) container = containerOf.get(up);
  return readTexts(root, ctx, guide, { container, limit: whole ? Infinity : undefined, controlWords: whole });
}

function resolveScope(root: Document | Element, selector: string | undefined): Element | null {
  if (selector === undefined) return root.nodeType === DOCUMENT_NODE ? null : (root as Element);
  let match: Element | null;
  try {
    match = root.querySelector(selector);
  } catch {
    throw new ScopeError('invalid', selector);
  }
  if (!match) throw new ScopeError('unmatched', selector);
  return match;
}

interface Describing {
  rows: RowAnchors;
  testIds: string[];
  containers: Container[];
  focused: Element | null;
}

// Never written to. Not frozen: the lists of words it stands in for are not,
// and one array shape at the reads of both keeps them simple.
const NO_WORDS: readonly string[] = [];
const NO_FLAGS: Flag[] = [];

/** Everything a line says about its element. */
function describe(f: Found, ctx: EngineContext, d: Describing): CapturedNode {
  const el = f.element;
  const role = f.role;
  const words = f.words ?? NO_WORDS;
  // `flags` is set below; it stands here to keep the model's field order.
  const node: CapturedNode = { role: lineRole(f), name: nameOfLine(f, ctx, words), key: '', keyKind: 'text', count: 1, index: 1, flags: NO_FLAGS };
  const testId = readTestId(el, d.testIds);
  if (testId !== undefined) node.testId = testId;
  else {
    const id = attr(el, 'id');
    if (id && isStableId(id)) node.id = id;
  }
  const { key, keyKind } = computeKey(node);
  node.key = key;
  node.keyKind = keyKind;
  setIfPresent(node, 'value', readValue(el, role));
  setIfPresent(node, 'placeholder', readPlaceholder(el, role));
  if (role === 'heading') node.level = readLevel(el);
  const offscreen = ctx.styles.hasLayout && isOffscreen(el, f.clip);
  node.flags = readFlags(el, role, { disabledAbove: f.disabledAbove, focused: el === d.focused, offscreen });
  const interactive = f.kind === 'control' || f.kind === 'sweep';
  if (interactive && f.row) setIfPresent(node, 'row', d.rows.anchorOf(f.row));
  if (f.container !== undefined) {
    const { kind, name } = d.containers[f.container];
    node.in = { kind, name };
    node.container = f.container;
  }
  if (interactive && !words.length && !FIELD_TAGS.has(tagOf(el))) setIfPresent(node, 'icon', findIcon(el, ctx));
  if (f.via) node.via = f.via;
  const description = computeDescription(el, node.name, ctx);
  if (description) node.description = description;
  return node;
}

/** Sweep finds print as `clickable`, frames not entered as `iframe`. */
function lineRole(f: Found): string {
  return f.kind === 'sweep' ? 'clickable' : f.kind === 'frame' ? 'iframe' : f.role;
}

/** The accessible name; sweep finds and toasts have none, and print their words. */
function nameOfLine(f: Found, ctx: EngineContext, words: readonly string[]): string {
  if (f.kind === 'frame') return foldText(attr(f.element, 'title') || attr(f.element, 'name') || '');
  const name = foldText(ctx.nameOf(f.element));
  if (name || (f.kind !== 'sweep' && f.kind !== 'live')) return name;
  return foldText(words.join(' '));
}

function readTestId(el: Element, attributes: string[]): string | undefined {
  for (let i = 0; i < attributes.length; i++) {
    const raw = attr(el, attributes[i]);
    const value = raw === null ? '' : foldText(raw);
    if (value) return value; // a blank test id names nothing
  }
  return undefined;
}

function setIfPresent<K extends 'value' | 'placeholder' | 'row' | 'icon'>(node: CapturedNode, key: K, value: string | undefined): void {
  if (value === undefined) return;
  const folded = key === 'icon' ? value : foldText(value);
  if (folded) node[key] = folded as CapturedNode[K];
}

/** Keeps the containers that hold a kept line or text line (and their ancestors), renumbered. */
function pruneContainers(nodes: CapturedNode[], containers: Container[], texts: TextLine[] = []): { nodes: CapturedNode[]; containers: Container[] } {
  const used = new Set<number>();
  // Two loops, no merged copy: a capture without text (most of them) pays nothing for this.
  for (const lines of [nodes, texts]) {
    for (let i = 0; i < lines.length; i++) {
      for (let c = lines[i].container; c !== undefined && !used.has(c); c = containers[c].parent) used.add(c);
    }
  }
  const renumber = new Map<number, number>();
  const kept: Container[] = [];
  containers.forEach((container, i) => {
    if (!used.has(i)) return;
    renumber.set(i, kept.length);
    const copy: Container = { kind: container.kind, name: container.name };
    if (container.parent !== undefined) copy.parent = renumber.get(container.parent);
    kept.push(copy);
  });
  for (const lines of [nodes, texts]) {
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      if (line.container !== undefined) line.container = renumber.get(line.container);
    }
  }
  return { nodes, containers: kept };
}

/** The focused element, looking into shadow roots. */
function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

function engineOf(doc: Document): EngineName {
  if (isJsdom(doc)) return 'jsdom';
  return /Chrom(?:e|ium)\//.test(doc.defaultView?.navigator?.userAgent ?? '') ? 'chromium' : 'dom';
}
