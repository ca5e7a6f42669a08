/**
 * Reading a `.snap` file on disk, where there is a disk: in Node the door
 * reads the file to say where a stored golden line sits and to notice a file
 * a killed `vitest -u` cut short. In Vitest's browser mode the test runs in
 * the page, which has no file system: Vitest reads and writes snapshots on
 * the server through its snapshot client, and these two extras say nothing.
 * `node:fs` is loaded only when Node runs this module, so that Vite serves it
 * to a browser without a `node:*` import.
 */
interface NodeFiles {
  readFileSync(file: string, encoding: 'utf8'): string;
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
  return { readFileSync: fs.readFileSync, relative: path.relative, cwd: () => runtime.cwd!() };
}

/** The text of a file, or undefined when it cannot be read (absent, or no file system here). */
export function readSnapFileText(file: string): string | undefined {
  if (!nodeFiles) return undefined;
  try {
    return nodeFiles.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** A path as the user's terminal shows it: relative to the working folder where there is one. */
export function showSnapFilePath(file: string): string {
  return nodeFiles ? nodeFiles.relative(nodeFiles.cwd(), file) : file;
}
