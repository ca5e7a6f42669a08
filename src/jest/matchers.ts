/**
 * `toMatchA11ySnapshot` and `toMatchInlineA11ySnapshot` for Jest, on Jest's
 * own snapshot state, as `toMatchSnapshot` uses it: Jest keys, stores,
 * updates (`-u`), refuses to write in CI (`--ci`), reports obsolete
 * snapshots and rewrites inline ones. The golden policy is the one every
 * door applies (assert/): this file holds the page against the stored golden
 * with its patterns first, then hands Jest the text to compare and store:
 * the stored text itself when the golden matches (so a pattern passes and
 * stays), else what an update writes (the page, the golden's patterns kept).
 */
import { relative } from 'node:path';
import type { MatcherContext } from 'expect';
import { createGoldenDomain, UnreadableGoldenError, type GoldenDomain } from '../assert/domain.js';
import { DOM_OPTION_KEYS, readInlineArguments, readSnapshotOptions, type DomSnapshotOptions } from '../assert/options.js';
import {
  damagedSnapMessage,
  describeCall,
  mismatchMessage,
  notRefused,
  unreadableMessage,
  unwrittenMessage,
  type Judgement,
  type StoredGolden,
} from '../assert/policy.js';
import { lintMessage } from '../lint/lint.js';
import { damageOf, entryLineOf } from '../golden/snap-format.js';
import { toSnapshotRoot } from '../assert/received.js';
import { goldenText } from './golden-text.js';
import { readGoldenFile, refusedGoldenFile, unlinkForRewrite } from '../golden/store.js';
import { stripInlineIndentation } from '../golden/inline.js';
import { nextKeyOf, snapshotStateOf, type JestSnapshotState } from './snapshot-state.js';

/** Options of `toMatchA11ySnapshot` and `toMatchInlineA11ySnapshot`. */
export type A11ySnapshotOptions = DomSnapshotOptions;

/** The command that writes snapshots, for messages. */
const UPDATE_COMMAND = 'jest -u';

type Context = MatcherContext & { snapshotState?: unknown; testFailing?: boolean; currentTestIdentity?: () => object | undefined };
type Result = { pass: boolean; message: () => string; name?: string; expected?: string; actual?: string };

/** One assertion: what was called, and for an inline one, the snapshot written in the test. */
interface Call {
  matcher: string;
  options: unknown;
  inline?: { snapshot?: string };
}

export function toMatchA11ySnapshot(this: Context, received: unknown, options?: A11ySnapshotOptions): Result {
  if (typeof options === 'string') {
    throw new TypeError(`toMatchA11ySnapshot(options): takes { detail }, not a hint name; snapshots in one test are numbered "<test name> 1", "<test name> 2"`);
  }
  return matchSnapshot(this, received, { matcher: 'toMatchA11ySnapshot', options });
}

export function toMatchInlineA11ySnapshot(this: Context, received: unknown, optionsOrSnapshot?: A11ySnapshotOptions | string, inlineSnapshot?: string): Result {
  const matcher = 'toMatchInlineA11ySnapshot';
  const { options, snapshot } = readInlineArguments(matcher, optionsOrSnapshot, inlineSnapshot);
  return matchSnapshot(this, received, { matcher, options, inline: { snapshot: snapshot === undefined ? undefined : stripInlineIndentation(snapshot) } });
}

function matchSnapshot(context: Context, received: unknown, call: Call): Result {
  const { matcher } = call;
  if (context.isNot) throw new Error(notRefused(matcher));
  const state = snapshotStateOf(context, matcher);
  const options = readSnapshotOptions(matcher, call.options, DOM_OPTION_KEYS);
  const root = toSnapshotRoot(received, matcher);
  // As toMatchSnapshot: a failed snapshot is logged and the test goes on, so that one run reports every snapshot.
  if (!context.testFailing) context.dontThrow?.();
  const testName = context.currentConcurrentTestName?.() ?? context.currentTestName ?? '';
  const testIdentity = context.currentTestIdentity?.();
  const key = nextKeyOf(state, testName);
  const storedText = call.inline ? call.inline.snapshot : state._snapshotData[key];
  // A failure before Jest compares anything is counted as a failed snapshot (not an obsolete one), and nothing is written.
  const failed = (message: string): Result => {
    state.fail(testName, received, undefined, testIdentity);
    return { pass: false, message: () => message, name: matcher };
  };
  const refused = call.inline ? undefined : refuseSnapFile(state, matcher);
  if (refused) return failed(refused);
  const damaged = !call.inline && storedText === undefined ? describeDamage(state, matcher) : undefined;
  if (damaged) return failed(damaged);
  const domain = createGoldenDomain({
    ...options,
    rewriteUnreadable: state._updateSnapshot === 'all',
    locate: (line, column) => locate(state, key, !!call.inline, testName, line, column),
    rewriteCommand: UPDATE_COMMAND,
  });
  const model = domain.capture(root);
  const stored = readStored(domain, storedText);
  if (stored instanceof UnreadableGoldenError) return failed(stored.message);
  const judgement = stored && domain.match(model, stored);
  const text = judgement?.state === 'same' ? asStored(storedText!) : judgement ? judgement.resolved : domain.render(model);
  const result = state.match({
    testName,
    testIdentity,
    received: goldenText(text.replace(/\n$/, '')),
    inlineSnapshot: storedText,
    isInline: !!call.inline,
    error: context.error,
    testFailing: context.testFailing,
  });
  return conclude(result, { call, key, domain, judgement, state });
}

/** The stored golden, or why it cannot be read (an update rewrites it: then it reads as unreadable, not as an error). */
function readStored(domain: GoldenDomain, text: string | undefined): StoredGolden | UnreadableGoldenError | undefined {
  try {
    return text === undefined ? undefined : domain.parseExpected(text);
  } catch (error) {
    if (error instanceof UnreadableGoldenError) return error;
    throw error;
  }
}

/** The stored text as Jest compares it: Jest stores a multi-line value between two line breaks and gives it back so. */
function asStored(text: string): string {
  return text.startsWith('\n') && text.endsWith('\n') ? text.slice(1, -1) + '\n' : text;
}

interface Seen {
  call: Call;
  key: string;
  domain: GoldenDomain;
  judgement?: Judgement;
  state: JestSnapshotState;
}

/** Jest's answer, said as every door says it; lint fails an assertion whose snapshot passed. */
function conclude(result: ReturnType<JestSnapshotState['match']>, { call, key, domain, judgement, state }: Seen): Result {
  const name = call.matcher;
  const callText = describeCall('received', name);
  const lint = domain.lint.length ? lintMessage(callText, domain.lint) : '';
  if (result.pass) return lint ? { pass: false, message: () => lint, name } : { pass: true, message: () => '', name };
  const golden = call.inline ? 'the inline snapshot' : `\`${key}\` in ${shownPath(state)}`;
  const extra = lint ? ['', lint] : [];
  if (result.expected === undefined) {
    const message = `${callText} failed\n\nGolden: ${golden}\n${unwrittenMessage('--ci, or --updateSnapshot=none', 'Jest')}`;
    return { pass: false, message: () => [message, ...extra].join('\n'), name, actual: result.actual };
  }
  const hint =
    state._updateSnapshot === 'none'
      ? `This run writes no snapshot (--ci): update it on your machine with: ${UPDATE_COMMAND}`
      : `To accept the page as it is now: ${UPDATE_COMMAND}`;
  const message = mismatchMessage(callText, golden, judgement?.diff ?? [], [hint]);
  return { pass: false, message: () => [message, ...extra].join('\n'), name, expected: result.expected, actual: result.actual };
}

/**
 * A `.snap` file the golden store refuses (a link, a directory, a FIFO, a
 * file past the bound): Jest has read it already (through a link, as it
 * reads any file) but nothing of it reaches a message, and Jest writes it
 * in place, through a link. So the assertion fails with one line; `jest -u`
 * instead takes a link away, and Jest writes a file where it was.
 */
function refuseSnapFile(state: JestSnapshotState, matcher: string): string | undefined {
  if (!state.snapshotPath) return undefined;
  const error = refusedGoldenFile(state.snapshotPath, shownPath(state));
  if (!error) return undefined;
  if (state._updateSnapshot === 'all' && unlinkForRewrite(state.snapshotPath)) return undefined;
  return `${matcher}: ${unreadableMessage(error.file, error.reason, UPDATE_COMMAND)}`;
}

/**
 * A `.snap` file a killed `jest -u` left empty or cut short: Jest reads it as
 * holding no snapshots and would write each one anew, so a regression would
 * pass unseen. Undefined when the run rewrites everything, or the file is
 * whole or absent.
 */
function describeDamage(state: JestSnapshotState, matcher: string): string | undefined {
  if (state._updateSnapshot === 'all' || !state.snapshotPath) return undefined;
  const file = readGoldenFile(state.snapshotPath);
  if (!file || file.error) return undefined;
  const damage = damageOf(file.text);
  return damage && damagedSnapMessage(matcher, shownPath(state), damage, UPDATE_COMMAND);
}

function shownPath(state: JestSnapshotState): string {
  return state.snapshotPath ? relative(process.cwd(), state.snapshotPath) : 'the snapshot file';
}

/** Where a line of a stored golden is: `file:line:column` in the `.snap` file, else the snapshot and its line. */
function locate(state: JestSnapshotState, key: string, inline: boolean, testName: string, line: number, column: number | undefined): string {
  const at = `${line}${column ? `:${column}` : ''}`;
  if (inline) return `inline snapshot of ${JSON.stringify(testName)}, line ${at}`;
  const file = state.snapshotPath;
  const stored = file ? readGoldenFile(file) : undefined;
  const entry = stored && !stored.error ? entryLineOf(stored.text, key) : undefined;
  if (entry === undefined || !file) return `snapshot \`${key}\`, line ${at}`;
  return `${relative(process.cwd(), file)}:${entry + line}${column ? `:${column}` : ''}`;
}
