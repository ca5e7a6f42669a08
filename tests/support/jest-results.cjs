// A Jest reporter for the fixture-project runs: what each test file of the
// run did, its snapshot counts included, written as JSON to
// a11y-results.json in the folder Jest runs in. One run holds several
// scenarios (one project each); the tests read each scenario's own outcome
// here instead of the run's totals.
// Plain CommonJS: the child Jest loads it by its path.
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

class ScenarioResults {
  files = [];

  onTestResult(test, result) {
    this.files.push({
      project: test.context.config.rootDir,
      file: result.testFilePath,
      errors: result.testExecError ? [result.testExecError.message] : [],
      tests: result.testResults.map((t) => ({ name: t.title, state: t.status, errors: t.failureMessages })),
      snapshot: result.snapshot,
      failureMessage: result.failureMessage ?? '',
    });
  }

  onRunComplete() {
    writeFileSync(join(process.cwd(), 'a11y-results.json'), JSON.stringify({ modules: this.files }));
  }
}

module.exports = ScenarioResults;
