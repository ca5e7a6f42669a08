/**
 * A line diff of two texts, for goldens compared as text (`regions`, `v1`,
 * receipts) and for the parts of a golden the review shows as text. Lines
 * pair as equal text through the one pairing engine (pair.ts: anchors only,
 * so a long text costs near-linear time); `diffText` prints them as unified
 * hunks with two lines of context, headers included so a reader knows where
 * each hunk sits, as jsdiff's `structuredPatch` writes them.
 */
import { pairLines, type Pairing } from './pair.js';

/** The lines of two texts paired where their text is equal: `same`, `removed` or `added`, in order. */
export function diffTextLines(before: readonly string[], after: readonly string[]): Pairing[] {
  const text = (line: string) => line;
  return pairLines(before, after, { anchor: { same: (a, b) => a === b, leftToken: text, rightToken: text } });
}

/** A text's lines, without their `\n`; a last `\n` ends the last line and opens none. */
export function splitTextLines(text: string): string[] {
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/** A run of lines that stayed (` `), were removed (`-`) or added (`+`), each keeping its line end. */
interface Run {
  mark: ' ' | '-' | '+';
  lines: string[];
}

/** Unified hunks: `@@ -a,b +c,d @@`, then the lines marked ` `, `-` or `+`. */
export function diffText(expected: string, actual: string, context = 2): string[] {
  // Lines keep their `\n`, as jsdiff's `diffLines` reads them: a last line without one differs from one with it.
  const [old, now] = [splitKeepingEnds(expected), splitKeepingEnds(actual)];
  const runs: Run[] = [];
  for (const p of diffTextLines(old, now)) {
    const [mark, line] =
      p.kind === 'added' ? (['+', now[p.right]] as const) : p.kind === 'removed' ? (['-', old[p.left]] as const) : ([' ', old[p.left]] as const);
    const last = runs.at(-1);
    if (last?.mark === mark) last.lines.push(line);
    else runs.push({ mark, lines: [line] });
  }
  return formatHunks(runs, context);
}

function splitKeepingEnds(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The hunks of a diff: changes with `context` lines around them; changes closer than twice that share a hunk. */
function formatHunks(runs: Run[], context: number): string[] {
  const out: string[] = [];
  let hunk: { oldStart: number; newStart: number; lines: string[] } | undefined;
  let [oldLine, newLine] = [1, 1];
  const marked = (mark: string, lines: string[]) => lines.map((line) => mark + line);
  runs.forEach((run, i) => {
    const n = run.lines.length;
    if (run.mark !== ' ') {
      if (!hunk) {
        const lead = context > 0 ? (runs[i - 1]?.lines.slice(-context) ?? []) : [];
        hunk = { oldStart: oldLine - lead.length, newStart: newLine - lead.length, lines: marked(' ', lead) };
      }
      hunk.lines.push(...marked(run.mark, run.lines));
      if (run.mark === '+') newLine += n;
      else oldLine += n;
      return;
    }
    if (hunk && n <= 2 * context && i < runs.length - 1) hunk.lines.push(...marked(' ', run.lines));
    else if (hunk) {
      const tail = run.lines.slice(0, context);
      hunk.lines.push(...marked(' ', tail));
      out.push(
        `@@ -${hunk.oldStart},${oldLine + tail.length - hunk.oldStart} +${hunk.newStart},${newLine + tail.length - hunk.newStart} @@`,
        ...hunk.lines.flatMap(withoutEnd),
      );
      hunk = undefined;
    }
    oldLine += n;
    newLine += n;
  });
  if (hunk) out.push(`@@ -${hunk.oldStart},${oldLine - hunk.oldStart} +${hunk.newStart},${newLine - hunk.newStart} @@`, ...hunk.lines.flatMap(withoutEnd));
  return out;
}

/** A hunk line without its `\n`; a last line that has none says so, as `diff` does. */
function withoutEnd(line: string): string[] {
  return line.endsWith('\n') ? [line.slice(0, -1)] : [line, '\\ No newline at end of file'];
}
