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
import { ELEMENT_NODE, TEXT_NODE, flatChildren, attr, hasAttr, hasNoAttributes, shadowRootOf, tagOf, HTML_NS, SVG_NS } from './dom.js';
import { isLigatureIcon, withoutIconGlyphs } from './icons.js';
import { CONTAINER_KIND_OF_ROLE, CONTENT_ROLES, CONTROL_ROLES, LIVE_ROLES, ROW_ROLES } from './roles.js';
import { disablesDescendants, isFirstLegend } from './state.js';
import { foldText } from '../model/text.js';
import type { ElementStyle } from './style.js';
import { clipOf, intersect, type Box } from './layout.js';
import { readFrameDocument } from './srcdoc.js';

export type LineKind = 'control' | 'content' | 'live' | 'sweep' | 'frame';

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
}

/** What a parent hands down to its children; shared by all of them. */
interface Frame {
  container?: number;
  row?: Element;
  disabled: boolean;
  /** Inside a control or a sweep find: the sweep keeps only the topmost. */
  claimed: boolean;
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
   * Every `<label for>` of the walked documents, hidden ones included (a
   * hidden label still names its control), in document order per tree.
   */
  labels: Map<Node, Element[]>;
}

/** Walks the document from its root element. `scope` marks the lines to keep. */
export function walkDocument(doc: Document, ctx: EngineContext, scope: Element | null): WalkResult {
  const result: WalkResult = { found: [], containers: [], texts: new Map(), labels: new Map([[doc, []]]) };
  const root = doc.documentElement;
  if (!root) return result;
  // Nodes, their flat-tree parent and the frame that parent hands down,
  // pushed in threes. Most elements hand their own frame on unchanged.
  const stack: Stack = [root, null, { disabled: false, claimed: false, inFrame: false, inScope: !scope, textShows: true, root: doc }];
  while (stack.length) {
    const frame = stack.pop() as Frame;
    const parent = stack.pop() as Element | null;
    const node = stack.pop() as Element | string;
    if (typeof node === 'string') {
      addText(node, frame);
      continue;
    }
    const el = node;
    if (frame.root) ctx.records.of(el).root = frame.root;
    if (ctx.visibility.isSubtreeHidden(el, parent)) {
      collectHiddenLabels(el, result.labels);
      continue;
    }
    if (tagOf(el) === 'label' && hasAttr(el, 'for')) addLabel(el, result.labels);
    const shadow = shadowRootOf(el);
    if (shadow) collectUnslottedLabels(el, result.labels);
    const child = visit(el, parent, shadow, frame, ctx, scope, result, stack);
    if (child) pushChildren(stack, el, !!shadow, child, frame.disabled);
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
  if (tagOf(el) === 'label' && hasAttr(el, 'for')) addLabel(el, labels);
  if (!el.firstElementChild || el.namespaceURI !== HTML_NS) return;
  for (const label of el.getElementsByTagName('label')) if (hasAttr(label, 'for')) addLabel(label, labels);
}

/** A shadow host's light children that no slot takes are not rendered, and not walked. */
function collectUnslottedLabels(host: Element, labels: Map<Node, Element[]>): void {
  for (let c = host.firstElementChild; c; c = c.nextElementSibling) if (!c.assignedSlot) collectHiddenLabels(c, labels);
}


function addText(value: string, frame: Frame): void {
  const text = foldText(withoutIconGlyphs(value));
  if (text) for (const runs of frame.texts!) if (runs.length < MAX_RUNS) runs.push(text);
}

/** More runs than a line can print (200 characters) are never needed. */
const MAX_RUNS = 200;

/** Elements, their parents and frames, and the values of text nodes whose words count. */
type Stack = (Element | string | null | Frame)[];

/** Records the element's line and container; returns its children's frame. */
function visit(el: Element, parent: Element | null, shadow: ShadowRoot | null, frame: Frame, ctx: EngineContext, scope: Element | null, result: WalkResult, stack: Stack): Frame | undefined {
  const inScope = frame.inScope || el === scope;
  const style = ctx.styles.styleOf(el, parent);
  const role = ctx.roleOf(el);
  const visible = style.visibility !== 'hidden' && style.visibility !== 'collapse';
  let container = frame.container;
  const kind = visible ? CONTAINER_KIND_OF_ROLE[role] : undefined;
  if (kind) container = result.containers.push({ kind, name: foldText(ctx.nameOf(el)), parent: frame.container }) - 1;
  const line = visible ? classify(el, role, style, parent, frame, ctx) : undefined;
  if (line?.kind === 'frame' && enterFrame(el, frame, result.containers, result.labels, stack, inScope)) return undefined;
  if (line) {
    result.found.push({ element: el, role: line.role ?? role, kind: line.kind, via: line.via, container, row: frame.row, disabledAbove: frame.disabled, clip: frame.clip, inScope });
    if (line.kind === 'frame') return undefined;
  }
  const isRow = ROW_ROLES.has(role);
  const claims = line?.kind === 'control' || line?.kind === 'sweep';
  // A toast prints its words; headings, images and the like never read theirs.
  const keepsWords = claims || line?.kind === 'live';
  const disabled = frame.disabled || disablesDescendants(el);
  const clip = ctx.styles.hasLayout ? intersect(frame.clip, clipOf(el, style)) : undefined;
  const textShows = visible && !isLigatureIcon(el);
  const root = shadow ?? (tagOf(el) === 'slot' ? undefined : frame.root);
  const changes = container !== frame.container || isRow || keepsWords || disabled !== frame.disabled || clip !== frame.clip || inScope !== frame.inScope || textShows !== frame.textShows || root !== frame.root;
  if (!changes) return frame;
  return {
    container,
    row: isRow ? el : frame.row,
    disabled,
    claimed: frame.claimed || claims,
    inFrame: frame.inFrame,
    inScope,
    clip,
    texts: textsBelow(el, frame, isRow, claims, keepsWords, result.texts),
    textShows,
    root,
  };
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
  if (frame.texts) for (const runs of frame.texts) if (runs !== rowRuns) below.push(runs);
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
function pushChildren(stack: Stack, el: Element, isHost: boolean, frame: Frame, disabledAbove: boolean): void {
  const start = stack.length;
  const withText = !!frame.texts && frame.textShows;
  if (isHost || tagOf(el) === 'slot') {
    const children = flatChildren(el) ?? [];
    for (let i = children.length - 1; i >= 0; i--) pushChild(stack, children[i], el, frame, withText);
  } else if (withText) {
    for (let c = el.lastChild; c; c = c.previousSibling) pushChild(stack, c, el, frame, true);
  } else {
    for (let c = el.lastElementChild; c; c = c.previousElementSibling) stack.push(c, el, frame);
  }
  // A disabled fieldset spares its first legend (HTML §4.10.15).
  if (tagOf(el) === 'fieldset' && frame.disabled && !disabledAbove) {
    for (let i = start; i < stack.length; i += 3) {
      if (typeof stack[i] !== 'string' && isFirstLegend(stack[i] as Element)) stack[i + 2] = { ...frame, disabled: false };
    }
  }
}

/**
 * An element child, or a text child's value when `withText`; other nodes
 * are not walked, nor is text that folds to nothing (the line breaks
 * between a table's cells: a good share of the text nodes of a page).
 */
function pushChild(stack: Stack, child: Node, parent: Element, frame: Frame, withText: boolean): void {
  const type = child.nodeType;
  if (type === ELEMENT_NODE) stack.push(child as Element, parent, frame);
  else if (withText && type === TEXT_NODE) {
    const data = (child as Text).data;
    if (NOT_BLANK.test(data)) stack.push(data, parent, frame);
  }
}

/** Anything but the ASCII whitespace that {@link foldText} removes. */
const NOT_BLANK = /[^\t\n\f\r ]/;

/** Which kind of line an element earns, if any, and its role when the line's is not the element's. */
function classify(el: Element, role: string, style: ElementStyle, parent: Element | null, frame: Frame, ctx: EngineContext): { kind: LineKind; via?: ViaSignal; role?: string } | undefined {
  const tag = tagOf(el);
  if (tag === 'iframe' || tag === 'frame') return { kind: 'frame' };
  if (CONTROL_ROLES.has(role)) return { kind: 'control' };
  if (CONTENT_ROLES.has(role)) return isIconPicture(el, role, frame, ctx) ? undefined : { kind: 'content' };
  if (LIVE_ROLES.has(role)) return { kind: 'live' };
  if (frame.claimed) return undefined;
  if (tag === 'svg' && isBareSvg(el, role, parent)) return { kind: 'content', role: 'img' };
  const via = sweepSignal(el, style, parent, ctx);
  return via ? { kind: 'sweep', via } : undefined;
}

/**
 * An unnamed image inside a control or a sweep find (`<img>` without `alt`,
 * `role="img"` with no name): the control's picture, which its `icon:`
 * shows, not a line of its own, as for an unnamed `<svg>` in the same place
 * (docs/decisions.md, "Row twins, close candidates, pictures inside
 * controls"). A named image keeps its line wherever it is.
 */
function isIconPicture(el: Element, role: string, frame: Frame, ctx: EngineContext): boolean {
  return role === 'img' && frame.claimed && foldText(ctx.nameOf(el)) === '';
}

/**
 * An outermost `<svg>` with no name and no role of its own, outside any
 * control: a picture without a text alternative, which Chromium exposes as
 * an unnamed image, as it does `<img>` without `alt` (docs/decisions.md,
 * "Unnamed SVG"). Inside a control its picture is the control's (its
 * `icon:`); an SVG holding `<text>` reads as that text.
 */
function isBareSvg(el: Element, role: string, parent: Element | null): boolean {
  if (role !== 'generic' || el.namespaceURI !== SVG_NS || parent?.namespaceURI === SVG_NS) return false;
  return !hasAttr(el, 'role') && !el.getElementsByTagName('text').length;
}

const NEVER_SWEPT = new Set(['html', 'body', 'label', 'option', 'optgroup']);

/**
 * The sweep (seed 002): an element with no line of its own that behaves
 * clickable. A `cursor: pointer` counts only where the parent's cursor is
 * not already pointer: an inherited cursor proves nothing.
 */
function sweepSignal(el: Element, style: ElementStyle, parent: Element | null, ctx: EngineContext): ViaSignal | undefined {
  if (NEVER_SWEPT.has(tagOf(el))) return undefined;
  if (style.cursor === 'pointer' && (!parent || ctx.styles.styleOf(parent).cursor !== 'pointer')) return 'cursor';
  if (hasNoAttributes(el)) return undefined;
  if (hasAttr(el, 'onclick')) return 'onclick';
  const tabindex = attr(el, 'tabindex');
  if (tabindex !== null && Number.parseInt(tabindex, 10) >= 0) return 'tabindex';
  const editable = attr(el, 'contenteditable');
  if (editable !== null && editable !== 'false') return 'editable';
  return undefined;
}

/**
 * Same-origin frames are inlined one level deep, their lines inside a
 * `frame` container; a frame whose document cannot be read (cross-origin),
 * or one inside a frame, stays a single line.
 */
function enterFrame(el: Element, frame: Frame, containers: Container[], labels: Map<Node, Element[]>, stack: Stack, inScope: boolean): boolean {
  if (frame.inFrame) return false;
  const inner = readFrameDocument(el as HTMLIFrameElement);
  if (!inner?.documentElement) return false;
  const name = foldText(attr(el, 'title') || attr(el, 'name') || inner.title || '');
  labels.set(inner, []);
  const container = containers.push({ kind: 'frame', name, parent: frame.container }) - 1;
  stack.push(inner.documentElement, null, { container, disabled: false, claimed: false, inFrame: true, inScope, textShows: true, root: inner });
  return true;
}
