/**
 * The web-platform-tests corpus of accessible names and roles
 * (`../shared/conformance`, BSD licence, data only; see its README), read
 * without testharness.js: each case locates an element in the script-free DOM
 * and states the name or role a browser must compute.
 */
import { readFileSync, existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

// An empty variable reads as unset, as in the shell: `resolve('')` would be the
// working folder, a corpus nobody named.
export const CORPUS_DIR = resolve(process.env.A11Y_CONFORMANCE_DIR || resolve(dirname(fileURLToPath(import.meta.url)), '../../../shared/conformance'));

const MANIFEST = resolve(CORPUS_DIR, 'cases.json');

/**
 * The corpus is third-party test data kept beside the repository, not in it:
 * a clone with nothing beside it skips these suites, saying so on one line.
 */
export const CORPUS_FOUND = existsSync(MANIFEST);
export const CORPUS_MISSING = `conformance suites skipped: no corpus at ${CORPUS_DIR} (set A11Y_CONFORMANCE_DIR to the folder holding the web-platform-tests corpus's cases.json to run them)`;

export interface Case {
  file: string;
  /** Unique within the corpus: `<file> #<index>` or `<file> [role: X]`. */
  id: string;
  testname: string;
  kind: 'label' | 'role';
  expectedLabel?: string;
  expectedRole?: string;
  acceptableRoles?: string[];
  locator: { class: string; index: number; tag: string } | null;
  /** For script-generated role cases: the markup to append to `<body>`. */
  markup?: string;
  jsdomExpectedFailure?: boolean;
  flags?: string[];
}

type RawCase = Omit<Case, 'file' | 'id'>;
interface RawFile {
  cases: RawCase[];
  scriptGenerated?: (RawCase & { note: string })[];
}

/** The cases; none when the corpus is absent ({@link CORPUS_FOUND}). */
export function loadCorpus(): { cases: Case[]; html(file: string): string } {
  const files = CORPUS_FOUND ? (JSON.parse(readFileSync(MANIFEST, 'utf8')).files as Record<string, RawFile>) : {};
  const cases: Case[] = [];
  for (const [file, entry] of Object.entries(files)) {
    entry.cases.forEach((c, i) => cases.push({ ...c, file, id: `${file} #${i} ${c.kind}` }));
    for (const c of entry.scriptGenerated ?? []) {
      const markup = /<[^]*>/.exec(c.note)?.[0];
      cases.push({ ...c, kind: 'role', file, id: `${file} [${c.testname}]`, locator: null, markup });
    }
  }
  return { cases, html: (file) => readFileSync(resolve(CORPUS_DIR, 'wpt', file), 'utf8') };
}

/** The element a case names, in a document parsed without running scripts. */
export function locate(doc: Document, c: Case): Element {
  if (!c.locator) {
    const holder = doc.createElement('div');
    holder.innerHTML = c.markup ?? '';
    const el = holder.firstElementChild!;
    doc.body.appendChild(el);
    return el;
  }
  const el = doc.getElementsByClassName(c.locator.class)[c.locator.index];
  if (!el || el.localName !== c.locator.tag) throw new Error(`${c.id}: locator ${JSON.stringify(c.locator)} found ${el?.localName}`);
  return el;
}

/** The harness's comparison (aria-utils.js): ASCII whitespace folded, one space trimmed each end. */
export function harnessLabel(name: string): string {
  return name
    .replace(/[\t\n\f\r ]+/g, ' ')
    .replace(/^ /, '')
    .replace(/ $/, '');
}

/** Our role names in the WebDriver "computed role" vocabulary the corpus uses. */
export function computedRole(role: string): string {
  return role === 'img' ? 'image' : role === 'presentation' ? 'none' : role;
}

/** Whether a computed name or role passes the case. */
export function passes(c: Case, actual: string): boolean {
  if (c.kind === 'label') return harnessLabel(actual) === c.expectedLabel;
  const role = computedRole(actual);
  if (c.acceptableRoles) return c.acceptableRoles.includes(role);
  return role === c.expectedRole;
}
