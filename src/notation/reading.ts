/**
 * The `read` level: the compact lines with the page's text lines in reading
 * order among them. A text line is `<kind> "<text>"`, then ` more:N` when N
 * characters were cut: it starts with no ref, and its kind is never an
 * element line's role, so a page cannot pass its text off as a control.
 */
import { TEXT_KINDS, type Snapshot, type TextKind, type TextLine } from '../model/snapshot.js';
import { quote } from '../model/text.js';
import { isPositiveInteger } from '../model/tokens.js';
import { formatLine } from './line.js';

/** One text line as it prints. */
export function formatTextLine(line: TextLine): string {
  const kind: TextKind = TEXT_KINDS.includes(line.kind) ? line.kind : 'text';
  return `${kind} ${quote(line.text)}${isPositiveInteger(line.more) ? ` more:${line.more}` : ''}`;
}

/** The element lines (compact) and the text lines, in reading order. */
export function formatReading(model: Snapshot, refs: boolean): string[] {
  const texts = model.texts ?? [];
  const lines: string[] = [];
  const options = { detail: 'compact' as const, refs };
  let t = 0;
  for (let i = 0; i < model.nodes.length; i++) {
    for (; t < texts.length && texts[t].after <= i; t++) lines.push(formatTextLine(texts[t]));
    lines.push(formatLine(model.nodes[i], options));
  }
  for (; t < texts.length; t++) lines.push(formatTextLine(texts[t]));
  return lines;
}

/** True for a line that starts as a text line does: a reading kind and a space. */
export function isTextLine(text: string): boolean {
  const space = text.indexOf(' ');
  return space > 0 && (TEXT_KINDS as readonly string[]).includes(text.slice(0, space));
}
