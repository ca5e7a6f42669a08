/**
 * The notation's help text, printed by `a11y-snapshot --help` and embedded
 * in the README. It is built from the same constants the printer uses (flag
 * order, via signals, engines, limits), so the help cannot drift from the
 * output.
 */
import { CONTAINER_KINDS, FLAG_ORDER, VIA_SIGNALS, type Detail, type Flag } from '../model/snapshot.js';
import { MAX_NAMED_LOOSE } from './regions.js';
import { MAX_READ_TEXT, MAX_TEXT } from '../model/text.js';
import { ENGINE_NAMES } from '../model/tokens.js';

/** The grammar line of seed 000, byte for byte. */
export const GRAMMAR =
  '<ref> <role>[<index>] "<name>" [x<count>] [$<testId>|#<id>] [="<value>"] [?"<placeholder>"] ' +
  '[<flags>] [row:"<anchor>"] [in:<kind>"<name>"] [icon:<name>] [via:<signal>]';

// A Record: a flag added to the model without a meaning here fails to compile.
const FLAG_MEANING: Record<Flag, string> = {
  on: 'checked, or pressed for a toggle button',
  off: 'can be checked or pressed, and is not',
  mixed: 'partly checked (indeterminate)',
  disabled: 'cannot be used',
  focus: 'has the keyboard focus',
  selected: 'the chosen option, tab or row',
  expanded: 'the content it controls is open (only where the page says)',
  collapsed: 'the content it controls is closed (only where the page says)',
  required: 'must be filled before the form is sent',
  invalid: 'the value was refused',
  readonly: 'can be read and focused, not changed',
  offscreen: 'outside the viewport or clipped away (needs a browser; never in a DOM without layout)',
};

// Continuation lines are indented under the first by composeLegend.
const DETAIL_MEANING: Record<Detail, string[]> = {
  compact: ['(the default) no ?placeholder, no offscreen; row: only on lines that print x<count>,', 'in: only on those of them without a row:'],
  full: [`every marker on every line, and engine:<${ENGINE_NAMES.join('|')}> at the end of the page line`],
  regions: [
    'one line per container with the lines it holds itself (a list counts for the container',
    'around it), by role, most common first: `main: 3 buttons, 2 links`, `nav "Main": 4 links`;',
    'a table counts its distinct row: anchors,',
    '`table "Orders": 20 rows`. Then the lines outside any container: named while there are',
    `${MAX_NAMED_LOOSE} or fewer, else counted, \`+ 12 outside containers: 8 buttons, 4 links\``,
  ],
  read: [
    'compact, with what a person reads in reading order among the lines: text "…" (a run of text),',
    'listitem "…", row "<cell> | <cell>" (a table row, cells in column order; columns "…" for the header',
    'row), caption "…". Text lines carry no ref, key or count and are never acted on; one longer than',
    `${MAX_READ_TEXT} characters is cut, more:N saying how many are left: read them with find or scope`,
  ],
  v1: [
    'the pre-v2 indented tree, for one release: `@e3 [checkbox] "Remember me" [checked]`,',
    'containers as structural lines (`[form] "Sign in"`) with their lines indented under them',
  ],
};

const AROUND_MEANING = [
  'the full lines of the innermost container that holds eN, nested containers included',
  '(the lines in no container when eN is in none); a ref no line carries is an error naming it',
];

const LEVEL_COLUMN = 13;

/** The container kinds of elements; `frame`, an inlined iframe, is said apart. */
const ELEMENT_KINDS = CONTAINER_KINDS.filter((kind) => kind !== 'frame');

/** `label` padded to a column, then the meaning, continued under itself. */
function describeLevel(label: string, meaning: string[]): string[] {
  const pad = ' '.repeat(LEVEL_COLUMN);
  return meaning.map((text, i) => (i === 0 ? '  ' + label.padEnd(LEVEL_COLUMN - 2) : pad) + text);
}

/** The lines of the legend, without trailing newlines. */
function composeLegend(): string[] {
  const width = Math.max(...FLAG_ORDER.map((flag) => flag.length));
  return [
    'snapshot v2: one line per element; a marker prints only when it applies.',
    '  ' + GRAMMAR,
    '  <ref> is e<N>: the element keeps it for as long as its document lives. Golden files leave refs out;',
    '    a line without a ref starts with its role.',
    '  Text the page controls (name, value, placeholder, row anchor, container name, test id, id, title, url)',
    `    is always a JSON string: whitespace folded to one space, cut at ${MAX_TEXT} characters with … inside the quotes.`,
    '    A page cannot add a line, or pass its text off as a ref, a count or a flag: in Chromium the engine',
    "    runs in an isolated world of its own, which the page's scripts cannot reach.",
    '  Roles, container kinds, icon names and via signals are lowercase words ([a-z][a-z0-9-]*);',
    '    a role that is not one prints as generic, and any other word that is not one is left out.',
    "  x<count>: how many elements on the whole page share this line's key, whatever their role; [<index>]: which",
    '    of them this is, counting from 1 in page order across roles (button[1] "Go" x2 and link[2] "Go" x2).',
    '    Both print only above 1: no x means the key names one element.',
    '  The key: $"…" the test id, else #"…" a stable id (not a generated one), else the name.',
    '  ="…" the current value of a field; ?"…" its placeholder.',
    "  Flags, in this order; a heading's level=N comes first:",
    ...FLAG_ORDER.map((flag) => `    ${flag.padEnd(width)}  ${FLAG_MEANING[flag]}`),
    '  row:"…" the text beside the element in its table row, grid row or list item, never another control\'s name.',
    `  in:<kind>"<name>" the innermost container: ${ELEMENT_KINDS.slice(0, 9).join(', ')},`,
    `    ${ELEMENT_KINDS.slice(9).join(', ')}, or frame for an inlined iframe; "" when it has no name.`,
    '  icon:<name> the picture on a control without words (sprite id, image file name, icon-font class).',
    `  via:<signal> why an element without a control role counts as clickable: ${VIA_SIGNALS.join(', ')}.`,
    '  An extension after those markers: [desc:"<description>"].',
    '  desc:"…" the description a screen reader says after the name (aria-describedby, aria-description, a title',
    '    that is not the name): a hint or an error message. full prints it on every line, compact on invalid fields.',
    '  Progress bars and meters are lines to read by, valued as read aloud: progressbar "Upload" ="40%".',
    '  Selecting an element: $ gives { testId: "…" }, # gives { id: "…" }, else { text: "<name>" };',
    '    when x<count> prints add { index: <index>, of: <count> }, or use { rightOf: "<anchor>" } when row: prints.',
    'First lines: `snapshot v2`, then `page "<title>" url="<url>" settled`. With `loading(Network N)` in place of',
    '  settled, N requests were still in flight: wait and take the snapshot again.',
    'Levels:',
    ...describeLevel('compact', DETAIL_MEANING.compact),
    ...describeLevel('full', DETAIL_MEANING.full),
    ...describeLevel('regions', DETAIL_MEANING.regions),
    ...describeLevel('read', DETAIL_MEANING.read),
    ...describeLevel('around eN', AROUND_MEANING),
    ...describeLevel('v1', DETAIL_MEANING.v1),
  ];
}

/** The notation help text: grammar, markers, flags, selectors, first lines, levels. Ends with `\n`. */
export function legend(): string {
  return composeLegend().join('\n') + '\n';
}
