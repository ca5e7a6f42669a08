/**
 * The matching tiers (NOTATION.md, "try steps"): how far a step's text may
 * stretch to reach a name. Resolution climbs them in order and stops at the
 * first tier where anything matches, so a looser tier never competes with a
 * closer one.
 */
import { foldText } from '../model/text.js';
import { normalizeText } from './normalize.js';
import { isSimilarAtLeast } from './similarity.js';

/** The tiers, closest first. */
export const TIERS = ['exact', 'norm', 'sub', 'score'] as const;
export type Tier = (typeof TIERS)[number];

/**
 * The least similarity (see `measureSimilarity`) that matches at `score`.
 * 0.7 lets one slip through in a word of four letters or more ("Sve" for
 * "Save" is 0.75), two from seven ("Cancle ordr" for "Cancel order"), three
 * from ten; it keeps short different words apart ("Add"/"And" is 0.67,
 * "Save"/"Send" 0.25). A tier that acts on a guess must guess little.
 */
export const SCORE_THRESHOLD = 0.7;

/** A step's text, read once for every tier. */
export interface TextProbe {
  /** As the notation stores page text: whitespace folded, cut at 200 (`foldText`). */
  folded: string;
  /** As the `norm` tier compares it (`normalizeText`). */
  normalized: string;
  /** The code points of `normalized`, counted once: the `score` tier checks the length gap against every name. */
  normalizedLength: number;
}

/** Prepares a step's text (or row anchor) for {@link matchesTier}. */
export function probeText(text: string): TextProbe {
  const normalized = normalizeText(text);
  return { folded: foldText(text), normalized, normalizedLength: countCodePoints(normalized) };
}

/**
 * The tiers a probe may use. A text that folds to nothing (only spaces or
 * punctuation: "-", "…") stops at `exact`: at `norm` it would equal every
 * other punctuation-only name, and at `sub` it would be inside every name.
 */
export function tiersFor(probe: TextProbe): readonly Tier[] {
  return probe.normalized === '' ? ['exact'] : TIERS;
}

/**
 * Whether `name` matches the probe at `tier`:
 * - `exact`: the name equals the step's text, folded as the notation folds
 *   page text (so `"  Save "` is exactly `"Save"`);
 * - `norm`: both normalise to the same string (`normalizeText`);
 * - `sub`: the normalised text is inside the normalised name;
 * - `score`: the normalised texts are at least {@link SCORE_THRESHOLD} alike.
 */
export function matchesTier(tier: Tier, probe: TextProbe, name: string): boolean {
  switch (tier) {
    case 'exact':
      return name === probe.folded;
    case 'norm':
      return probe.normalized !== '' && normalizeName(name) === probe.normalized;
    case 'sub':
      return probe.normalized !== '' && normalizeName(name).includes(probe.normalized);
    case 'score':
      return probe.normalized !== '' && isSimilar(probe, normalizeName(name));
  }
}

// Names repeat across tiers, steps and candidates; folding each once keeps a
// step on a page of thousands of lines fast. Bounded, and pure, so sharing it
// between models is safe.
const FOLDED = new Map<string, string>();
const MAX_FOLDED = 50_000;

/** `normalizeText`, remembered. */
export function normalizeName(name: string): string {
  let folded = FOLDED.get(name);
  if (folded === undefined) {
    if (FOLDED.size >= MAX_FOLDED) FOLDED.clear();
    folded = normalizeText(name);
    FOLDED.set(name, folded);
  }
  return folded;
}

function isSimilar(probe: TextProbe, name: string): boolean {
  // The length gap is a floor under the edit distance: most names are too
  // long or too short to reach the threshold, and need no table (a step far
  // longer than every name costs one count, not a table per line).
  const [la, lb] = [probe.normalizedLength, countCodePoints(name)];
  if (1 - Math.abs(la - lb) / Math.max(la, lb) < SCORE_THRESHOLD) return false;
  return isSimilarAtLeast(probe.normalized, name, SCORE_THRESHOLD);
}

function countCodePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The closest tier at which `name` matches the probe, if any. */
export function findTier(probe: TextProbe, name: string): Tier | undefined {
  return tiersFor(probe).find((tier) => matchesTier(tier, probe, name));
}
