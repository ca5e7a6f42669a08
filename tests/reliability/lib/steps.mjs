// A `try` step far longer than any name, against a page of lines whose names
// are as long as a line carries (200 characters) and close to the step's
// start: the nearest names are ranked for the answer. Used by scripts/stress.mjs (dist/); the build is
// never timed, only `resolve`.

/** A page of `lines` buttons, each named by 200 characters of its own. */
function longNamesPage(JSDOM, lines) {
  const { window } = new JSDOM('<!doctype html><html><head><title>t</title></head><body></body></html>');
  const doc = window.document;
  const frag = doc.createDocumentFragment();
  for (let i = 0; i < lines; i++) {
    const button = doc.createElement('button');
    button.textContent = `Order ${i} `.padEnd(200, 'shipped to the warehouse ');
    frag.appendChild(button);
  }
  doc.body.appendChild(frag);
  return window;
}

/**
 * Resolves a step of `length` characters (no line matches it) against
 * `lines` lines `runs` times; returns the median time, the candidates of the
 * last answer and any problem.
 */
export function measureLongStep(api, length, lines, runs = 1) {
  const { JSDOM, capture, resolve, parseStepOrThrow } = api;
  const window = longNamesPage(JSDOM, lines);
  const model = capture(window.document);
  window.close();
  // Close to every name at its start, so that each is ranked and offered
  // (only names at least half alike are); no tier matches the whole step.
  const text = 'Order shipped to the warehouse '.repeat(Math.ceil(length / 31)).slice(0, length);
  const step = parseStepOrThrow(`tapOn: '${text}'`);
  const times = [];
  let result;
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    result = resolve(model, step);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  let problem = '';
  if (model.nodes.length !== lines) problem = `${model.nodes.length} lines for ${lines} buttons`;
  else if (result.outcome !== 'none' || result.candidates.length !== 5) problem = `answer ${result.outcome} with ${result.candidates?.length} candidates`;
  return { ms: times[Math.floor(times.length / 2)], problem };
}
