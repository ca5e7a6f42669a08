/**
 * The `read` level: the compact lines with the page's text lines in reading
 * order among them. A text line is `<kind> "<text>"`, then ` more:N` when N
 * characters were cut: it starts with no ref, and its kind is never an
 * element line's role, so a page cannot pass its text off as a control.
 */
import { TEXT_KINDS, type Snapshot, type SnapshotNode, type TextKind, type TextLine } from '../model/snapshot.js';
import { quote } from '../model/text.js';
import { isPositiveInteger } from '../model/tokens.js';
import { formatLine } from './line.js';

/** One text line as it prints. */
export function formatTextLine(line: TextLine): string {
  const kind: TextKind = TEXT_KINDS.includes(line.kind) ? line.kind : 'text';
  return `${kind} ${quote(line.text)}${isPositiveInteger(line.more) ? ` more:${line.more}` : ''}`;
}

/** One line of a snapshot in reading order: a text line, or an element line and its index in `nodes`. */
export type ReadingItem = { text: TextLine } | { node: SnapshotNode; index: number };

/** The element lines and the text lines of a snapshot, merged in reading order (each text line before `nodes[after]`). */
export function readingOrder(model: Snapshot): ReadingItem[] {
  const texts = model.texts ?? [];
  const items: ReadingItem[] = [];
  let t = 0;
  model.nodes.forEach((node, index) => {
    for (; t < texts.length && texts[t].after <= index; t++) items.push({ text: texts[t] });
    items.push({ node, index });
  });
  for (; t < texts.length; t++) items.push({ text: texts[t] });
  return items;
}

/** The element lines (compact) and the text lines, in reading order. */
export function formatReading(model: Snapshot, refs: boolean): string[] {
  const options = { detail: 'compact' as const, refs };
  return readingOrder(model).map((item) => ('text' in item ? formatTextLine(item.text) : formatLine(item.node, options)));
}

/** True for a line that starts as a text line does: a reading kind and a space. */
export function isTextLine(text: string): boolean {
  const space = text.indexOf(' ');
  return space > 0 && (TEXT_KINDS as readonly string[]).includes(text.slice(0, space));
}
