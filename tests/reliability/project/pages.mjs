// The pages of the goldens.spec.ts runs; the parent renders the same HTML in jsdom.
export function brokenPage(variant) {
  return `<title>Orders</title><main><h1>Orders</h1><label>Customer <input value="Café ${variant}"></label><button>Save</button></main>`;
}

/** 200 lines, so that a torn write would show. */
export function workerPage(worker, run, variant) {
  const rows = Array.from({ length: 200 }, (_, i) => `<li><button>Row ${i} of worker ${worker} run ${run} variant ${variant}</button></li>`);
  return `<title>W${worker}</title><ul>${rows.join('')}</ul>`;
}
