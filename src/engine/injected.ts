/**
 * The entry bundled into the script a page receives. It returns the API
 * instead of storing it on `window`: the caller keeps a handle to it, so a
 * page can neither read nor replace the engine or its ref registry.
 */
import { capture, locateRefs, nameOf, resolveRef, roleOf, type CaptureOptions } from './index.js';
import { captureWithKeys } from './capture.js';
import { packModel } from '../model/wire.js';

/**
 * The model as JSON text: Playwright serialises a returned object value by
 * value, which costs more than the capture itself on a large page; a string
 * crosses in one piece (packed: see model/wire.ts), with the whole
 * page's keys beside a scoped capture, which Node recounts from.
 */
function captureJson(root: Document | Element, options?: CaptureOptions): string {
  const { model, page } = captureWithKeys(root, options);
  return packModel(model, page);
}

export const api = { capture, captureJson, roleOf, nameOf, resolveRef, locateRefs };
export type InjectedEngine = typeof api;
