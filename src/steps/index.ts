/**
 * `try` steps as pure functions of the snapshot model: the step grammar,
 * resolution through the matching tiers, the selector to write for a line,
 * and the answers as text. No DOM, no Node APIs; the doors act on `done`.
 */
export { VERBS, TARGET_KEYS, formatStep, formatTarget, getTarget, quoteStepText } from './step.js';
export type { Selector, Step, Target, TargetKey, Verb } from './step.js';
export { StepSyntaxError, describeStepErrors, parseStep, parseStepOrThrow } from './grammar.js';
export type { StepError, StepParseResult } from './grammar.js';
export { normalizeText } from './normalize.js';
export { measureEditDistance, measureSimilarity } from './similarity.js';
export { SCORE_THRESHOLD, TIERS, findTier, matchesTier, probeText } from './tiers.js';
export type { TextProbe, Tier } from './tiers.js';
export { FIELD_ROLES, TAP_ROLES, canName } from './targets.js';
export { findDialog } from './dialog.js';
export { matchStep } from './match.js';
export { MAX_FOUND, findText } from './find.js';
export type { Hit, Match, NoneKind, NoneReason } from './match.js';
export { MAX_CANDIDATES, resolve } from './resolve.js';
export type { Ambiguous, Candidate, Done, None, Resolution } from './resolve.js';
export { selectorFor } from './selector.js';
export type { NodeSelector, SelectorOptions } from './selector.js';
export { formatOutcome } from './messages.js';
