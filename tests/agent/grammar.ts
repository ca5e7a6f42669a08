/**
 * What a well-formed line of the agent's answers looks like, written here
 * from the grammar line of the legend (src/notation/legend.ts) rather than
 * imported, so that a printer that drifts from it fails:
 *
 *   <ref> <role>[<index>] "<name>" [x<count>] [$<testId>|#<id>] [="<value>"] [?"<placeholder>"]
 *   [<flags>] [row:"<anchor>"] [in:<kind>"<name>"] [icon:<name>] [via:<signal>]   (+ [desc:"…"])
 *
 * Page text only ever sits inside a JSON string, so `withoutStrings` of a
 * line keeps nothing the page wrote.
 */

/** One JSON string: no raw control character, no bare quote, only JSON's escapes. */
const STR = String.raw`"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"`;
const WORD = '[a-z][a-z0-9-]*';
const REF = 'e[1-9][0-9]*';
const FLAGS = ['on', 'off', 'mixed', 'disabled', 'focus', 'selected', 'expanded', 'collapsed', 'required', 'invalid', 'readonly', 'offscreen'];
const FLAG = `(?:${FLAGS.join('|')})`;
const COUNT = 'x(?:[2-9]|[1-9][0-9]+)';

/** The body of an element line after its ref. */
const ELEMENT =
  `${WORD}(?:\\[[1-9][0-9]*\\])? ${STR}` +
  `(?: ${COUNT})?` +
  `(?: \\$${STR}| #${STR})?` +
  `(?: =${STR})?` +
  `(?: \\?${STR})?` +
  '(?: level=[1-9][0-9]*)?' +
  `(?: ${FLAG})*` +
  `(?: row:${STR})?` +
  `(?: in:${WORD}${STR})?` +
  `(?: icon:${WORD})?` +
  `(?: via:${WORD})?` +
  `(?: desc:${STR})?`;

/** An element line with its ref, as a snapshot with refs prints it. */
export const ELEMENT_LINE = new RegExp(`^${REF} ${ELEMENT}$`);

/** The second line of a read: `page "<title>" url="<url>" settled`. */
export const PAGE_LINE = new RegExp(`^page ${STR} url=${STR} (?:settled|loading\\(Network [0-9]+\\))(?: engine:${WORD})?$`);

/** A line of a regions overview: `main: 3 buttons, 2 links`, `nav "Main": 4 links`, `table "Orders": 20 rows`, `+ 12 outside containers: …`. */
const COUNTS = `[1-9][0-9]* ${WORD}(?:, [1-9][0-9]* ${WORD})*`;
export const REGION_LINE = new RegExp(`^(?:${WORD}(?: ${STR})?: ${COUNTS}|\\+ [1-9][0-9]* outside containers: ${COUNTS}|${REF} ${ELEMENT})$`);

/** What a facet was: `"Old"`, `="x"`, `no value`, flags, `desc:"…"`. */
const WAS_PART = `(?:${STR}|=${STR}|no value|no flags|no desc|desc:${STR}|${WORD}|(?:level=[0-9]+ ?)?(?:${FLAG} ?)*)`;

/** `POST /api/orders 201`: a method and a path bare only when they cannot end the entry, else JSON strings. */
const REQUEST = `(?:[A-Z]+|${STR}) (?:[!-~]+|${STR}) (?:[0-9]+|failed|pending)`;

/** A line of an act's answer (steps/messages.ts, receipt/format.ts, receipt/net.ts). */
export const RECEIPT_LINE = new RegExp(
  '^(?:' +
    [
      `done (?:tapOn|inputText) ${REF} ${WORD} ${STR}(?: =${STR})?(?: in:${WORD}${STR})?(?: via:${WORD})?`,
      `(?:dialog|toast|went|error) ${STR}`,
      `(?:focus|gone) ${REF}`,
      `value ${REF} ${STR}`,
      `\\+[1-9][0-9]* rows?(?: in:${WORD}${STR})?`,
      `page ${STR}: [0-9]+ lines?`,
      `[+-] ${REF} ${ELEMENT}`,
      `~${WORD}(?:,${WORD})* ${REF} ${ELEMENT} \\(was ${WAS_PART}(?:, ${WAS_PART})*\\)`,
      '… [0-9]+ more(?: \\(a snapshot shows them\\))?',
      'no change',
      `net: [1-9][0-9]* requests? — ${REQUEST}(?:, ${REQUEST})*(?:, … [0-9]+ more)?`,
    ].join('|') +
    ')$',
);

/** The line with every JSON string emptied: what is left was written by the printer, not the page. */
export function withoutStrings(line: string): string {
  return line.replace(new RegExp(STR, 'g'), '""');
}
