/**
 * The engine inside a Playwright page: the bundled script is evaluated once
 * per document and kept as a handle, never stored on `window`, so the page
 * can neither read nor replace it. A navigation destroys the handle with its
 * document; the next call injects afresh, which also restarts refs at `e1`.
 */
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Frame, JSHandle } from '@playwright/test';
import type { InjectedEngine } from '../engine/injected.js';

export type EngineHandle = JSHandle<InjectedEngine>;

let source: string | undefined;

/** The bundled engine script (dist/engine.iife.js). */
export function engineSource(): string {
  if (source) return source;
  // From dist/playwright/ the bundle is one level up; from src/playwright/
  // (tests run the TypeScript sources) it is in dist/.
  const candidates = ['../engine.iife.js', '../../dist/engine.iife.js'].map((p) => fileURLToPath(new URL(p, import.meta.url)));
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error(`The page engine is not built: run "npm run build" (looked for ${candidates.join(', ')})`);
  source = readFileSync(found, 'utf8');
  return source;
}

const handles = new WeakMap<Frame, Promise<EngineHandle>>();

function inject(frame: Frame): Promise<EngineHandle> {
  const handle = frame.evaluateHandle(engineSource()) as Promise<EngineHandle>;
  handles.set(frame, handle);
  return handle;
}

const CONTEXT_GONE = /Execution context was destroyed|Cannot find context|JSHandle is disposed|context or browser has been closed|frame was detached/i;

/**
 * Runs `fn` with the engine of the frame's current document. If the document
 * was replaced since the last call, injects into the new one and runs again.
 */
export async function withEngine<R>(frame: Frame, fn: (engine: EngineHandle) => Promise<R>): Promise<R> {
  const known = handles.get(frame);
  if (known) {
    try {
      return await fn(await known);
    } catch (error) {
      if (!CONTEXT_GONE.test(String((error as Error)?.message))) throw error;
    }
  }
  return fn(await inject(frame));
}
