/**
 * Lint that a team can switch on: lines a snapshot may hold that a person
 * using a screen reader, or an agent driving the page by names, cannot use.
 * Off by default; the matchers fail on the rules a test or its config turns
 * on. Pure: a function of the model.
 *
 * - `nameless`: a control with an empty name (a screen reader says "button").
 * - `ambiguous`: a control whose name another control also carries,
 *   whatever their keys, with no row anchor to tell them apart: only its
 *   position does, which a person (or a step by name) cannot rely on. A row
 *   anchor tells two apart only when it differs: two "Edit" buttons of the
 *   row "1003" are twins (`{ rightOf: '1003' }` reaches both). A heading of
 *   the same name is no twin: `tapOn` never names it.
 * - `icon-only`: a button drawn as a picture with no name (`icon:trash`, "").
 */
import { formatLine } from '../notation/line.js';
import type { Snapshot, SnapshotNode } from '../model/snapshot.js';
import { TAP_ROLES } from '../steps/targets.js';

export const LINT_RULES = ['nameless', 'ambiguous', 'icon-only'] as const;
export type LintRule = (typeof LINT_RULES)[number];

/** One line a rule objects to. */
export interface LintFinding {
  rule: LintRule;
  node: SnapshotNode;
}

/** A control with an empty name. */
export function isNameless(node: SnapshotNode): boolean {
  return TAP_ROLES.has(node.role) && node.name === '';
}

/**
 * How many controls carry each name, for the names two or more controls
 * share (keys aside); and, for the rows, how many of them sit in each row,
 * since only a row anchor that differs tells two of them apart.
 */
export class SharedNames extends Map<string, number> {
  /** Per shared name, how many of its controls carry each row anchor. */
  private readonly rows = new Map<string, Map<string, number>>();

  constructor(nodes: readonly SnapshotNode[]) {
    super();
    for (const node of nodes) if (TAP_ROLES.has(node.role) && node.name !== '') this.set(node.name, (this.get(node.name) ?? 0) + 1);
    for (const [name, count] of this) if (count < 2) this.delete(name);
    for (const node of nodes) {
      if (!TAP_ROLES.has(node.role) || node.row === undefined || !this.has(node.name)) continue;
      const rows = this.rows.get(node.name) ?? new Map<string, number>();
      rows.set(node.row, (rows.get(node.row) ?? 0) + 1);
      this.rows.set(node.name, rows);
    }
  }

  /** How many controls carry this node's name and its row anchor (itself included); 0 when it has no anchor. */
  inRow(node: SnapshotNode): number {
    return node.row === undefined ? 0 : (this.rows.get(node.name)?.get(node.row) ?? 0);
  }
}

/** The names two or more controls share, with how many carry each (and in which rows). */
export function sharedControlNames(nodes: readonly SnapshotNode[]): SharedNames {
  return new SharedNames(nodes);
}

/**
 * A named control whose name another control also carries, with no row
 * anchor to tell them apart: none, or one that another of them carries too.
 * Keys do not matter: a test id or a stable id names the element for a
 * test, but a person hears the same name twice.
 */
export function isAmbiguousControl(node: SnapshotNode, shared: SharedNames): boolean {
  if (!TAP_ROLES.has(node.role) || node.name === '' || !shared.has(node.name)) return false;
  return node.row === undefined || shared.inRow(node) > 1;
}

/** The lines the rules object to, in page order (a line once per rule). */
export function lintSnapshot(model: Snapshot, rules: readonly LintRule[]): LintFinding[] {
  if (rules.length === 0) return [];
  const shared = sharedControlNames(model.nodes);
  const checks: Record<LintRule, (node: SnapshotNode) => boolean> = {
    nameless: isNameless,
    ambiguous: (node) => isAmbiguousControl(node, shared),
    'icon-only': (node) => node.role === 'button' && node.icon !== undefined && node.name === '',
  };
  return model.nodes.flatMap((node) => rules.filter((rule) => checks[rule](node)).map((rule) => ({ rule, node })));
}

/** `<rule>: <line>` per finding, the line as a golden prints it. */
export function formatFindings(findings: readonly LintFinding[]): string[] {
  return findings.map(({ rule, node }) => `${rule}: ${formatLine(node, { detail: 'full', refs: false })}`);
}

/** The `lint` option of a matcher, checked: a list of rule names. */
export function readLintRules(matcher: string, value: unknown): LintRule[] {
  if (value === undefined) return [];
  const rules = Array.isArray(value) ? value : [value];
  const unknown = rules.find((rule) => !LINT_RULES.includes(rule as LintRule));
  if (unknown !== undefined) throw new TypeError(`${matcher}: lint takes ${LINT_RULES.join(', ')}; got ${JSON.stringify(unknown)}`);
  return [...new Set(rules as LintRule[])];
}

/** The failure message of a matcher whose snapshot breaks a lint rule. */
export function lintMessage(call: string, findings: readonly LintFinding[]): string {
  const count = findings.length === 1 ? '1 line breaks' : `${findings.length} lines break`;
  return [`${call} failed: ${count} the lint rules this test turns on`, '', ...formatFindings(findings).map((line) => '  ' + line)].join('\n');
}
