import type { EngineContext } from './context.js';

export function computeRole(element: Element, ctx: EngineContext): string {
  void ctx;
  return element.getAttribute('role') ?? 'generic';
}
