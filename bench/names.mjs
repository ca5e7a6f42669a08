// The names figure (17): pages the repository writes the way sites and
// widget libraries build them (bench/names/), one page per cause, each held
// against Chromium's native accessibility tree (CDP
// `Accessibility.getFullAXTree`) in both engines: jsdom through the command's
// own path with `--run-scripts` (dist/cli), and the page engine in Chromium
// on the page whose tree is read. A page that disagrees names its cause.
// Run alone: `node bench/names.mjs` (after a build).
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../dist/browser-page/browser.js';
import { capturePage } from '../dist/browser-page/capture-page.js';
import { captureSource } from '../dist/cli/load.js';
import { agreement, compareNative, linePairs, readNativePairs } from './native-tree.mjs';
import { renderTable } from './table.mjs';

const PAGES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), 'names');

/** Agreement goals, in per cent of role+name pairs, per kind of page and engine. */
export const NAMES_GOALS = {
  apg: { label: 'APG-like example pages', chromium: 99.8, jsdom: 98 },
  site: { label: 'real-site-like pages', chromium: 99, jsdom: 97 },
  charset: { label: 'a page without <meta charset>', chromium: 99.5, jsdom: 99.5 },
};

/** Each page, the kind it counts towards, and the cause it holds. */
export const NAMES_PAGES = [
  { file: 'skip-link.html', kind: 'apg', cause: 'a skip-link script that picks its shortcut from navigator.platform' },
  { file: 'carousel.html', kind: 'apg', cause: 'a carousel: slide tabs named by aria-label, hidden slides' },
  { file: 'disclosure-card.html', kind: 'site', cause: 'a disclosure card: collapse button, details/summary' },
  { file: 'foundation-dropdown.html', kind: 'site', cause: 'a dropdown menu whose script asks matchMedia in em' },
  { file: 'foundation-top-bar.html', kind: 'site', cause: 'a responsive top-bar menu (accordion or dropdown by matchMedia)' },
  { file: 'foundation-accordion-tabs.html', kind: 'site', cause: 'responsive accordion-tabs (tabs from the medium breakpoint)' },
  { file: 'jquery-ui-controlgroup.html', kind: 'site', cause: 'a control group: select menus (span comboboxes), check box toggles' },
  { file: 'color-input.html', kind: 'site', cause: '<input type=color>' },
  { file: 'field-names.html', kind: 'site', cause: 'text fields with error labels (for=) and placeholders' },
  { file: 'charset.html', kind: 'charset', cause: 'UTF-8 without <meta charset>: Japanese, Arabic, emoji and curly quotes, Latin-1 accents' },
];

export const ENGINES = ['chromium', 'jsdom'];

const NO_LAYOUT =
  'jsdom has no layout: a script that keeps only the elements with an offset size or a client rect (a `:visible` filter) finds none, so the control group never refreshes its select menus, and their comboboxes stay unlabelled (docs/decisions.md)';

const PICTURE_IN_CONTROL =
  'Chromium keeps a picture inside a link as an image node of its own; to us it is part of the link, whose name holds its alt (docs/decisions.md, pictures inside controls)';
const SLIDE_PICTURE = ['chromium: img "A man in a suit and fedora and a woman with coiffed hair look sternly into the camera."'];

/**
 * Differences that stay, by page and engine, each with its reason: printed as
 * listed, so only an unlisted one is news (tests/browser/names-pages.spec.ts
 * holds both lists to what the pages show).
 */
export const NAMES_LISTED = {
  'carousel.html': {
    chromium: { reason: PICTURE_IN_CONTROL, differences: SLIDE_PICTURE },
    jsdom: { reason: PICTURE_IN_CONTROL, differences: SLIDE_PICTURE },
  },
  'jquery-ui-controlgroup.html': {
    jsdom: {
      reason: NO_LAYOUT,
      differences: ['chromium: combobox "Sans" desc:"Font"', 'chromium: combobox "Zoom"', 'ours: combobox ""', 'ours: combobox "Font"'],
    },
  },
};

/** The differences listed for a page and engine, sorted as compareNative sorts. */
export function listedNameDifferences(file, engine) {
  return [...(NAMES_LISTED[file]?.[engine]?.differences ?? [])].sort();
}

/** The page at `path`, open in `tab`: Chromium's native pairs, and each engine's. */
export async function pairsOfPage(tab, path) {
  await tab.goto(pathToFileURL(path).href);
  const native = await readNativePairs(tab);
  return { native, chromium: linePairs((await capturePage(tab)).nodes), jsdom: (await jsdomPairs(path)).pairs };
}

/** Where a names page lives. */
export function namesPagePath(file) {
  return resolve(PAGES_DIR, file);
}

/** The command's jsdom path, scripts run, on the page's file (its page errors go to stderr, as the command's do). */
async function jsdomPairs(path) {
  const model = await captureSource({ kind: 'file', path }, { engine: 'jsdom', runScripts: true, timeout: 30_000 });
  return { pairs: linePairs(model.nodes) };
}

/** For each page and engine: pairs agreeing, all pairs, and the differences (`ours: …`, `chromium: …`). */
export async function measureNames(pages = NAMES_PAGES) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  const results = [];
  try {
    for (const page of pages) {
      const tab = await browser.newPage();
      try {
        const sides = await pairsOfPage(tab, namesPagePath(page.file));
        const result = { ...page, native: sides.native.length };
        for (const engine of ENGINES) {
          const differences = compareNative(sides[engine], sides.native);
          const listed = listedNameDifferences(page.file, engine);
          result[engine] = { ...agreement(sides[engine], sides.native), differences, unlisted: differences.filter((d) => !listed.includes(d)) };
        }
        results.push(result);
      } finally {
        await tab.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

const percent = (side) => (side.all ? (100 * side.agreed) / side.all : 100);
const shown = (value) => `${value.toFixed(1)} %`;

/** The pages of one kind, summed per engine. */
function byKind(results, kind) {
  const pages = results.filter((r) => r.kind === kind);
  const sum = (engine) => pages.reduce((total, r) => ({ agreed: total.agreed + r[engine].agreed, all: total.all + r[engine].all }), { agreed: 0, all: 0 });
  return { pages, chromium: sum('chromium'), jsdom: sum('jsdom') };
}

/** The figure as printed lines: agreement per kind and engine beside its goal, then per page, then each page's differences. */
export function namesReportLines(results) {
  if (!results) return [];
  const goalRows = [];
  for (const [kind, goal] of Object.entries(NAMES_GOALS)) {
    const summed = byKind(results, kind);
    if (!summed.pages.length) continue;
    for (const engine of ENGINES) {
      const value = percent(summed[engine]);
      const unlisted = summed.pages.reduce((n, r) => n + r[engine].unlisted.length, 0);
      goalRows.push([
        `17${kind === 'apg' ? 'a' : kind === 'site' ? 'b' : 'c'}`,
        `names, ${goal.label} (${summed.pages.length})`,
        engine,
        `${summed[engine].agreed} / ${summed[engine].all}`,
        shown(value),
        `≥ ${goal[engine]} %`,
        String(unlisted),
        value >= goal[engine] ? 'PASS' : unlisted ? 'FAIL' : 'FAIL, listed',
      ]);
    }
  }
  const lines = [
    renderTable(['#', "role+name pairs agreeing with Chromium's native tree", 'engine', 'pairs', 'agreement', 'goal', 'unlisted', 'result'], goalRows, [
      'l',
      'l',
      'l',
      'r',
      'r',
      'l',
      'r',
      'l',
    ]),
  ];
  const pageRows = results.map((r) => [r.file.replace(/\.html$/, ''), r.kind, String(r.native), shown(percent(r.chromium)), shown(percent(r.jsdom)), r.cause]);
  lines.push('', renderTable(['names page', 'kind', 'native', 'chromium', 'jsdom', 'what it holds'], pageRows, ['l', 'l', 'r', 'r', 'r', 'l']));
  for (const r of results) {
    for (const engine of ENGINES) {
      const { differences, unlisted } = r[engine];
      if (unlisted.length) lines.push(`${r.file} (${engine}), unlisted: ${unlisted.join(', ')}`);
      if (differences.length > unlisted.length) lines.push(`${r.file} (${engine}), listed: ${NAMES_LISTED[r.file][engine].reason}`);
    }
  }
  return lines;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(namesReportLines(await measureNames()).join('\n'));
}
