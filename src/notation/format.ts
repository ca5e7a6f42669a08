/**
 * `format`: a snapshot model as v2 text, at one of the detail levels. Output
 * is lines joined by `\n` with a trailing `\n`; every page string on every
 * line is a JSON string, so a node is always exactly one line.
 */
import { DETAILS, type Detail, type Snapshot } from '../model/snapshot.js';
import { aroundModel } from './around.js';
import { formatHeader, formatLine } from './line.js';
import { quote } from '../model/text.js';
import { formatRegions } from './regions.js';
import { formatV1 } from './v1.js';
import { formatReading } from './reading.js';

/** Options of {@link format}. */
export interface FormatOptions {
  /**
   * `compact` (default): the lines an agent or a reviewer needs;
   * `full`: every marker, and the engine in the header;
   * `regions`: one line per container, then the loose lines;
   * `v1`: the pre-v2 indented tree, for one release;
   * `read`: `compact` with the page's text lines in reading order (a capture that read the text).
   */
  detail?: Detail;
  /**
   * A ref (`e9`): print only the full lines of the innermost container that
   * holds it, after the full header. Overrides `detail`.
   */
  around?: string;
  /** Start each line with its ref (default true). Golden files say false. */
  refs?: boolean;
}

/** The defaults of {@link FormatOptions}, stated once. */
export const FORMAT_DEFAULTS: Readonly<Required<Omit<FormatOptions, 'around'>>> = {
  detail: 'compact',
  refs: true,
};

/**
 * Prints a snapshot in the v2 notation.
 * @throws Error for an unknown `detail`, or an `around` ref no line carries.
 */
export function format(model: Snapshot, options: FormatOptions = {}): string {
  const { detail, refs } = { ...FORMAT_DEFAULTS, ...stripUndefined(options) };
  if (!DETAILS.includes(detail)) {
    throw new Error(`Unknown detail ${quote(String(detail))}: expected one of ${DETAILS.join(', ')}`);
  }
  return joinLines(renderLines(model, detail, refs, options.around));
}

function renderLines(model: Snapshot, detail: Detail, refs: boolean, around: string | undefined): string[] {
  if (around !== undefined) {
    const near = aroundModel(model, around);
    // At the read level, the container's text too, among its compact lines.
    if (detail === 'read') return [...formatHeader(model.header, { engine: true }), ...formatReading(near, refs)];
    return [...formatHeader(model.header, { engine: true }), ...near.nodes.map((n) => formatLine(n, { detail: 'full', refs }))];
  }
  switch (detail) {
    case 'v1':
      return formatV1(model, refs);
    case 'regions':
      return [...formatHeader(model.header), ...formatRegions(model, refs)];
    case 'read':
      return [...formatHeader(model.header), ...formatReading(model, refs)];
    case 'full':
    case 'compact': {
      const lines: string[] = formatHeader(model.header, { engine: detail === 'full' });
      // One options object for every line: a page has thousands.
      const options = { detail, refs };
      const nodes = model.nodes;
      for (let i = 0; i < nodes.length; i++) lines.push(formatLine(nodes[i], options));
      return lines;
    }
  }
}

/** Lines joined by `\n`, each ending in `\n`. */
export function joinLines(lines: readonly string[]): string {
  return lines.length ? lines.join('\n') + '\n' : '';
}

// `{ detail: undefined }` means "the default", not "no detail".
function stripUndefined<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
