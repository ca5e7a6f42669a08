/**
 * Keys: what a line's selector names (NOTATION.md, "Key, count and index").
 * One definition serves the count, the selector and `try` steps.
 */
import type { SnapshotNode } from '../notation/model.js';

// Ids a framework or a build made up: they change between runs, so they
// cannot name an element in a golden file or a test. Anything outside
// [A-Za-z0-9_-] (React's `:r1:` and `«r1»`), a run of five or more digits,
// a hex hash, or a prefix well-known generators use.
const GENERATED_ID = [
  /[^A-Za-z0-9_-]/,
  /\d{5,}/,
  /(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{8,}/i,
  /^(?:ember\d|mui-\d|radix-|headlessui-|downshift-|react-select-|rc_select_|__)/,
];

/** True when an `id` looks hand-written and so can name its element. */
export function isStableId(id: string): boolean {
  return id.length > 0 && id.length <= 64 && !GENERATED_ID.some((re) => re.test(id));
}

/** Sets `count` and `index` on every node: same key, whole page, document order. */
export function countKeys(nodes: SnapshotNode[]): void {
  // One map per key kind: keys are then plain page strings, which need no
  // concatenating (and hashing afresh) per node.
  const byKind = new Map<string, Map<string, SnapshotNode[]>>();
  for (const node of nodes) {
    let seen = byKind.get(node.keyKind);
    if (!seen) byKind.set(node.keyKind, (seen = new Map()));
    const group = seen.get(node.key);
    if (group) group.push(node);
    else seen.set(node.key, [node]);
  }
  for (const seen of byKind.values()) {
    for (const group of seen.values()) {
      group.forEach((node, i) => {
        node.count = group.length;
        node.index = i + 1;
      });
    }
  }
}
