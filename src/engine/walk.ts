/**
 * The one walk over the flat tree: decides which elements earn a line
 * (NOTATION.md), and notes for each the context only a walk knows: its
 * container, its row, inherited `disabled`, and its clip rectangle. Inside
 * rows and lines it also reads the text, so that row anchors and the words
 * on a control cost no second pass.
 *
 * Iterative, with an explicit stack: a page nested 10,000 deep must not
 * overflow the call stack. Each element's style is read once, through the
 * capture's style reader.
 */
import type { Container, ViaSignal } from '../model/snapshot.js';
import type { EngineContext } from './context.js';
import { ELEMENT_NODE, TEXT_NODE, flatChildren, attr, hasAttr, readRecord, shadowRootOf, tagOf, HTML_NS } from './dom.js';
import type { ElementRecord, ElementRecords } from './records.js';
import { isLigatureIcon, withoutIconGlyphs } from './icons.js';
import { CONTAINER_KIND_OF_ROLE, PICTURE_HOLDING_ROLES, ROW_ROLES } from './roles.js';
import { disablesDescendants, isFirstLegend } from './state.js';
import { foldText } from '../model/text.js';
import { clipOf, intersect, type Box } from './layout.js';
import { readFrameDocument } from './srcdoc.js';
import { classify, hasInertRole, type LineKind } from './line-kind.js';

export type { LineKind } from './line-kind.js';

/** An element that earns a line, with what the walk knew about it. */
export interface Found {
  element: Element;
  role: string;
  kind: LineKind;
  via?: ViaSignal;
  container?: number;
  row?: Element;
  disabledAbove: boolean;
  /** The visible area its box must meet (layout engines only). */
  clip?: Box;
  inScope: boolean;
  /** The visible text runs under a line that reads its words (see {@link WalkResult.texts}). */
  words: string[] | undefined;
}

/** What a parent hands down to its children; shared by all of them. */
interface Frame {
  container?: number;
  row?: Element;
  disabled: boolean;
  /** Inside a control or a sweep find: the sweep keeps only the topmost. */
  claimed: boolean;
  /** Inside a control whose name comes from its content (PICTURE_HOLDING_ROLES): a picture there is part of it. */
  inControl: boolean;
  /** Inside an inlined iframe: frames are entered one level deep. */
  inFrame: boolean;
  inScope: boolean;
  clip?: Box;
  /** Where this element's visible text goes: its row's and its lines' runs. */
  texts?: string[][];
  /** False under `visibility:hidden` or in an icon-font ligature: text there is not words. */
  textShows: boolean;
  /**
   * The document or shadow root the children belong to, so that the style
   * reader need not look it up per element; unknown under a slot, whose
   * children may come from the host's tree.
   */
  root: Node | undefined;
  /** The children are a shadow root's or a slot's, not the parent's DOM children. */
  redirected: boolean;
}

export interface WalkResult {
  found: Found[];
  containers: Container[];
  /**
   * The visible text runs under each row (outside its controls and nested
   * rows) and under each line's element, in document order, folded.
   */
  texts: Map<Element, string[]>;
  /**
   * The elements `texts` holds, by DOM parent, in order, where the walk
   * reached them as their parent's DOM children: a row's siblings without
   * asking the DOM for them.
   */
  textsByParent: Map<Element, Element[]>;
  /**
   * Every `<label for>` of the walked documents, hidden ones included (a
   * hidden label still names its control), in document order per tree.
   */
  labels: Map<Node, Element[]>;
  /** Each container element, to its index in `containers`. */
  containerOf: Map<Element, number>;
}

/** Walks the document from its root element. `scope` marks the lines to keep. */
export function walkDocument(doc: Document, ctx: EngineContext, scope: Element | null): WalkResult {
  const result: WalkResult = {
    found: [],
    containers: [],
    texts: new Map(),
    textsByParent: new Map(),
    labels: new Map([[doc, []]]),
    containerOf: new Map(),
  };
  const root = doc.documentElement;
  if (!root) return result;
  const records = ctx.records;
  // Elements' records (made as they are pushed), their flat-tree parent's
  // and the frame that parent hands down, pushed in threes; or the value of
  // a text node in place of the first. Most elements hand their own frame
  // on unchanged.
  const stack: Stack = [records.of(root), null, newFrame(undefined, undefined, false, false, false, false, !scope, undefined, undefined, true, doc, false)];
  while (stack.length) {
    const frame = stack.pop() as Frame;
    const up = stack.pop() as ElementRecord | null;
    const node = stack.pop() as ElementRecord | string;
    if (typeof node === 'string') {
      addText(node, frame);
      continue;
    }
    // Every question below is asked of this record, or of the parent's: its
    // tag and attribute names are read once, here.
    const record = node;
    const el = record.element;
    readRecord(record);
    if (frame.root) record.root = frame.root;
    if (!frame.redirected) record.parent = up && up.element;
    if (ctx.visibility.isSubtreeHiddenUnder(el, record, up)) {
      collectHiddenLabels(el, result.labels);
      continue;
    }
    const tag = record.tag!;
    if (tag === 'label' && record.names!.includes('for')) addLabel(el, result.labels);
    const shadow = shadowRootOf(el, tag);
    if (shadow) collectUnslottedLabels(el, result.labels);
    const child = visit(el, record, up, shadow, frame, ctx, scope, result, stack);
    if (child) pushChildren(stack, records, el, record, !!shadow, child, frame.disabled);
  }
  return result;
}

function addLabel(label: Element, labels: Map<Node, Element[]>): void {
  const tree = label.getRootNode();
  const list = labels.get(tree);
  if (list) list.push(label);
  else labels.set(tree, [label]);
}

/** Labels inside a subtree the walk skips: hidden, they still name controls. */
function collectHiddenLabels(el: Element, labels: Map<Node, Element[]>): void {
  const tag = tagOf(el);
  if (tag === 'label' && hasAttr(el, 'for')) addLabel(el, labels);
  // A hidden icon (an `<svg aria-hidden>`) is the usual case: its namespace answers first.
  if (tag === 'svg' && el.namespaceURI !== HTML_NS) return;
  if (!el.firstElementChild || el.namespaceURI !== HTML_NS) return;
  for (const label of el.getElementsByTagName('label')) if (hasAttr(label, 'for')) addLabel(label, labels);
}

/** A shadow host's light children that no slot takes are not rendered, and not walked. */
function collectUnslottedLabels(host: Element, labels: Map<Node, Element[]>): void {
  for (let c = host.firstElementChild; c; c = c.nextElementSibling) if (!c.assignedSlot) collectHiddenLabels(c, labels);
}

function addText(value: string, frame: Frame): void {
  const text = foldText(withoutIconGlyphs(value));
  if (!text) return;
  // Indexed loops here and on the engine's other per-element paths: until
  // the optimising compiler takes a function over (never, for much of a
  // first capture), `for...of` allocates an iterator result per step.
  const lists = frame.texts!;
  for (let i = 0; i < lists.length; i++) if (lists[i].length < MAX_RUNS) lists[i].push(text);
}

/** More runs than a line can print (200 characters) are never needed. */
const MAX_RUNS = 200;

/** Elements' records, their parents' and frames, and the values of text nodes whose words count. */
type Stack = (string | ElementRecord | null | Frame)[];

/** Records the element's line and container; returns its children's frame. `up` is the flat-tree parent's record. */
function visit(
  el: Element,
  record: ElementRecord,
  up: ElementRecord | null,
  shadow: ShadowRoot | null,
  frame: Frame,
  ctx: EngineContext,
  scope: Element | null,
  result: WalkResult,
  stack: Stack,
): Frame | undefined {
  const inScope = frame.inScope || el === scope;
  const style = record.style ?? ctx.styles.styleIn(el, record, up);
  // Left uncomputed where it cannot matter here; asked for again if the element earns a line.
  const inert = hasInertRole(record);
  const role = inert ? 'generic' : ctx.roleOf(el);
  const visible = style.visibility !== 'hidden' && style.visibility !== 'collapse';
  let container = frame.container;
  const kind = visible ? CONTAINER_KIND_OF_ROLE[role] : undefined;
  if (kind) {
    container = result.containers.push({ kind, name: foldText(ctx.nameOf(el)), parent: frame.container }) - 1;
    result.containerOf.set(el, container);
  }
  const line = visible ? classify(el, record, role, style, up, frame.claimed, frame.inControl, ctx) : undefined;
  if (line?.kind === 'frame' && enterFrame(el, frame, result.containers, result.labels, stack, ctx.records, inScope)) return undefined;
  let entry: Found | undefined;
  if (line) {
    entry = {
      element: el,
      role: line.role ?? (inert ? ctx.roleOf(el) : role),
      kind: line.kind,
      via: line.via,
      container,
      row: frame.row,
      disabledAbove: frame.disabled,
      clip: frame.clip,
      inScope,
      words: undefined,
    };
    result.found.push(entry);
    if (line.kind === 'frame') return undefined;
  }
  const isRow = ROW_ROLES.has(role);
  const claims = line?.kind === 'control' || line?.kind === 'sweep';
  const inControl = frame.inControl || (line?.kind === 'control' && PICTURE_HOLDING_ROLES.has(entry!.role));
  // A toast prints its words; headings, images and the like never read theirs.
  const keepsWords = claims || line?.kind === 'live';
  // Both read attributes: an element without those they read (most of a page) is spared the asking.
  const names = record.names!;
  const disabled = frame.disabled || ((record.tag === 'fieldset' || names.includes('aria-disabled')) && disablesDescendants(el));
  const clip = ctx.styles.hasLayout ? intersect(frame.clip, clipOf(el, style)) : undefined;
  const textShows = visible && (!names.includes('class') || !isLigatureIcon(el));
  const isSlot = record.tag === 'slot';
  const root = shadow ?? (isSlot ? undefined : frame.root);
  const redirected = !!shadow || isSlot;
  const changes =
    container !== frame.container ||
    isRow ||
    keepsWords ||
    disabled !== frame.disabled ||
    clip !== frame.clip ||
    inScope !== frame.inScope ||
    textShows !== frame.textShows ||
    root !== frame.root ||
    redirected !== frame.redirected;
  // A control keeps its words, so `inControl` changes only where the frame does already.
  if (!changes) return frame;
  const texts = textsBelow(el, frame, isRow, claims, keepsWords, result.texts);
  // A line's own runs come last.
  if (entry && keepsWords) entry.words = texts![texts!.length - 1];
  if ((isRow || keepsWords) && record.parent) {
    const siblings = result.textsByParent.get(record.parent);
    if (siblings) siblings.push(el);
    else result.textsByParent.set(record.parent, [el]);
  }
  return newFrame(
    container,
    isRow ? el : frame.row,
    disabled,
    frame.claimed || claims,
    inControl,
    frame.inFrame,
    inScope,
    clip,
    texts,
    textShows,
    root,
    redirected,
  );
}

/**
 * Every frame is made here, its fields in one order: the walk reads frames
 * at every element, and objects of one shape keep those reads simple from
 * the first run on.
 */
function newFrame(
  container: number | undefined,
  row: Element | undefined,
  disabled: boolean,
  claimed: boolean,
  inControl: boolean,
  inFrame: boolean,
  inScope: boolean,
  clip: Box | undefined,
  texts: string[][] | undefined,
  textShows: boolean,
  root: Node | undefined,
  redirected: boolean,
): Frame {
  return { container, row, disabled, claimed, inControl, inFrame, inScope, clip, texts, textShows, root, redirected };
}

/**
 * Where the text below an element goes: a row starts its own runs (its
 * parent row no longer sees them), a control or sweep find takes its text
 * away from the row, and every line that reads its words keeps the runs
 * under it.
 */
function textsBelow(el: Element, frame: Frame, isRow: boolean, claims: boolean, keepsWords: boolean, texts: Map<Element, string[]>): string[][] | undefined {
  if (!isRow && !keepsWords) return frame.texts;
  // One array per line element: the parent's lists (less the row's), then its own.
  const rowRuns = (isRow || claims) && frame.row ? texts.get(frame.row) : undefined;
  const below: string[][] = [];
  const above = frame.texts;
  if (above) for (let i = 0; i < above.length; i++) if (above[i] !== rowRuns) below.push(above[i]);
  const own: string[] = [];
  texts.set(el, own);
  below.push(own);
  return below;
}

/**
 * Pushes the children last first, so that they pop in document order: only
 * elements, and the values of text nodes where someone wants the words
 * (each DOM getter crosses jsdom's wrapper layer, so each is read once).
 */
function pushChildren(stack: Stack, records: ElementRecords, el: Element, record: ElementRecord, isHost: boolean, frame: Frame, disabledAbove: boolean): void {
  const start = stack.length;
  const withText = !!frame.texts && frame.textShows;
  const tag = record.tag;
  if (isHost || tag === 'slot') {
    const children = flatChildren(el) ?? [];
    for (let i = children.length - 1; i >= 0; i--) pushChild(stack, records, children[i], record, frame, withText);
  } else if (withText) {
    // A lone text child is kept for the name computation, which would read it again.
    let nodes = 0;
    let text: string | undefined;
    for (let c = el.lastChild; c; c = c.previousSibling, nodes++) text = pushChildNode(stack, records, c, record, frame);
    if (nodes === 1) record.text = text;
  } else {
    // Child nodes rather than element children: jsdom steps to an element
    // sibling through an iterator it allocates at every step, to any
    // sibling by a plain link; a text node costs no DOM call more.
    for (let c = el.lastChild; c; c = c.previousSibling) {
      const tag = (c as Element).localName as string | undefined;
      if (tag === undefined) continue;
      const child = records.of(c as Element);
      child.tag = tag;
      stack.push(child, record, frame);
    }
  }
  // A disabled fieldset spares its first legend (HTML §4.10.15).
  if (tag === 'fieldset' && frame.disabled && !disabledAbove) {
    for (let i = start; i < stack.length; i += 3) {
      if (typeof stack[i] !== 'string' && isFirstLegend((stack[i] as ElementRecord).element)) {
        stack[i + 2] = newFrame(
          frame.container,
          frame.row,
          false,
          frame.claimed,
          frame.inControl,
          frame.inFrame,
          frame.inScope,
          frame.clip,
          frame.texts,
          frame.textShows,
          frame.root,
          frame.redirected,
        );
      }
    }
  }
}

/**
 * An element child, or a text child's value when `withText`; other nodes
 * are not walked, nor is text that folds to nothing (the line breaks
 * between a table's cells: a good share of the text nodes of a page).
 */
function pushChild(stack: Stack, records: ElementRecords, child: Node, parent: ElementRecord, frame: Frame, withText: boolean): void {
  const type = child.nodeType;
  if (type === ELEMENT_NODE) stack.push(records.of(child as Element), parent, frame);
  else if (withText && type === TEXT_NODE) {
    const data = (child as Text).data;
    if (NOT_BLANK.test(data)) stack.push(data, parent, frame);
  }
}

/**
 * {@link pushChild} for a DOM child where text counts. Only elements have a
 * local name: the one DOM call the walk would make of an element anyway
 * tells it apart, and a text node is asked its type only then.
 */
function pushChildNode(stack: Stack, records: ElementRecords, child: Node, parent: ElementRecord, frame: Frame): string | undefined {
  const tag = (child as Element).localName as string | undefined;
  if (tag !== undefined) {
    const record = records.of(child as Element);
    record.tag = tag;
    stack.push(record, parent, frame);
  } else if (child.nodeType === TEXT_NODE) {
    const data = (child as Text).data;
    if (NOT_BLANK.test(data)) stack.push(data, parent, frame);
    return data;
  }
  return undefined;
}

/** Anything but the ASCII whitespace that {@link foldText} removes. */
const NOT_BLANK = /[^\t\n\f\r ]/;

/**
 * Same-origin frames are inlined one level deep, their lines inside a
 * `frame` container; a frame whose document cannot be read (cross-origin),
 * or one inside a frame, stays a single line.
 */
function enterFrame(
  el: Element,
  frame: Frame,
  containers: Container[],
  labels: Map<Node, Element[]>,
  stack: Stack,
  records: ElementRecords,
  inScope: boolean,
): boolean {
  if (frame.inFrame) return false;
  const inner = readFrameDocument(el as HTMLIFrameElement);
  if (!inner?.documentElement) return false;
  const name = foldText(attr(el, 'title') || attr(el, 'name') || inner.title || '');
  labels.set(inner, []);
  const container = containers.push({ kind: 'frame', name, parent: frame.container }) - 1;
  stack.push(
    records.of(inner.documentElement),
    null,
    newFrame(container, undefined, false, false, false, true, inScope, undefined, undefined, true, inner, false),
  );
  return true;
}
