/**
 * `find`: the lines whose text holds the words asked for, each with where it
 * sits (its container and the nearest heading above it), so a fact on a long
 * page costs a few lines, not a whole read. Words match whole, folded as the
 * `norm` tier folds (case, accents, punctuation): "spoken by" finds
 * "…was Spoken, by…" and not "outspoken". Element lines match on their name
 * and value, text lines on their text; a long text shows a window around the
 * words.
 */
import type { Snapshot, SnapshotNode, TextLine } from '../model/snapshot.js';
import { quote } from '../model/text.js';
import { formatLine, formatTextLine, readingOrder } from '../notation/index.js';
import { normalizeText } from './normalize.js';

/** How many lines `find` prints at most; the rest are counted. */
export const MAX_FOUND = 10;

/** Characters of a long text shown before the words found, and after them. */
const BEFORE = 80;
const AFTER = 160;

/** One line found: a text line or an element line, where it sits, and the heading above it. */
interface Found {
  line: string;
  in?: { kind: string; name: string };
  under?: string;
}

/**
 * The lines of `model` that hold `query`, at most `limit`, then a count of
 * the rest; `refs` prints element lines with their refs.
 */
export function findText(model: Snapshot, query: string, options: { limit?: number; refs?: boolean } = {}): string[] {
  const { limit = MAX_FOUND, refs = true } = options;
  const words = normalizeText(query).split(' ').filter(Boolean);
  if (!words.length) throw new Error(`find: ${quote(query)} has no words to look for`);
  const found: Found[] = [];
  let total = 0;
  const keep = (hit: () => Found) => {
    total++;
    if (found.length < limit) found.push(hit());
  };
  const headings = headingsBefore(model.nodes);
  for (const item of readingOrder(model)) {
    if ('text' in item) {
      const { text } = item;
      const at = locate(text.text, words);
      if (at) keep(() => ({ line: formatTextLine(excerpt(text, at)), in: containerOf(model, text), under: headings[text.after - 1] }));
      continue;
    }
    const { node, index } = item;
    if (locate(node.name, words) || (node.value !== undefined && locate(node.value, words)))
      keep(() => ({ line: formatLine(node, { refs }), in: node.in, under: node.role === 'heading' ? headings[index - 1] : headings[index] }));
  }
  const head = `find ${quote(query)}: ${total === 0 ? 'nothing' : total === 1 ? '1 line' : `${total} lines`}`;
  const rest = total - found.length;
  return [
    head,
    ...found.map(describe),
    ...(rest > 0 ? [`… ${rest} more: find fewer places with more words, or read one part with snapshot { scope } or { around }`] : []),
  ];
}

function describe(hit: Found): string {
  let line = hit.line;
  // An element line in compact may print its container already.
  if (hit.in && !line.includes(' in:')) line += ` in:${hit.in.kind}${quote(hit.in.name)}`;
  if (hit.under !== undefined) line += ` under:${quote(hit.under)}`;
  return line;
}

/** For each line index, the name of the last heading at or before it. */
function headingsBefore(nodes: SnapshotNode[]): (string | undefined)[] {
  const out: (string | undefined)[] = [];
  let last: string | undefined;
  for (const node of nodes) {
    if (node.role === 'heading') last = node.name;
    out.push(last);
  }
  return out;
}

function containerOf(model: Snapshot, text: TextLine): { kind: string; name: string } | undefined {
  const container = text.container === undefined ? undefined : model.containers?.[text.container];
  return container && { kind: container.kind, name: container.name };
}

/** Where the words start and end in `text` (character offsets), or undefined when it does not hold them. */
function locate(text: string, words: string[]): [number, number] | undefined {
  if (!text) return undefined;
  // Each word of the text, where it starts and ends, folded into the words it reads as.
  const tokens: { word: string; start: number; end: number }[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    for (const word of normalizeText(match[0]).split(' ')) if (word) tokens.push({ word, start: match.index, end: match.index + match[0].length });
  }
  for (let i = 0; i + words.length <= tokens.length; i++) {
    let j = 0;
    while (j < words.length && tokens[i + j].word === words[j]) j++;
    if (j === words.length) return [tokens[i].start, tokens[i + words.length - 1].end];
  }
  return undefined;
}

/** A long text line cut to a window around the words found, `…` where it was cut. */
function excerpt(text: TextLine, [start, end]: [number, number]): TextLine {
  if (text.text.length <= BEFORE + AFTER + (end - start)) return { ...text, more: undefined };
  const from = Math.max(0, text.text.lastIndexOf(' ', Math.max(0, start - BEFORE)) + 1);
  let to = text.text.indexOf(' ', Math.min(text.text.length, end + AFTER));
  if (to < 0) to = text.text.length;
  const body = text.text.slice(from, to).replace(/…$/, '');
  return { ...text, text: (from > 0 ? '…' : '') + body + (to < text.text.length ? '…' : ''), more: undefined };
}
