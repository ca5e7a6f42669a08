/** Small jsdom pages written inside a test: a body, and the name of its `[data-t]` element. */
import { JSDOM } from 'jsdom';
import { nameOf } from '../../src/engine/index.js';

/** A jsdom document whose body is `html`. */
export function parseBody(html: string): Document {
  return new JSDOM(`<!doctype html><html><head></head><body>${html}</body></html>`).window.document;
}

/** The folded name of the first `[data-t]` element in `html`. */
export function nameIn(html: string): string {
  const target = parseBody(html).querySelector('[data-t]');
  if (!target) throw new Error(`no [data-t] element in ${html}`);
  return nameOf(target);
}
