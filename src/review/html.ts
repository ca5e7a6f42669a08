/**
 * The review as one self-contained HTML page: the summary, then each
 * changed golden side by side, the golden as it was on the left, the page
 * now on the right, each changed line marked with the facets that changed
 * (`~name`, `~flags`, …) and the changed words highlighted. No script, no
 * external file: it opens from a CI artifact as it is. Every text goes
 * through `htmlText` (escape.ts), so page strings stay text.
 */
import { diffWordsWithSpace } from 'diff';
import { compareLines, type Change } from '../diff/compare.js';
import { diffTextLines, splitTextLines } from '../diff/text.js';
import { GoldenError, readGolden, type Golden, type GoldenLine } from '../golden/golden.js';
import type { LineDetail } from '../notation/line.js';
import { REVIEW_KINDS, type GoldenPair, type ReviewItem } from './model.js';
import { KIND_TITLES, describeGroup, type Markup } from './render.js';
import { htmlText } from './escape.js';
import { groupItems } from './group.js';

/** A row of a side-by-side table: the old line, the new line, and what changed. */
interface Row {
  kind: 'same' | 'changed' | 'added' | 'removed' | 'skipped';
  old?: string;
  new?: string;
  /** `~name,flags` for a line changed in place. */
  facets?: string;
}

/** Unchanged lines kept around each change; longer runs fold into one row. */
const CONTEXT = 2;

/** The page for a review's pairs and items (items as `reviewPairs` gives them). */
export function renderReviewHtml(pairs: readonly GoldenPair[], items: readonly ReviewItem[], title = 'Accessibility review'): string {
  const changes = groupItems(items);
  const byKind = REVIEW_KINDS.map((kind) => ({ kind, groups: changes.filter((g) => g.item.kind === kind) })).filter((k) => k.groups.length);
  const summary = byKind.length
    ? byKind
        .map(
          ({ kind, groups }) =>
            `<section><h3>${htmlText(KIND_TITLES[kind])} (${groups.length})</h3><ul>${groups.map((group) => `<li>${describeGroup(group, HTML)}</li>`).join('')}</ul></section>`,
        )
        .join('')
    : '<p>No accessibility changes.</p>';
  const changed = pairs.filter((pair) => pair.old !== pair.new);
  const sides = changed.map((pair) => renderPair(pair)).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>${htmlText(title)}</h1>
<p>${changes.length} change${changes.length === 1 ? '' : 's'} in ${changed.length} golden file${changed.length === 1 ? '' : 's'}.</p>
<h2>Summary</h2>
${summary}
<h2>Changed goldens</h2>
${sides || '<p>None.</p>'}
</main>
</body>
</html>
`;
}

/** A golden line, a file or an entry name as HTML code; words of our own as HTML text. */
const HTML: Markup = { code: (text) => `<code>${htmlText(text)}</code>`, text: htmlText };

function renderPair(pair: GoldenPair): string {
  const rows = foldUnchanged(rowsOf(pair.old, pair.new));
  const body = rows.map(renderRow).join('\n');
  const caption = htmlText(pair.file);
  return `<section class="golden">
<table aria-label="${caption}">
<caption><code>${caption}</code></caption>
<thead><tr><th scope="col">Change</th><th scope="col">Golden (before)</th><th scope="col">Page (now)</th></tr></thead>
<tbody>
${body}
</tbody>
</table>
</section>
`;
}

function renderRow(row: Row): string {
  if (row.kind === 'skipped') return `<tr class="skipped"><td></td><td colspan="2">${htmlText(row.old ?? '')}</td></tr>`;
  const mark = row.kind === 'changed' ? `~${row.facets ?? ''}` : row.kind === 'added' ? '+' : row.kind === 'removed' ? '-' : '';
  const [oldHtml, newHtml] = row.kind === 'changed' ? highlightWords(row.old ?? '', row.new ?? '') : [htmlText(row.old ?? ''), htmlText(row.new ?? '')];
  return `<tr class="${row.kind}"><td class="mark">${htmlText(mark)}</td><td><code>${oldHtml}</code></td><td><code>${newHtml}</code></td></tr>`;
}

/** The words that differ between two lines, wrapped in `<del>` and `<ins>`. */
function highlightWords(before: string, after: string): [string, string] {
  const parts = diffWordsWithSpace(before, after);
  const side = (skip: 'added' | 'removed', tag: 'del' | 'ins') =>
    parts
      .filter((p) => !p[skip])
      .map((p) => (p.added || p.removed ? `<${tag}>${htmlText(p.value)}</${tag}>` : htmlText(p.value)))
      .join('');
  return [side('added', 'del'), side('removed', 'ins')];
}

/**
 * Rows for two golden texts: element lines paired as the matcher pairs them
 * (so a rename is one `~name` row, not a removal and an addition), the rest
 * of the text (header, steps; goldens read as text) as a line diff.
 */
function rowsOf(before: string | undefined, after: string | undefined): Row[] {
  const old = tryRead(before);
  const now = tryRead(after);
  if (old && now && old.detail === now.detail && (old.detail === 'compact' || old.detail === 'full')) {
    const [oldHead, oldTail] = splitAroundLines(before!, old);
    const [newHead, newTail] = splitAroundLines(after!, now);
    return [
      ...lineDiff(oldHead, newHead),
      ...compareLines(
        old.lines,
        now.lines.map((l) => l.node),
        old.detail as LineDetail,
      ).map((c) => rowOfChange(c, now)),
      ...lineDiff(oldTail, newTail),
    ];
  }
  return lineDiff(linesOf(before), linesOf(after));
}

function rowOfChange(change: Change<GoldenLine>, now: Golden): Row {
  const text = (at: number) => now.lines[at].text;
  switch (change.kind) {
    case 'same':
      return { kind: 'same', old: change.expected.text, new: text(change.at) };
    case 'changed':
      return { kind: 'changed', old: change.expected.text, new: text(change.at), facets: change.facets.join(',') };
    case 'added':
      return { kind: 'added', new: text(change.at) };
    case 'removed':
      return { kind: 'removed', old: change.expected.text };
  }
}

/** The lines before the first element line (signature and header) and after the last (steps). */
function splitAroundLines(text: string, golden: Golden): [string[], string[]] {
  const lines = linesOf(text);
  const first = golden.lines[0]?.line ?? 4;
  const last = golden.lines.at(-1)?.line ?? 3;
  return [lines.slice(0, first - 1), lines.slice(last)];
}

function lineDiff(before: string[], after: string[]): Row[] {
  return diffTextLines(before, after).map((p): Row => {
    if (p.kind === 'added') return { kind: 'added', new: after[p.right] };
    if (p.kind === 'removed') return { kind: 'removed', old: before[p.left] };
    return { kind: 'same', old: before[p.left], new: after[p.right] };
  });
}

/** Long runs of unchanged rows become one `… N unchanged lines` row. */
function foldUnchanged(rows: Row[]): Row[] {
  const near = new Set<number>();
  rows.forEach((row, i) => {
    if (row.kind !== 'same') for (let j = i - CONTEXT; j <= i + CONTEXT; j++) near.add(j);
  });
  const out: Row[] = [];
  let run = 0;
  rows.forEach((row, i) => {
    if (near.has(i) || rows.length <= CONTEXT * 2 + 1) {
      if (run) out.push({ kind: 'skipped', old: `… ${run} unchanged line${run === 1 ? '' : 's'}` });
      run = 0;
      out.push(row);
    } else run++;
  });
  if (run) out.push({ kind: 'skipped', old: `… ${run} unchanged line${run === 1 ? '' : 's'}` });
  return out;
}

function tryRead(text: string | undefined): Golden | undefined {
  if (text === undefined) return undefined;
  try {
    return readGolden(text, 'golden');
  } catch (error) {
    // An unreadable golden shows as text; a bug in the reader surfaces as itself.
    if (!(error instanceof GoldenError)) throw error;
    return undefined;
  }
}

function linesOf(text: string | undefined): string[] {
  return text === undefined ? [] : splitTextLines(text);
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #fff; }
main { max-width: 110rem; margin: 0 auto; padding: 1rem 1.5rem 3rem; }
code { font: 13px/1.4 ui-monospace, SFMono-Regular, Menlo, monospace; white-space: pre-wrap; word-break: break-word; }
ul { padding-left: 1.2rem; }
table { border-collapse: collapse; width: 100%; margin: 0.5rem 0 2rem; table-layout: fixed; }
caption { text-align: left; font-weight: 600; padding: 0.3rem 0; }
th, td { border: 1px solid #d0d0d7; padding: 0.15rem 0.5rem; vertical-align: top; text-align: left; }
th:first-child, td.mark { width: 7rem; }
tr.changed td { background: #fff4d6; }
tr.added td:last-child { background: #dcf5e3; }
tr.removed td:nth-child(2) { background: #fde2e1; }
tr.skipped td { color: #5c5c66; background: #f6f6f8; font-style: italic; }
td.mark { font: 600 13px/1.4 ui-monospace, monospace; color: #6b4e00; }
del { background: #f9b9b5; text-decoration: line-through; }
ins { background: #a8e6b8; text-decoration: none; }
`;
