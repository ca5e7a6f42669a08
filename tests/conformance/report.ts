import { passes, type Case } from './corpus.js';

export interface Outcome {
  case: Case;
  actual: string;
  pass: boolean;
}

/** Runs cases and returns every outcome. */
export function evaluate(cases: Case[], compute: (c: Case) => string): Outcome[] {
  return cases.map((c) => {
    let actual: string;
    try {
      actual = compute(c);
    } catch (error) {
      actual = `threw ${(error as Error).message}`;
    }
    return { case: c, actual, pass: passes(c, actual) };
  });
}

/** Lines for every outcome that disagrees with the expected-failure list. */
export function surprises(outcomes: Outcome[], expectedToFail: Record<string, string>): string[] {
  const out: string[] = [];
  for (const { case: c, actual, pass } of outcomes) {
    const listed = c.id in expectedToFail;
    const expected = c.kind === 'label' ? c.expectedLabel : c.acceptableRoles ? c.acceptableRoles.join('|') : c.expectedRole;
    if (!pass && !listed) out.push(`FAIL ${c.id} (${c.testname}): expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
    if (pass && listed) out.push(`PASSES but listed as expected failure: ${c.id} (${c.testname})`);
  }
  return out;
}

export function passRate(outcomes: Outcome[], kind: 'label' | 'role'): number {
  const of = outcomes.filter((o) => o.case.kind === kind);
  return of.filter((o) => o.pass).length / of.length;
}
