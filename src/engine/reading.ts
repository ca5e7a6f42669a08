/**
 * The page's text as a person reads it (the `read` level): a second walk
 * over the flat tree, after the one that found the lines, that gathers the
 * visible text into reading lines and notes where each falls among the
 * element lines.
 *
 * - A block (any element whose box is a block, a list item, a caption)
 *   starts a line and ends it; text on either side of a nested block makes
 *   two lines, so reading order holds.
 * - A table row is one line, its cells in column order joined by ` | `,
 *   whatever blocks a cell holds; a row of column headers is `columns`.
 * - A control's words print once, on its own line: a block's text is split
 *   around it (the text before, the control's line, the text after), and a
 *   cell that holds one is empty in its row. A label's words are its
 *   control's name. For `find` (`controlWords`), a sentence is read whole,
 *   its links' words in it.
 * - Headings, images, toasts and the like print their words on their own
 *   line: their text is no reading line.
 *
 * Styles and hidden subtrees are the first walk's, cached in the capture's
 * records, so this walk asks the DOM for little more than its text.
 */
import type { TextKind, TextLine } from '../model/snapshot.js';
import { foldReading } from '../model/text.js';
import type { EngineContext } from './context.js';
import { ELEMENT_NODE, TEXT_NODE, attr, flatChildren, tagOf, HTML_NS } from './dom.js';
import { readFrameDocument } from './srcdoc.js';

/** What the first walk found, as the reading walk needs it. */
export interface ReadingGuide {
  /** Each element that has a line, to the index its line has among the lines kept. */
  lineOf: Map<Element, number>;
  /** The elements of the lines kept, in order. */
  lines: Element[];
  /** Elements whose line prints their words (headings, images, toasts): their text is not read again. */
  ownWords: Set<Element>;
  /** Controls and sweep finds: their text counts toward a block, but is not enough for one. */
  controls: Set<Element>;
  /** Container elements, to their index in the outline. */
  containerOf: Map<Element, number>;
}

/** Boxes that start a line of their own; `inline-block` and the like flow inside a line. */
const BLOCK_DISPLAYS = new Set([
  'block',
  'flow-root',
  'list-item',
  'flex',
  'grid',
  'table',
  'table-caption',
  'table-row-group',
  'table-header-group',
  'table-footer-group',
]);

/** Elements whose content is never text to read. */
const UNREAD_TAGS = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'head',
  'title',
  'textarea',
  'select',
  'option',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
  'object',
]);

const ROW_ROLES = new Set(['row']);
const CELL_ROLES = new Set(['cell', 'gridcell', 'columnheader', 'rowheader']);
const HEADER_CELL_TAGS = new Set(['th']);

/** A line being gathered: its runs of raw text, and whether any lies outside a control. */
interface Open {
  kind: TextKind;
  runs: string[];
  own: boolean;
  after: number;
  container: number | undefined;
  /** For a row: its element, its cells' texts so far, and whether every cell is a column header. */
  element?: Element;
  cells?: string[];
  headers?: boolean;
}

/** One entry of the walk's stack: an element to enter, a text to add, or a block to close. */
type Step =
  | {
      type: 'enter';
      node: Element;
      parent: Element | null;
      inControl: boolean;
      muted: boolean;
      shows: boolean;
      container: number | undefined;
      inFrame: boolean;
    }
  | { type: 'text'; data: string; inControl: boolean }
  | { type: 'close'; open: Open }
  | { type: 'cell'; row: Open }
  | { type: 'resume'; open: Open };

/** The reading lines of `root`'s subtree, in reading order, each placed among the element lines. */
export function readTexts(root: Element, ctx: EngineContext, guide: ReadingGuide, options: ReadingOptions = {}): TextLine[] {
  const { container, limit, controlWords = false } = options;
  const out: TextLine[] = [];
  // Lines passed so far: the next text line prints before the line of this index.
  let passed = 0;
  const blocks: Open[] = [];
  const open = (kind: TextKind, where: number | undefined): Open => ({ kind, runs: [], own: false, after: passed, container: where });
  let current = open('text', container);
  const emit = (line: Open): void => {
    if (line.cells) {
      endCell(line, false);
      if (line.cells.some((cell) => cell !== '')) push(out, line.headers ? 'columns' : 'row', line.cells.join(' | '), line, limit);
    } else if (line.own) push(out, line.kind, line.runs.join(''), line, limit);
    line.runs = [];
    line.own = false;
  };
  const stack: Step[] = [{ type: 'enter', node: root, parent: null, inControl: false, muted: false, shows: true, container, inFrame: false }];
  while (stack.length) {
    const step = stack.pop()!;
    if (step.type === 'text') {
      current.runs.push(step.data);
      if (!step.inControl && /[^\t\n\f\r ]/.test(step.data)) current.own = true;
      continue;
    }
    if (step.type === 'cell') {
      if (current === step.row) endCell(current, true);
      continue;
    }
    if (step.type === 'resume') {
      // The text after a control starts after its line.
      if (current === step.open) current.after = passed;
      continue;
    }
    if (step.type === 'close') {
      emit(step.open);
      current = blocks.pop()!;
      // What follows the block in its parent starts a new line, after the lines the block held.
      current.after = passed;
      continue;
    }
    const el = step.node;
    const tag = tagOf(el);
    const line = guide.lineOf.get(el);
    if (line !== undefined) passed = Math.max(passed, line + 1);
    if (UNREAD_TAGS.has(tag) || el.namespaceURI !== HTML_NS || ctx.visibility.isSubtreeHidden(el, step.parent)) {
      // The lines inside (a select's options, a picture's parts) are passed with it.
      while (passed < guide.lines.length && el.contains(guide.lines[passed])) passed++;
      continue;
    }
    const style = ctx.styles.styleOf(el, step.parent);
    const shows = style.visibility !== 'hidden' && style.visibility !== 'collapse';
    const where = guide.containerOf.get(el) ?? step.container;
    // A label's words are its control's name, which the control's line prints.
    const control = !step.inControl && (guide.controls.has(el) || tag === 'label');
    const inControl = step.inControl || control;
    const inRow = !!current.cells;
    // Read apart, a control's words print once, on its own line: the text around it makes a line before and one after.
    const apart = control && !controlWords;
    if (apart && !inRow) {
      if (current.own) {
        emit(current);
        current.kind = 'text';
      }
      stack.push({ type: 'resume', open: current });
    }
    const muted = step.muted || guide.ownWords.has(el) || apart;
    const kind = inRow ? undefined : blockKind(el, tag, style.display, ctx);
    if (inRow && step.parent === current.element && isCell(el, tag, ctx)) {
      // Text in the row outside any cell is a cell of its own.
      endCell(current, false);
      if (!(HEADER_CELL_TAGS.has(tag) || ctx.roleOf(el) === 'columnheader')) current.headers = false;
      stack.push({ type: 'cell', row: current });
    } else if (kind) {
      emit(current);
      blocks.push(current);
      // A heading's or an image's own line comes first; the block's text after it.
      current = open(kind, where);
      if (kind === 'row') {
        current.cells = [];
        current.headers = true;
        current.element = el;
      }
      stack.push({ type: 'close', open: current });
    } else if (BREAKS.has(tag)) {
      current.runs.push(' ');
    } else if (SET_APART.has(style.display)) {
      // Boxes side by side read apart: a space before and after.
      current.runs.push(' ');
      stack.push({ type: 'text', data: ' ', inControl: true });
    }
    if (tag === 'iframe') {
      const inner = step.inFrame ? null : readFrameDocument(el as HTMLIFrameElement);
      if (inner?.documentElement) {
        stack.push({ type: 'enter', node: inner.documentElement, parent: null, inControl, muted, shows: true, container: where, inFrame: true });
      }
      continue;
    }
    const children = flatChildren(el);
    if (!children) continue;
    for (let i = children.length - 1; i >= 0; i--) {
      const child = children[i];
      if (child.nodeType === ELEMENT_NODE) {
        stack.push({ type: 'enter', node: child as Element, parent: el, inControl, muted, shows, container: where, inFrame: step.inFrame });
      } else if (child.nodeType === TEXT_NODE && shows && !muted) {
        stack.push({ type: 'text', data: (child as Text).data, inControl });
      }
    }
  }
  emit(current);
  return out;
}

/** How {@link readTexts} reads. */
export interface ReadingOptions {
  /** The container the root sits in. */
  container?: number;
  /** Characters a line keeps (the rest is counted in `more`); default `MAX_READ_TEXT` (model/text.ts). */
  limit?: number;
  /**
   * Whether a block's line holds the words of the controls inside it (a
   * sentence read whole, with its links' words, as `find` searches it), or
   * leaves them to the controls' own lines, as the `read` level prints.
   */
  controlWords?: boolean;
}

/** Boxes that sit beside their neighbours inside a line. */
const SET_APART = new Set(['inline-block', 'inline-flex', 'inline-grid', 'inline-table', 'table-cell']);

/** Elements that break a line inside a block: the break reads as a space. */
const BREAKS = new Set(['br', 'hr']);

/** The kind of line a block element starts, or undefined for what flows inside a line. */
function blockKind(el: Element, tag: string, display: string, ctx: EngineContext): TextKind | undefined {
  if (tag === 'tr' || (attr(el, 'role') !== null && ROW_ROLES.has(ctx.roleOf(el)))) return 'row';
  if (tag === 'li' || display === 'list-item' || (attr(el, 'role') === 'listitem' && ctx.roleOf(el) === 'listitem')) return 'listitem';
  if (tag === 'caption' || tag === 'figcaption') return 'caption';
  if (tag === 'td' || tag === 'th') return 'text';
  return BLOCK_DISPLAYS.has(display) ? 'text' : undefined;
}

function isCell(el: Element, tag: string, ctx: EngineContext): boolean {
  return tag === 'td' || tag === 'th' || (attr(el, 'role') !== null && CELL_ROLES.has(ctx.roleOf(el)));
}

/** Closes the cell being gathered in a row: its folded text joins the row's cells (an empty cell too, when `always`). */
function endCell(row: Open, always: boolean): void {
  const text = foldReading(row.runs.join(''), Infinity).text;
  row.runs = [];
  if (text || always) row.cells!.push(text);
}

function push(out: TextLine[], kind: TextKind, raw: string, from: Open, limit: number | undefined): void {
  const { text, more } = foldReading(raw, limit);
  if (!text) return;
  // Never before the line ahead of it: the lines stay in reading order whatever the page's nesting.
  const line: TextLine = { kind, text, after: Math.max(from.after, out.length ? out[out.length - 1].after : 0) };
  if (more !== undefined) line.more = more;
  if (from.container !== undefined) line.container = from.container;
  out.push(line);
}
