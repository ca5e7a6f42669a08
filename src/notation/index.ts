/**
 * The pure notation core: the snapshot model, the v2 printer at every level,
 * the parser that reads it back, and the legend. No DOM, no Node APIs.
 */
export type {
  CapturedNode,
  CapturedSnapshot,
  Container,
  ContainerKind,
  ContainerRef,
  Detail,
  EngineName,
  Flag,
  KeyKind,
  ParsedNode,
  ParsedSnapshot,
  Snapshot,
  SnapshotHeader,
  SnapshotLine,
  SnapshotNode,
  ViaSignal,
} from '../model/snapshot.js';
export { CONTAINER_KINDS, DETAILS, FLAG_ORDER, VIA_SIGNALS } from '../model/snapshot.js';
export { MAX_TEXT, foldText, quote } from '../model/text.js';
export { FORMAT_DEFAULTS, format, joinLines, type FormatOptions } from './format.js';
export { formatHeader, formatLine, type HeaderOptions, type LineDetail, type LineOptions } from './line.js';
export { formatV1Line } from './v1.js';
export { selectAround } from './around.js';
export { formatReading, formatTextLine, readingOrder, type ReadingItem } from './reading.js';
export { SnapshotParseError, describeErrors, parse, parseLine, parseSnapshot, type ParseError, type ParseResult } from './parse.js';
export { GRAMMAR, legend } from './legend.js';
export { ENGINE_NAMES, computeKey, isRef, isWord } from '../model/tokens.js';
