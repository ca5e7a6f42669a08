/**
 * A line diff of two texts, for goldens compared as text (`regions`, `v1`,
 * receipts): unified hunks with two lines of context, headers included so
 * a reader knows where each hunk sits.
 */
import { structuredPatch } from 'diff';

export function diffText(expected: string, actual: string, context = 2): string[] {
  const patch = structuredPatch('golden', 'page', expected, actual, '', '', { context });
  return patch.hunks.flatMap((hunk) => [`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`, ...hunk.lines]);
}
