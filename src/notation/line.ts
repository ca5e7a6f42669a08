/**
 * One v2 line for one element, and the two header lines. Everything else in
 * the notation (levels, `around`, regions, diff and step receipts) is built
 * from these two functions, so a marker prints the same way everywhere.
 *
 * Grammar (seed 000), markers only where they apply:
 * `<ref> <role>[<index>] "<name>" [x<count>] [$<testId>|#<id>] [="<value>"]
 *  [?"<placeholder>"] [<flags>] [row:"<anchor>"] [in:<kind>"<name>"]
 *  [icon:<name>] [via:<signal>]`, then our extension `[desc:"<description>"]`
 */
import { FLAG_ORDER, type SnapshotHeader, type SnapshotNode } from '../model/snapshot.js';
import { quote } from '../model/text.js';
import { isPositiveInteger, isRef, isWord, printableRole } from '../model/tokens.js';

/** How much of a line to print: `compact` leaves out what `full` adds. */
export type LineDetail = 'compact' | 'full';

/** Options of {@link formatLine} and {@link formatHeader}. */
export interface LineOptions {
  /** `compact` (default) or `full`. */
  detail?: LineDetail;
  /** Print the ref at the start of the line (default true). Golden files say false. */
  refs?: boolean;
}

const LINE_DEFAULTS: Required<LineOptions> = { detail: 'compact', refs: true };

/**
 * Prints one element as a v2 line. `compact` leaves out the placeholder and
 * the `offscreen` flag, and prints `row:` only when the key is ambiguous
 * (count above 1), `in:` only when it is ambiguous and has no row anchor;
 * `full` prints every marker the node carries.
 * A ref that is not `e<N>` and a role, kind, icon or via signal that is not a
 * bare lowercase word never print as such: the page cannot forge them.
 */
export function formatLine(node: SnapshotNode, options: LineOptions = {}): string {
  // Called once per line of every snapshot: the string is built directly,
  // without a merged options object or a parts array to join.
  const full = (options.detail ?? LINE_DEFAULTS.detail) === 'full';
  const refs = options.refs ?? LINE_DEFAULTS.refs;
  // A count and an index print only as the numbers they must be: a model
  // built by hand (or sent by a page) cannot slip text into `[…]` or `x…`.
  const ambiguous = isPositiveInteger(node.count) && node.count > 1 && isPositiveInteger(node.index) && node.index <= node.count;
  let line = refs && isRef(node.ref) ? node.ref + ' ' : '';
  line += printableRole(node.role) + (ambiguous ? `[${node.index}] ` : ' ') + quote(node.name);
  if (ambiguous) line += ` x${node.count}`;
  if (node.testId !== undefined) line += ' $' + quote(node.testId);
  else if (node.id !== undefined) line += ' #' + quote(node.id);
  if (node.value !== undefined) line += ' =' + quote(node.value);
  if (full && node.placeholder !== undefined) line += ' ?' + quote(node.placeholder);
  line += flagsText(node, full);
  if ((full || ambiguous) && node.row !== undefined) line += ' row:' + quote(node.row);
  // In compact a row anchor already places the element: the container is left out.
  if ((full || (ambiguous && node.row === undefined)) && node.in !== undefined && isWord(node.in.kind)) {
    line += ` in:${node.in.kind}${quote(node.in.name)}`;
  }
  if (isWord(node.icon)) line += ' icon:' + node.icon;
  if (isWord(node.via)) line += ' via:' + node.via;
  // An extension after the seed's markers; compact keeps it where a field
  // was refused, since that is where it holds the error message.
  if (node.description !== undefined && (full || node.flags?.includes('invalid'))) line += ' desc:' + quote(node.description);
  return line;
}

/**
 * ` level=N` first, then the flags in {@link FLAG_ORDER}, each once and each
 * after a space. Most lines have no flag: they skip the scan of the order.
 */
function flagsText(node: SnapshotNode, full: boolean): string {
  let text = isPositiveInteger(node.level) ? ` level=${node.level}` : '';
  // `?.`: a model built by hand in plain JavaScript may leave the list out.
  if (!node.flags?.length) return text;
  for (const flag of FLAG_ORDER) {
    // A DOM without layout cannot tell offscreen apart, so compact never says it.
    if (node.flags.includes(flag) && (full || flag !== 'offscreen')) text += ' ' + flag;
  }
  return text;
}

/** Options of {@link formatHeader}. */
export interface HeaderOptions {
  /** Append ` engine:<name>` to the page line (the `full` level does). */
  engine?: boolean;
}

/**
 * The first two lines: `snapshot v2`, then
 * `page "<title>" url="<url>" settled` or `... loading(Network N)`, and with
 * `engine: true` ` engine:<name>` at the end of the page line.
 */
export function formatHeader(header: SnapshotHeader, options: HeaderOptions = {}): [string, string] {
  // Absent when no one waited for the page (a document captured as it stands): nothing is known to be loading.
  const state = header.settled === false ? `loading(Network ${header.network ?? 0})` : 'settled';
  let page = `page ${quote(header.title)} url=${quote(header.url)} ${state}`;
  if (options.engine && isWord(header.engine)) page += ` engine:${header.engine}`;
  return ['snapshot v2', page];
}
