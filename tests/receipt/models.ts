/**
 * Hand-made captures for the receipt tests: an orders page before an act,
 * and small edits of it after. Refs are set by hand where they matter, as
 * the engine keeps them: same element, same ref; a new element, a fresh number.
 */
import type { Container, Snapshot } from '../../src/model/snapshot.js';
import type { ActRecord } from '../../src/receipt/index.js';
import { page } from '../steps/models.js';
import { HEADER } from '../notation/fixtures.js';

export { node, nodeIn } from '../steps/models.js';

type Spec = Parameters<typeof page>[0][number];

/** A capture of these lines (refs e1.. unless a spec names one) at `url`. */
export function capture(specs: Spec[], options: { url?: string; title?: string; containers?: Container[] } = {}): Snapshot {
  // A copy: a test that edits its outline must not edit the next test's.
  const model = page(
    specs,
    options.containers?.map((c) => ({ ...c })),
  );
  return { ...model, header: { ...HEADER, url: options.url ?? HEADER.url, title: options.title ?? HEADER.title } };
}

/** An act record with no requests and no errors unless given. */
export function act(before: Snapshot, after: Snapshot, extra: Partial<ActRecord> = {}): ActRecord {
  return { before, after, requests: [], errors: [], ...extra };
}
