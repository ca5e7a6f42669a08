/**
 * Refs in a live page: finding a ref's element with its evidence checked,
 * and telling whether the page still shows the document a snapshot was
 * taken of. A ref names an element of one document (NOTATION.md, "Refs"): a
 * navigation starts over at `e1`, so after one an old `e5` is gone, even
 * when the new document has an `e5` of its own.
 */
import type { ElementHandle, JSHandle, Page } from '@playwright/test';
import { parseRef, RefError, type RefErrorKind } from '../engine/refs.js';
import { withEngine } from './inject.js';

/** The element of a ref, its evidence checked in the page; a `RefError` otherwise. */
export async function locateRef(page: Page, ref: string): Promise<ElementHandle<Element>> {
  const number = parseRef(ref);
  if (number === undefined) throw new RefError('invalid', ref, `Invalid ref ${JSON.stringify(ref)}: refs look like e12`);
  const found = await withEngine(page.mainFrame(), (engine) =>
    engine.evaluateHandle((api, r) => {
      try {
        return { element: api.resolveRef(document, r), error: undefined };
      } catch (error) {
        const e = error as { kind?: string; message?: string };
        return { element: undefined, error: { kind: e.kind ?? 'invalid', message: String(e.message) } };
      }
    }, `e${number}`),
  );
  try {
    const error = (await found.evaluate((f) => f.error)) as { kind: RefErrorKind; message: string } | undefined;
    if (error) throw new RefError(error.kind, ref, error.message);
    return (await found.getProperty('element')).asElement() as ElementHandle<Element>;
  } finally {
    await found.dispose();
  }
}

/** A handle on the document the page shows now: what a snapshot's refs belong to. */
export function markDocument(page: Page): Promise<JSHandle<Document>> {
  return page.mainFrame().evaluateHandle(() => document);
}

/** Whether the page still shows the marked document (a navigation destroys the mark's context). */
export async function isSameDocument(page: Page, mark: JSHandle<Document>): Promise<boolean> {
  try {
    return await page.mainFrame().evaluate((doc) => doc === document, mark);
  } catch {
    return false;
  }
}

/** The error for a ref of a document the page no longer shows. */
export function goneWithDocument(ref: string): RefError {
  return new RefError('gone', ref, `gone ${ref}: the page has loaded another document since the snapshot; take a new snapshot`);
}
