/**
 * The model on the wire between a page and Node: JSON without what the
 * receiver can derive (a text key is the name; `in` is the container's kind
 * and name). A third less to serialise, send and parse on a large page.
 *
 * The receiver trusts none of it (NOTATION.md: a page can never add a line,
 * forge a ref, a count or a flag): {@link unpackModel} checks every field
 * against the notation's grammar and recomputes keys, counts and indexes
 * from the lines themselves (wire-check.ts).
 */
import type { CapturedNode, CapturedSnapshot } from './snapshot.js';
import { checkModel, type PageKeys } from './wire-check.js';

export type { PageKeys } from './wire-check.js';

/** The model as compact JSON text; `page` for a capture scoped to an element. */
export function packModel(model: CapturedSnapshot, page?: PageKeys): string {
  const nodes = model.nodes.map((node) => {
    const { key, in: home, ...rest } = node;
    const packed: Partial<CapturedNode> = rest;
    if (node.keyKind !== 'text') packed.key = key;
    if (home && node.container === undefined) packed.in = home;
    return packed;
  });
  return JSON.stringify(page && page.keys.length !== model.nodes.length ? { ...model, nodes, page } : { ...model, nodes });
}

/**
 * The model back from {@link packModel}'s text, checked.
 * @throws WireError naming the first field that breaks the grammar.
 */
export function unpackModel(text: string): CapturedSnapshot {
  return checkModel(JSON.parse(text));
}
