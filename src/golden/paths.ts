/**
 * What the doors and the reporter agree on about golden files: their
 * extension, how a test records the golden it read, and how a message shows
 * a golden's path.
 */
import { isAbsolute, relative, resolve } from 'node:path';

/** The extension of every golden file. */
export const GOLDEN_EXTENSION = '.snap';

/** The annotation type that records a golden a test read (its description: the path from `config.rootDir`). */
export const GOLDEN_ANNOTATION = 'a11y-snapshot';

/** A golden path as a message shows it: from the working directory when it lies inside. */
export function displayPath(path: string): string {
  const fromHere = relative(process.cwd(), path);
  return fromHere && !fromHere.startsWith('..') && !isAbsolute(fromHere) ? fromHere : resolve(path);
}
