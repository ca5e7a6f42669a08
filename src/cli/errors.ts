/** The command line's errors: what it says on one line, and how it exits. */
import { firstLine } from '../jsdom-page/bounds.js';

/** A wrong argument: one line on stderr, exit 2. */
export class UsageError extends Error {}

/**
 * `node:util` parseArgs's error as our one line: `unknown option "--nope"`,
 * `--detail needs a value`, `--json takes no value` (its own message quotes
 * the option oddly and runs on with advice about `--`).
 */
export function argumentError(error: unknown): UsageError {
  const code = (error as { code?: unknown })?.code;
  const message = error instanceof Error ? error.message : '';
  // "Unknown option '-x'", "Option '--detail <value>' argument missing", "Option '-h, --help' does not take an argument"
  const quoted = /'(-[^\s',]+)(?:, (--[^\s',]+))?/.exec(message);
  const option = quoted?.[2] ?? quoted?.[1];
  if (option && code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return new UsageError(`unknown option ${JSON.stringify(option)}`);
  if (option && code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE') {
    return new UsageError(message.includes('argument missing') ? `${option} needs a value` : `${option} takes no value`);
  }
  return new UsageError(firstLine(error));
}
