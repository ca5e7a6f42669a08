// A Jest reporter for the fixture-project runs: what each test file of the
// run did, its snapshot counts included, written as JSON to the file
// A11Y_RESULTS_FILE names. One run holds several scenarios (one project
// each); the tests read each scenario's own outcome here instead of the
// run's totals.
// Plain CommonJS: the child Jest loads it by its path.
const { writeFileSync } = require('node:fs');

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
    writeFileSync(process.env.A11Y_RESULTS_FILE, JSON.stringify({ modules: this.files }));
  }
}

module.exports = ScenarioResults;
