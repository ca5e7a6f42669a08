/**
 * The entry bundled into the script a page receives. It returns the API
 * instead of storing it on `window`: the caller keeps a handle to it, so a
 * page can neither read nor replace the engine or its ref registry.
 */
import { capture, locateRefs, nameOf, resolveRef, roleOf, type CaptureOptions } from './index.js';
import { captureWithKeys } from './capture.js';
import { clickPointOf, fieldKindOf, fieldWait, focusElement, focusField, reachesElement, setFieldValue } from './act.js';
import { elementsAt } from './position.js';
import { packModel } from '../model/wire.js';
import { ScopeError, type ErrorAnswer } from '../model/scope.js';

/**
 * The model as JSON text: Playwright serialises a returned object value by
 * value, which costs more than the capture itself on a large page; a string
 * crosses in one piece (packed: see model/wire.ts), with the whole
 * page's keys beside a scoped capture, which Node recounts from.
 *
 * A scope error comes back as its kind, not thrown: what a thrown error
 * says reaches Node as text, and a door must not decide on text
 * (model/scope.ts).
 */
function captureJson(root: Document | Element, options?: CaptureOptions): string | ErrorAnswer {
  try {
    const { model, page } = captureWithKeys(root, options);
    return packModel(model, page);
  } catch (error) {
    if (error instanceof ScopeError) return { error: { kind: error.kind } };
    throw error;
  }
}

export const api = {
  capture,
  captureJson,
  elementsAt,
  roleOf,
  nameOf,
  resolveRef,
  locateRefs,
  clickPointOf,
  reachesElement,
  fieldKindOf,
  fieldWait,
  focusElement,
  focusField,
  setFieldValue,
};
export type InjectedEngine = typeof api;
