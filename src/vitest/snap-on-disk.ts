/**
 * Reading a `.snap` file on disk, where there is a disk: in Node the door
 * reads the file through the golden store (golden/store.ts: a regular file,
 * never through a link, bounded) to say where a stored golden line sits, to
 * notice a file a killed `vitest -u` cut short, and to refuse a file the
 * store refuses. In Vitest's browser mode the test runs in the page, which
 * has no file system: Vitest reads and writes snapshots on the server
 * through its snapshot client, and these extras say nothing. `node:fs` is
 * loaded only when Node runs this module, and the store's readers are bound
 * to it (golden/golden-reads.ts), so that Vite serves this module to a
 * browser without a `node:*` import.
 */
import type { GoldenError } from '../golden/golden.js';
import { fileReads } from '../golden/regular-files.js';
import { goldenReads, type GoldenReads } from '../golden/golden-reads.js';

interface NodeFiles {
  store: GoldenReads;
  relative(from: string, to: string): string;
  cwd(): string;
}

const nodeFiles: NodeFiles | undefined = await loadNodeFiles();

async function loadNodeFiles(): Promise<NodeFiles | undefined> {
  const runtime = (globalThis as { process?: { versions?: { node?: string }; cwd?: () => string } }).process;
  if (!runtime?.versions?.node || typeof runtime.cwd !== 'function') return undefined;
  // Specifiers in variables: a bundler for the browser leaves them alone, Node loads them.
  const [fsName, pathName] = ['node:fs', 'node:path'];
  const [fs, path] = await Promise.all([import(/* @vite-ignore */ fsName), import(/* @vite-ignore */ pathName)]);
  return { store: goldenReads(fileReads(fs)), relative: path.relative, cwd: () => runtime.cwd!() };
}

/** The text of a `.snap` file, or undefined when it cannot be read (absent, refused by the store, or no file system here). */
export function readSnapFileText(file: string): string | undefined {
  const read = nodeFiles?.store.readGoldenFile(file, file);
  return read && !read.error ? read.text : undefined;
}

/**
 * Why the golden store refuses the `.snap` file (a link, a directory, a
 * FIFO, past the bound), found without reading it; undefined when it does
 * not, or there is no file system here. A run that rewrites every snapshot
 * (`rewrite`) takes a link away instead, so that Vitest, which writes the
 * file in place, writes a file there rather than through the link.
 */
export function refusedSnapFile(file: string, rewrite: boolean): GoldenError | undefined {
  if (!nodeFiles) return undefined;
  const refused = nodeFiles.store.refusedGoldenFile(file, showSnapFilePath(file));
  if (refused && rewrite && nodeFiles.store.unlinkForRewrite(file)) return undefined;
  return refused;
}

/** A path as the user's terminal shows it: relative to the working folder where there is one. */
export function showSnapFilePath(file: string): string {
  return nodeFiles ? nodeFiles.relative(nodeFiles.cwd(), file) : file;
}
