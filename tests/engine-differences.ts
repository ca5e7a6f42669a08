/**
 * Lines a fixture prints differently in jsdom and in Chromium, each with its
 * reason: what the cross-engine tests allow beyond `offscreen` and `focus`
 * (which need layout and a real focus model). A line is written as `full`
 * prints it without its ref. The tests fail on an unlisted difference and on
 * a listed one that no longer occurs, so the list stays true.
 */
import { diffArrays } from 'diff';
import { format, parseLine } from '../src/notation/index.js';
import { formatLine, type LineDetail } from '../src/notation/line.js';
import type { Snapshot } from '../src/model/snapshot.js';
import { SVG_HIDDEN } from './browser/native-differences.js';

export interface EngineDifference {
  /** The line as jsdom prints it, or undefined when only Chromium prints one. */
  jsdom?: string;
  /** The line as Chromium prints it, or undefined when only jsdom prints one. */
  chromium?: string;
  reason: string;
}

/** The same reason for pairs of lines: [jsdom, chromium], either absent where only the other engine prints one. */
function each(reason: string, pairs: [string | undefined, string | undefined][]): EngineDifference[] {
  return pairs.map(([jsdom, chromium]) => ({ ...(jsdom ? { jsdom } : {}), ...(chromium ? { chromium } : {}), reason }));
}

export const engineDifferences: Record<string, EngineDifference[]> = {
  feed: each(SVG_HIDDEN, [[undefined, 'img ""']]),
};

/** A model's lines as `full` prints them, without refs, `offscreen` and `focus`. */
export function comparableLines(model: Snapshot): string[] {
  const nodes = model.nodes.map((n) => ({ ...n, flags: n.flags.filter((f) => f !== 'offscreen' && f !== 'focus') }));
  return format({ ...model, header: { ...model.header, engine: 'dom' }, nodes }, { detail: 'full', refs: false }).split('\n');
}

/** The lines only jsdom prints and the lines only Chromium prints, in page order. */
export function differingLines(jsdom: readonly string[], chromium: readonly string[]): { jsdom: string[]; chromium: string[] } {
  const out = { jsdom: [] as string[], chromium: [] as string[] };
  for (const part of diffArrays(jsdom as string[], chromium as string[])) {
    if (part.removed) out.jsdom.push(...part.value);
    else if (part.added) out.chromium.push(...part.value);
  }
  return out;
}

/** The listed differences of a fixture in the shape of {@link differingLines}, printed at `detail`. */
export function listedLines(fixture: string, detail: LineDetail = 'full'): { jsdom: string[]; chromium: string[] } {
  const print = (line: string | undefined) => (line === undefined || detail === 'full' ? line : formatLine(parseLine(line).value!, { detail, refs: false }));
  // A difference in a marker the level leaves out is none at that level.
  const listed = (engineDifferences[fixture] ?? []).map((d) => ({ jsdom: print(d.jsdom), chromium: print(d.chromium) })).filter((d) => d.jsdom !== d.chromium);
  return { jsdom: listed.flatMap((d) => (d.jsdom ? [d.jsdom] : [])), chromium: listed.flatMap((d) => (d.chromium ? [d.chromium] : [])) };
}
