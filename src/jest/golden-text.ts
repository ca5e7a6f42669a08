/**
 * Golden text handed to Jest's snapshot state. Jest prints what a matcher
 * holds with pretty-format, which quotes a string; golden text wrapped in a
 * `GoldenText` is printed as it is by the plugin below, so the `.snap` file
 * holds the golden lines a person reads in review, as Vitest's does.
 */

/** Marks a golden text across copies of this module (the CommonJS and ESM builds). */
const BRAND = Symbol.for('a11y-snapshot.golden-text');

export interface GoldenText {
  readonly [BRAND]: true;
  readonly text: string;
}

/** Golden text, to be printed as it is. */
export function goldenText(text: string): GoldenText {
  return { [BRAND]: true, text };
}

/** True for golden text of any copy of this module. */
export function isGoldenText(value: unknown): value is GoldenText {
  return typeof value === 'object' && value !== null && (value as Partial<GoldenText>)[BRAND] === true;
}

/** The pretty-format plugin that prints golden text unquoted, unescaped (`expect.addSnapshotSerializer`). */
export const goldenTextSerializer = {
  test: isGoldenText,
  serialize: (value: GoldenText): string => value.text,
};
