// A Vitest reporter for the fixture-project runs: what each test module of
// the run did, written as JSON to the file A11Y_RESULTS_FILE names. One
// run holds several scenarios (one project each); the tests read each
// scenario's own outcome here instead of the run's totals.
// Plain JavaScript: the child Vitest loads it by its path.
import { writeFileSync } from 'node:fs';

export default class ScenarioResults {
  /** Each test module's snapshot result, by its path: Vitest keeps only the sum. */
  snapshots = {};

  onInit(vitest) {
    this.vitest = vitest;
    const add = vitest.snapshot.add.bind(vitest.snapshot);
    vitest.snapshot.add = (result) => {
      this.snapshots[result.filepath] = result;
      add(result);
    };
  }

  onTestRunEnd(testModules) {
    const modules = testModules.map((module) => ({
      project: module.project.name,
      file: module.moduleId,
      errors: module.errors().map((error) => error.message),
      tests: [...module.children.allTests()].map((test) => ({
        name: test.name,
        state: test.result().state,
        errors: (test.result().errors ?? []).map((error) => error.message),
      })),
      snapshot: this.snapshots[module.moduleId] ?? null,
    }));
    writeFileSync(process.env.A11Y_RESULTS_FILE, JSON.stringify({ modules }));
  }
}
