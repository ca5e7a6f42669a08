import { describe, test, expect } from 'vitest';
import { JSDOM } from 'jsdom';
import { CORPUS_FOUND, CORPUS_MISSING, loadCorpus, locate, type Case } from './corpus.js';
import { evaluate, passRate, surprises } from './report.js';
import { expectedFailures } from './expected-failures.js';
import { roleOf, nameOf } from '../../src/engine/index.js';

// jsdom has no layout and runs no page scripts here: the cases the corpus
// marks as needing them (generated content, script-built shadow roots,
// sentinels) are left out, as the corpus README allows.
const corpus = loadCorpus();
const cases = corpus.cases.filter((c) => !c.jsdomExpectedFailure);
const byFile = new Map<string, Case[]>();
for (const c of cases) byFile.set(c.file, [...(byFile.get(c.file) ?? []), c]);

const outcomes = [...byFile].flatMap(([file, fileCases]) => {
  const html = corpus.html(file);
  return evaluate(fileCases, (c: Case) => {
    const { document } = new JSDOM(html).window; // fresh per case: scripted cases append to <body>
    const el = locate(document, c);
    return c.kind === 'label' ? nameOf(el) : roleOf(el);
  });
});

if (!CORPUS_FOUND) console.warn(CORPUS_MISSING);

describe.skipIf(!CORPUS_FOUND)('conformance (web-platform-tests) in jsdom', () => {
  for (const file of byFile.keys()) {
    test(file, () => {
      const mine = outcomes.filter((o) => o.case.file === file);
      expect(surprises(mine, expectedFailures.jsdom).join('\n')).toBe('');
    });
  }

  test('at least 95 % of name cases and 95 % of role cases pass', () => {
    expect(passRate(outcomes, 'label')).toBeGreaterThanOrEqual(0.95);
    expect(passRate(outcomes, 'role')).toBeGreaterThanOrEqual(0.95);
  });
});
