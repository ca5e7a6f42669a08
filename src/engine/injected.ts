/**
 * The entry bundled into the script a page receives. It returns the API
 * instead of storing it on `window`: the caller keeps a handle to it, so a
 * page can neither read nor replace the engine or its ref registry.
 */
import { capture, nameOf, resolveRef, roleOf } from './index.js';

export const api = { capture, roleOf, nameOf, resolveRef };
export type InjectedEngine = typeof api;
