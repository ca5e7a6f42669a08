/**
 * Every request a jsdom page makes (style sheets, `@import`, and with scripts
 * also frames, scripts and XMLHttpRequest), seen in one place: which may go
 * out, how many are in flight (the header's `loading(Network N)`), and the
 * size limit on each body.
 *
 * jsdom's `interceptors` option sees only http(s) requests; `file:` and
 * `data:` ones are answered inside its dispatcher, and a `<link>` to
 * `/dev/zero` would stream without end. So the dispatcher's `dispatch` is
 * wrapped once, and consults the watch of the page being loaded (the command
 * loads one page at a time).
 */
import { createRequire } from 'node:module';
import { sizeLimitError } from './bounds.js';
import type { PageRequest } from './request-policy.js';

/** What the command decides about a page's requests. */
export interface RequestWatch {
  /** Why a request may not go out, or undefined to let it go. */
  refuse(request: PageRequest): Error | undefined;
  maxBytes: number;
  started(): void;
  ended(): void;
}

/** undici's handler, new API (what jsdom's dispatcher passes on). */
interface Handler {
  onRequestStart?(controller: Controller, context: unknown): void;
  onRequestUpgrade?(...args: unknown[]): void;
  onResponseStart?(...args: unknown[]): void;
  onResponseData?(controller: Controller, chunk: Uint8Array): void;
  onResponseEnd?(...args: unknown[]): void;
  onResponseError?(controller: Controller | null, error: Error): void;
}
interface Controller {
  abort(reason: Error): void;
}
type Dispatch = (opts: { opaque?: { url?: string; element?: Element | null; origin?: string }; origin?: string; path?: string }, handler: unknown) => boolean;

let watch: RequestWatch | undefined;
let wrapped = false;

/** Makes `next` the watch of every jsdom request from now on; returns the function that ends it. */
export function watchRequests(next: RequestWatch): () => void {
  wrapDispatcher();
  watch = next;
  return () => {
    if (watch === next) watch = undefined;
  };
}

function wrapDispatcher(): void {
  if (wrapped) return;
  const require = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const { JSDOMDispatcher } = require('./jsdom/browser/resources/jsdom-dispatcher.js') as { JSDOMDispatcher: { prototype: { dispatch: Dispatch } } };
  const wrap = newStyleHandler(require);
  const original = JSDOMDispatcher.prototype.dispatch;
  JSDOMDispatcher.prototype.dispatch = function (this: unknown, opts, handler) {
    const current = watch;
    if (!current) return original.call(this, opts, handler);
    const url = opts.opaque?.url ?? `${opts.origin ?? ''}${opts.path ?? ''}`;
    const wrappedHandler = wrap(handler);
    const refused = current.refuse({ url, element: opts.opaque?.element ?? null, origin: opts.opaque?.origin });
    if (refused) {
      wrappedHandler.onResponseError?.(null, refused);
      return false;
    }
    return original.call(this, opts, watchResponse(wrappedHandler, current, url));
  };
  wrapped = true;
}

/**
 * What turns the handler jsdom passes into one of the new API: undici 7's
 * wrapper (jsdom 29, whose callers may still pass the old API), or nothing
 * for undici 8, which has only the new one (jsdom 31).
 */
function newStyleHandler(require: NodeJS.Require): (handler: unknown) => Handler {
  try {
    const WrapHandler = require('undici/lib/handler/wrap-handler.js') as { wrap(handler: unknown): Handler };
    return (handler) => WrapHandler.wrap(handler);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    return (handler) => handler as Handler;
  }
}

/** `handler`, counting the request in flight until it ends, and cutting its body at the limit. */
function watchResponse(handler: Handler, current: RequestWatch, url: string): Handler {
  let bytes = 0;
  let open = true;
  current.started();
  const end = () => {
    if (open) current.ended();
    open = false;
  };
  return {
    onRequestStart: (controller, context) => handler.onRequestStart?.(controller, context),
    onRequestUpgrade: (...args) => (end(), handler.onRequestUpgrade?.(...args)),
    onResponseStart: (...args) => handler.onResponseStart?.(...args),
    onResponseData(controller, chunk) {
      bytes += chunk.length;
      if (bytes > current.maxBytes) return controller.abort(sizeLimitError(JSON.stringify(url), current.maxBytes));
      handler.onResponseData?.(controller, chunk);
    },
    onResponseEnd: (...args) => (end(), handler.onResponseEnd?.(...args)),
    onResponseError: (controller, error) => (end(), handler.onResponseError?.(controller, error)),
  };
}
