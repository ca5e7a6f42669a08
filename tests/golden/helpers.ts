import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import type { Snapshot } from '../../src/model/snapshot.js';

/** A jsdom page at a test server's origin, captured. */
export function snapshotOf(body: string, url = 'http://127.0.0.1:41234/orders?tab=open'): Snapshot {
  const { document } = new JSDOM(`<!doctype html><title>Orders</title><body>${body}`, { url }).window;
  return capture(document);
}
