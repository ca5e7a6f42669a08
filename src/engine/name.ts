import type { EngineContext } from './context.js';

export function computeName(element: Element, ctx: EngineContext): string {
  void ctx;
  return element.getAttribute('aria-label') ?? '';
}
