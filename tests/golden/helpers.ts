import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import type { Snapshot } from '../../src/model/snapshot.js';

/** A jsdom page at a test server's origin, captured. */
export function snapshotOf(body: string, url = 'http://127.0.0.1:41234/orders?tab=open'): Snapshot {
  const { document } = new JSDOM(`<!doctype html><title>Orders</title><body>${body}`, { url }).window;
  return capture(document);
}

/** A pattern that backtracks without end in a regular expression engine, against a long name of words. */
export const CATASTROPHIC = '/(\\w+\\s?)+ order/';

/** Words and spaces, exactly `length` long, the longest a name prints: every split of it is a way to try `(\w+\s?)+`. */
export function wordsOf(length: number, last = ''): string {
  let text = '';
  for (let i = 1; text.length < length; i++) text += `item${i} `;
  return text.slice(0, length - last.length).replace(/ $/, 'x') + last;
}

/** A golden of one button line named `name`. */
export const goldenWith = (name: string) => `# a11y-snapshot detail:compact\nsnapshot v2\npage "T" url="/" settled\nbutton ${name}\n`;
