/** The command line's errors: what it says on one line, and how it exits. */

/** A wrong argument: one line on stderr, exit 2. */
export class UsageError extends Error {}

/** The first non-empty line of an error's message: errors print on one line. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n').find((line) => line.trim())?.trim() ?? 'unknown error';
}
