// The full-size reliability run (RELIABILITY.md): `npm run stress`. Runs the
// checks of tests/reliability/ at full size, against dist/,
// prints a table of figures and exits 1 when a check fails.
//
//   node --expose-gc scripts/stress.mjs [strings|pages|goldens|memory|command|repository|isolation|patterns|properties|agent]...
//
// Each hostile page runs in a child process (the default stack of a main
// thread, and a deadline that stops a hang).
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { JSDOM } from 'jsdom';
import { capture } from '../dist/engine/index.js';
import { foldText, format, parse } from '../dist/notation/index.js';
import { parseGolden, renderGolden } from '../dist/golden/golden.js';
import { checkHeaderStrings, checkHostileStrings, hostileStrings } from '../tests/reliability/lib/strings.mjs';
import { close, measureKind, PAGE_KINDS } from '../tests/reliability/lib/pages.mjs';
import { measureLongStep } from '../tests/reliability/lib/steps.mjs';
import { parseStepOrThrow, resolve as resolveStep } from '../dist/steps/index.js';
import { workerScenario } from '../tests/reliability/lib/project.mjs';
import { collector, heapOverCaptures, settledHeap } from '../tests/reliability/lib/memory.mjs';
import { loadOrdersPage } from '../bench/pages.mjs';
import { command } from './stress-command.mjs';
import { patterns } from './stress-patterns.mjs';
import { properties } from './stress-properties.mjs';
import { agent } from './stress-agent.mjs';
import { chromium } from '@playwright/test';
import { compareLines } from '../dist/diff/compare.js';
import { readGolden as parseGoldenText } from '../dist/golden/golden.js';
import { writeFileAtomic } from '../dist/golden/node-files.js';
import { codeSpan, goldenOfEntry, splitSnapFile } from '../dist/review/index.js';
import { damageOf } from '../dist/golden/snap-format.js';
import { A11y, capturePage, chromiumLaunchOptions } from '../dist/playwright/index.js';
import { ATTACKS, BODY } from '../tests/reliability/lib/builtins.mjs';
import { actOnLookalikePage, LOOKALIKE_ACTS, LOOKALIKE_ATTACKS } from '../tests/reliability/lib/lookalikes.mjs';
import { QUIET_PAGES, settlesInMatcher } from '../tests/reliability/lib/quiet-attacks.mjs';
import { captureSettled } from '../dist/browser-page/settle.js';
import { QUIET_WINDOW_MS } from '../dist/settle/settle-loop.js';
import { atomicWrites, bigSnapFile, cutSnapFiles, renamedLines, symlinkedGoldens } from '../tests/reliability/lib/repository.mjs';
import { reviewMany } from '../tests/reliability/lib/review-scale.mjs';

const CLI = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));

const SELF = fileURLToPath(import.meta.url);
const STRINGS = Number(process.env.STRESS_STRINGS ?? 100_000);
const REPEAT = Number(process.env.STRESS_REPEAT ?? 100);
const CAPTURES = Number(process.env.STRESS_CAPTURES ?? 1_000);
/**
 * Per-element time at full size over that at a tenth: linear stays near 1
 * (below it when fixed costs weigh on the small page), quadratic would be
 * near 10. 4 leaves room for a loaded machine's noise.
 */
const MAX_RATIO = 4;
const PAGE_DEADLINE = 300_000;
const api = { JSDOM, capture, format, parse, foldText, renderGolden, parseGolden, isDeepStrictEqual };

// A child: one page kind at one size; prints its figures as JSON.
if (process.argv[2] === '--page') {
  const [kind, n, runs] = [process.argv[3], Number(process.argv[4]), Number(process.argv[5])];
  measureKind(api, kind, Math.max(1, n / 100), 1); // warm the JIT
  process.stdout.write(JSON.stringify(measureKind(api, kind, n, runs)));
  process.exit(0);
}

const rows = [];
let failed = 0;
function row(area, check, figure, ok, command) {
  rows.push({ area, check, figure, ok, command });
  if (!ok) failed++;
  console.error(`${ok ? 'ok  ' : 'FAIL'} ${area}: ${check}: ${figure}`);
}
const ms = (t) => `${(t / 1000).toFixed(1)} s`;
const MB = (b) => `${(b / 1024 / 1024).toFixed(1)} MB`;

async function strings() {
  const start = performance.now();
  const generated = hostileStrings(STRINGS);
  const result = checkHostileStrings(api, generated);
  const headers = checkHeaderStrings(api, generated);
  const took = performance.now() - start;
  for (const p of [...result.problems, ...headers.problems].slice(0, 5)) console.error('  ' + p);
  row(
    'hostile strings',
    `${result.strings.toLocaleString('en')} generated strings on ${result.pages} pages`,
    `${result.elements.toLocaleString('en')} elements, ${result.lines.toLocaleString('en')} lines, ${result.problems.length} problems, ${ms(took)}`,
    result.problems.length === 0 && result.lines === result.elements,
    'npm run stress -- strings',
  );
  row(
    'hostile strings',
    `${headers.headers.toLocaleString('en')} titles and urls through the page line`,
    `${headers.problems.length} problems`,
    headers.problems.length === 0,
    'npm run stress -- strings',
  );
}

function child(kind, n, runs) {
  try {
    const out = execFileSync(process.execPath, [SELF, '--page', kind, String(n), String(runs)], {
      timeout: PAGE_DEADLINE,
      maxBuffer: 1 << 20,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(String(out));
  } catch (error) {
    const why = error.signal
      ? `no result within ${PAGE_DEADLINE / 1000} s (${error.signal})`
      : (String(error.stderr ?? error.message)
          .split('\n')
          .find((l) => /Error/.test(l)) ?? 'crashed');
    return { problem: why, ms: NaN, elements: 0 };
  }
}

async function pages() {
  for (const [kind, { full, unit }] of Object.entries(PAGE_KINDS)) {
    const small = child(kind, full / 10, 7);
    const big = child(kind, full, 5);
    const perBig = big.ms / full;
    const ratio = perBig / (small.ms / (full / 10));
    const per = unit === 'characters' ? `${(perBig * 1e6).toFixed(3)} ns/character` : `${((big.ms * 1000) / big.elements).toFixed(1)} µs/element`;
    const problem = big.problem || small.problem;
    if (problem) console.error('  ' + problem);
    row(
      'hostile pages',
      `${kind}: ${full.toLocaleString('en')} ${unit} (${big.elements.toLocaleString('en')} elements)`,
      `${big.ms.toFixed(0)} ms, ${per}, ×${ratio.toFixed(2)} per ${unit === 'characters' ? 'character' : 'unit'} vs ${(full / 10).toLocaleString('en')}`,
      !problem && ratio <= MAX_RATIO,
      `npm run stress -- pages`,
    );
  }
  // A `try` step far longer than any name: ranking compares at most 200 characters of it, so 10 times the step costs about the same.
  const stepApi = { JSDOM, capture, resolve: resolveStep, parseStepOrThrow };
  const [short, long] = [measureLongStep(stepApi, 2_000, 2_000, 3), measureLongStep(stepApi, 20_000, 2_000, 3)];
  const stepProblem = short.problem || long.problem;
  if (stepProblem) console.error('  ' + stepProblem);
  row(
    'hostile pages',
    'try step of 2,000 and 20,000 characters against 2,000 lines of 200 characters (candidates ranked)',
    `${short.ms.toFixed(0)} ms and ${long.ms.toFixed(0)} ms, ×${(long.ms / short.ms).toFixed(2)}`,
    !stepProblem && long.ms / short.ms <= MAX_RATIO,
    'npm run stress -- pages',
  );
}

async function goldens() {
  const render = (html) => renderGolden(capture(new JSDOM(html).window.document, { refs: false }));
  const r = await workerScenario({ workers: 4, repeat: REPEAT, render, timeout: 1_200_000 });
  if (r.output) console.error(r.output);
  for (const g of r.garbledReads) console.error('  ' + g);
  row(
    'goldens',
    `4 workers × ${REPEAT} runs, each updating its own golden (--update-snapshots=all)`,
    `${r.passed}/${r.updates} passed in ${ms(r.ms)}; ${r.lost.length} lost, ${r.garbled} garbled of ${r.reads.toLocaleString('en')} concurrent reads, ${r.leftovers.length} files left over`,
    r.code === 0 && r.passed === r.updates && !r.lost.length && !r.garbled && !r.leftovers.length,
    'npm run stress -- goldens',
  );
  row(
    'goldens',
    `CI set, default mode, the same ${r.updates} goldens on a changed page`,
    `${r.ciFailed}/${r.updates} assertions failed, ${r.ciWrites.length} files written`,
    r.ciFailed === r.updates && r.ciWrites.length === 0,
    'npm run stress -- goldens',
  );
}

async function memory() {
  const ordersPage = await loadOrdersPage();
  const gc = collector();
  {
    const { window } = new JSDOM(ordersPage(5000));
    const elements = window.document.getElementsByTagName('*').length;
    capture(window.document, { refs: false }); // warm
    const before = settledHeap(gc);
    const rssBefore = process.memoryUsage().rss;
    const model = capture(window.document);
    const after = settledHeap(gc);
    const rssAfter = process.memoryUsage().rss;
    row(
      'resources',
      `one capture of the 5,000-row orders page (${elements.toLocaleString('en')} elements, ${model.nodes.length.toLocaleString('en')} lines)`,
      `model and refs retained: ${MB(after - before)}; rss +${MB(rssAfter - rssBefore)}`,
      model.nodes.length > 0,
      'npm run stress -- memory',
    );
    close(window);
  }
  {
    const { window } = new JSDOM(ordersPage(500));
    const start = performance.now();
    const r = heapOverCaptures({ capture, document: window.document, captures: CAPTURES, every: CAPTURES / 10 });
    row(
      'resources',
      `${CAPTURES.toLocaleString('en')} captures of one document (the 500-row page, ${window.document.getElementsByTagName('*').length.toLocaleString('en')} elements)`,
      `heap after gc: ${r.samples.map((s) => (s / 1024 / 1024).toFixed(1)).join(', ')} MB; growth ${MB(r.growth)} in ${ms(performance.now() - start)}`,
      r.growth < 5 * 1024 * 1024,
      'npm run stress -- memory',
    );
    close(window);
  }
  {
    const { window } = new JSDOM(ordersPage(500));
    const tbody = window.document.querySelector('tbody');
    const html = tbody.innerHTML;
    const n = CAPTURES / 4;
    const r = heapOverCaptures({ capture, document: window.document, captures: n, every: n / 5, rerender: () => (tbody.innerHTML = html) });
    row(
      'resources',
      `${n.toLocaleString('en')} captures, the 500 rows rebuilt before each (refs to removed elements)`,
      `growth ${MB(r.growth)} (${r.samples.length} samples)`,
      r.growth < 5 * 1024 * 1024,
      'npm run stress -- memory',
    );
    close(window);
  }
}

async function repository() {
  const api = { readGolden: parseGoldenText, compareLines, splitSnapFile, goldenOfEntry, damageOf, writeFileAtomic };
  renamedLines(api, 1_000); // warm the JIT
  const renamed = renamedLines(api, 10_000);
  row(
    'hostile repositories',
    'a golden of 10,000 lines, every one renamed, compared',
    `${Math.round(renamed.ms)} ms; ${renamed.renamed.toLocaleString('en')} paired ~name`,
    renamed.ms < 1000 && renamed.renamed === 10_000,
    'npm run stress -- repository',
  );
  const snap = bigSnapFile(api, 10 * 1024 * 1024);
  row(
    'hostile repositories',
    `a ${MB(snap.bytes)} Vitest .snap (escapes, a 1 MB run of spaces inside a line, 100 kB after it) split and read`,
    `${Math.round(snap.ms)} ms; ${snap.entries.toLocaleString('en')} entries`,
    snap.ms < 2000,
    'npm run stress -- repository',
  );
  const ticks = '`'.repeat(3) + 'a`'.repeat(150_000);
  const span = (() => {
    const start = performance.now();
    codeSpan(ticks);
    return performance.now() - start;
  })();
  row(
    'hostile repositories',
    'a golden line of 150,000 backtick runs printed in the review',
    `${Math.round(span)} ms, no stack overflow`,
    true,
    'npm run stress -- repository',
  );
  const links = symlinkedGoldens(CLI);
  row(
    'hostile repositories',
    `review --base with ${links.links} goldens linked to a secret file (1 committed, 20 in the work tree)`,
    `secret printed: ${links.printed ? 'yes' : 'no'}; ${links.unreadable} reported unreadable`,
    !links.printed && links.unreadable === links.links,
    'npm run stress -- repository',
  );
  const writes = atomicWrites(api, 1_000);
  row(
    'hostile repositories',
    `1,000 atomic writes of a golden whose name is 245 bytes of UTF-8, 50 temporary files of a killed writer beside it`,
    `${writes.failed} failed, ${writes.left} files left over`,
    writes.failed === 0 && writes.left === 0,
    'npm run stress -- repository',
  );
  const cuts = cutSnapFiles(api, 20);
  row(
    'hostile repositories',
    `a Vitest .snap of 20 entries cut at each of its ${cuts.cuts.toLocaleString('en')} bytes`,
    `${cuts.losing.toLocaleString('en')} cuts lose entries: ${cuts.detected.toLocaleString('en')} detected, ${cuts.between} undetected (cut between two entries, the file reads whole)`,
    cuts.detected + cuts.between === cuts.losing && cuts.between <= 20 * 4,
    'npm run stress -- repository',
  );
  const runBuilt = (argv, { cwd, env }) => {
    const run = spawnSync(process.execPath, [CLI, ...argv], { cwd, env, encoding: 'utf8', maxBuffer: 1 << 28 });
    return Promise.resolve({ code: run.status, stdout: run.stdout, stderr: run.stderr });
  };
  const many = await reviewMany(runBuilt, { goldens: 3_000 });
  row(
    'hostile repositories',
    'review --base of 3,000 changed goldens',
    `${ms(many.ms)}, ${many.gitRuns} git processes; ${many.renamed.toLocaleString('en')} renamed`,
    many.code === 0 && many.renamed === 3_000 && many.gitRuns <= 8,
    'npm run stress -- repository',
  );
}

async function isolation() {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const truth = await browser.newPage();
    await truth.setContent(`<!doctype html>${BODY}`);
    const expected = format(await capturePage(truth));
    let [truthful, forged] = [0, 0];
    const start = performance.now();
    for (const attack of [...Object.values(ATTACKS), Object.values(ATTACKS).join('\n')]) {
      const page = await browser.newPage();
      await page.setContent(`<!doctype html>${BODY}`);
      await page.evaluate(attack);
      const text = await capturePage(page).then(format, (error) => `error: ${error.message}`);
      if (text === expected) truthful++;
      else if (!text.startsWith('error: ') || text.includes('\n')) forged++;
      await page.close();
    }
    const pages = Object.keys(ATTACKS).length + 1;
    row(
      'hostile pages (Chromium)',
      `${pages} pages that rewrite built-ins of their world (JSON, prototypes, Symbol.iterator, getComputedStyle, DOM getters; the last, all at once)`,
      `${truthful}/${pages} printed their true lines, ${forged} forged, in ${ms(performance.now() - start)}`,
      truthful === pages,
      'npm run stress -- isolation',
    );
    await lookalikes(browser);
    await quietWatch(browser);
  } finally {
    await browser.close();
  }
}

/** Acts on pages that try to send them to a lookalike (lookalikes.mjs): each lands on its line, or fails with one line. */
async function lookalikes(browser) {
  const rounds = Math.max(1, Math.round(REPEAT / 10));
  const count = { acts: 0, true: 0, refused: 0, lookalike: 0, wrong: 0 };
  const start = performance.now();
  for (let round = 0; round < rounds; round++) {
    for (const { refuses, script } of Object.values(LOOKALIKE_ATTACKS)) {
      for (const act of Object.keys(LOOKALIKE_ACTS)) {
        // A page of its own: setContent keeps the document, and with it the last attack's observers.
        const page = await browser.newPage();
        const { landed, error } = await actOnLookalikePage(page, { A11y, capturePage }, script, act);
        await page.close();
        count.acts++;
        if (landed === 'lookalike') count.lookalike++;
        else if (landed === 'true' && !error) count.true++;
        else if (landed === 'nothing' && error && !error.includes('\n')) count.refused++;
        if (refuses.includes(act) ? landed !== 'nothing' || !error : landed !== 'true' || error) count.wrong++;
      }
    }
  }
  const attacks = Object.keys(LOOKALIKE_ATTACKS).length;
  row(
    'hostile pages (Chromium)',
    `${count.acts} acts (a11y.try, tap, fill) on ${attacks} pages that answer the engine's writes on a lookalike, rewrite setAttribute and querySelector, slide a lookalike under the pointer or move the focus to it`,
    `${count.lookalike} on a lookalike; ${count.true} on the true element; ${count.refused} refused with one line; ${count.wrong} other than expected; ${ms(performance.now() - start)}`,
    count.lookalike === 0 && count.wrong === 0,
    'npm run stress -- isolation',
  );
}

/** Pages that blind or mislead a watcher of their own world (MutationObserver, clocks): one changing every 50 ms, one still, per attack. */
async function quietWatch(browser) {
  const count = { checks: 0, right: 0, falselySettled: 0 };
  const start = performance.now();
  for (const attack of Object.values(QUIET_PAGES)) {
    for (const ticking of [true, false]) {
      const page = await browser.newPage();
      const settled = await settlesInMatcher(page, captureSettled, { attack, ticking, timeout: 4 * QUIET_WINDOW_MS, quiet: QUIET_WINDOW_MS });
      await page.close();
      count.checks++;
      if (settled === !ticking) count.right++;
      if (settled && ticking) count.falselySettled++;
    }
  }
  const pages = Object.keys(QUIET_PAGES).length;
  row(
    'hostile pages (Chromium)',
    `${pages} counter pages (ordinary; MutationObserver replaced by a no-op; performance.now and Date.now racing ahead, or frozen; all at once), each changing every 50 ms and still`,
    `${count.right}/${count.checks} called settled exactly when still, ${count.falselySettled} changing pages settled, in ${ms(performance.now() - start)}`,
    count.right === count.checks,
    'npm run stress -- isolation',
  );
}

const AREAS = {
  strings,
  pages,
  goldens,
  memory,
  command: () => command(row),
  repository,
  isolation,
  patterns: () => patterns(row),
  properties: () => properties(row),
  agent: () => agent(row),
};
const chosen = process.argv.slice(2).filter((a) => a in AREAS);
const started = performance.now();
for (const area of chosen.length ? chosen : Object.keys(AREAS)) await AREAS[area]();

console.log(
  `\nReliability figures (${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${(await import('node:os')).cpus().length} cores), ${ms(performance.now() - started)} in all\n`,
);
console.log('| area | check | figure | result |');
console.log('|---|---|---|---|');
for (const r of rows) console.log(`| ${r.area} | ${r.check} | ${r.figure} | ${r.ok ? 'pass' : '**FAIL**'} |`);
console.log(failed ? `\n${failed} check(s) failed` : '\nevery check passed');
process.exit(failed ? 1 : 0);
