/**
 * `diff`'s comparison, from the two sides as they were read: A held as a
 * golden, B as a snapshot, compared as the runners compare (`matchGolden`).
 * Pure and synchronous: compare-thread.ts runs it where `--timeout` can end it.
 */
import { readGolden, renderGolden, type Golden } from '../golden/golden.js';
import { matchGolden } from '../golden/match.js';
import type { Snapshot } from '../model/snapshot.js';
import { parseStepOrThrow } from '../steps/grammar.js';
import { parseSnapshot } from '../notation/parse.js';
import { UserError } from '../jsdom-page/bounds.js';
import { asGoldenModel, snapshotFileOf } from './saved-snapshots.js';

/** The level `diff` compares at. */
export type Compared = 'compact' | 'full' | 'read';

/** A side as read: a snapshot file's bytes (a golden, or v2 text the command printed), or a page's snapshot. */
export type Side = { kind: 'file'; path: string; bytes: Uint8Array } | { kind: 'page'; model: Snapshot };

export interface Comparison {
  a: Side;
  b: Side;
  detail: Compared;
  color: boolean;
}

/** What `diff` prints: nothing when the sides agree, else the diff lines. */
export interface SideDiff {
  pass: boolean;
  diff: string[];
}

/** Compares A (as a golden) with B (as a snapshot). */
export function compareSides({ a, b, detail, color }: Comparison): SideDiff {
  const side = goldenOf(a, detail);
  const [golden, model] = withoutUnknownUrl(side.golden, modelOf(b));
  const steps = golden.steps.map((recorded) => parseStepOrThrow(recorded.step));
  const match = matchGolden(model, golden, side.text, { steps, color });
  return { pass: match.pass, diff: match.pass ? [] : match.diff };
}

/** Side A as a golden: read as one, or written from the snapshot at the compared level. */
function goldenOf(side: Side, detail: Compared): { golden: Golden; text: string } {
  let model: Snapshot;
  if (side.kind === 'file') {
    const file = snapshotFileOf(side.bytes, side.path);
    if (file.kind === 'golden') return { golden: comparable(file.golden, side), text: file.text };
    model = file.model;
  } else {
    model = side.model;
  }
  const text = renderGolden(asGoldenModel(model), detail);
  return { golden: readGolden(text, side.kind === 'file' ? side.path : 'the page'), text };
}

/** Side B as a snapshot model: a golden's lines are its nodes. */
function modelOf(side: Side): Snapshot {
  if (side.kind === 'page') return asGoldenModel(side.model);
  const file = snapshotFileOf(side.bytes, side.path);
  if (file.kind === 'printed') return asGoldenModel(file.model);
  const golden = comparable(file.golden, side);
  // A read golden is text: its element and text lines read back as a printed snapshot's.
  if (golden.detail === 'read') return asGoldenModel(readBody(golden.body, side.path));
  return { header: golden.header, nodes: golden.lines.map((line) => line.node), containers: [] };
}

function comparable(golden: Golden, side: Side & { kind: 'file' }): Golden {
  if (golden.detail !== 'compact' && golden.detail !== 'full' && golden.detail !== 'read')
    throw new UserError(`${JSON.stringify(side.path)} is a ${golden.detail} golden: diff compares compact, full and read ones`);
  return golden;
}

function readBody(body: string, path: string): Snapshot {
  try {
    return parseSnapshot(body);
  } catch (error) {
    throw new UserError(`${path}: ${(error as Error).message}`);
  }
}

/** A side read from a file or standard input has no url ({@link asGoldenModel}): then the url is not compared. */
function withoutUnknownUrl(golden: Golden, model: Snapshot): [Golden, Snapshot] {
  if (golden.header.url !== '' && model.header.url !== '') return [golden, model];
  const { title } = golden.headerPatterns;
  return [
    { ...golden, header: { ...golden.header, url: '' }, headerPatterns: { title } },
    { ...model, header: { ...model.header, url: '' } },
  ];
}
