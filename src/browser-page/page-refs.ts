/**
 * Refs in a live page: finding a ref's element with its evidence checked,
 * and telling whether the page still shows the document a snapshot was
 * taken of. A ref names an element of one document (NOTATION.md, "Refs"): a
 * navigation starts over at `e1`, so after one an old `e5` is gone, even
 * when the new document has an `e5` of its own.
 */
import type { Page } from '@playwright/test';
import { parseRef, RefError, type RefErrorKind } from '../model/refs.js';
import { withEngine, type PageEngine, type Remote } from './inject.js';
import type { HeldElement } from './perform.js';

/**
 * The element of a ref, held in the engine's world, its evidence checked
 * there; a `RefError` otherwise. The caller releases it. It is never looked
 * up again by anything the page can see: acts use it as it is (perform.ts).
 */
export async function locateRef(page: Page, ref: string): Promise<HeldElement> {
  const number = parseRef(ref);
  if (number === undefined) throw new RefError('invalid', ref, `Invalid ref ${JSON.stringify(ref)}: refs look like e12`);
  return withEngine(page, async (engine) => {
    const found = await engine.hold((api, r: string) => {
      try {
        return { element: api.resolveRef(document, r) };
      } catch (error) {
        const e = error as { kind?: string; message?: string };
        return { error: { kind: e.kind ?? 'invalid', message: String(e.message) } };
      }
    }, `e${number}`);
    try {
      const element = await engine.hold((_, f: { element?: Element }) => f.element, found);
      if (element) return { engine, element };
      const error = await engine.call<{ kind?: string; message?: string } | undefined>((_, f: { error?: object }) => f.error, found);
      throw refError(ref, error);
    } finally {
      await engine.release(found);
    }
  });
}

/** The engine's answer as a `RefError`: its kind only from the known kinds, its message one line. */
function refError(ref: string, error: { kind?: string; message?: string } | undefined): RefError {
  const kind = REF_ERROR_KINDS.find((k) => k === error?.kind) ?? 'gone';
  return new RefError(kind, ref, String(error?.message ?? `gone ${ref}`).split('\n')[0]);
}

const REF_ERROR_KINDS: readonly RefErrorKind[] = ['invalid', 'gone', 'ambiguous'];

/** A document of the page, held in the engine's world: what a snapshot's refs belong to. */
export class DocumentMark {
  constructor(
    readonly engine: PageEngine,
    readonly document: Remote | undefined,
  ) {}

  /** Lets go of the document. */
  dispose(): Promise<void> {
    return this.engine.release(this.document);
  }
}

/** A mark on the document the page shows now. */
export function markDocument(page: Page): Promise<DocumentMark> {
  return withEngine(page, async (engine) => new DocumentMark(engine, await engine.hold(() => document)));
}

/** Whether the page still shows the marked document (a navigation destroys the world that holds the mark). */
export async function isSameDocument(mark: DocumentMark): Promise<boolean> {
  try {
    return await mark.engine.call<boolean>((_, doc: Document) => doc === document, mark.document);
  } catch {
    return false;
  }
}

/** The error for a ref of a document the page no longer shows. */
export function goneWithDocument(ref: string): RefError {
  return new RefError('gone', ref, `gone ${ref}: the page has loaded another document since the snapshot; take a new snapshot`);
}
