/**
 * A synchronous XMLHttpRequest (`--run-scripts` only) is not sent through
 * the dispatcher jsdom-requests.ts watches: jsdom hands it to a thread of its
 * own, with a jsdom of its own. So its `send` is checked here against the
 * same policy (request-policy.ts), and a refused one throws a NetworkError,
 * as a browser's does.
 */
import { createRequire } from 'node:module';
import type { PageRequest } from './request-policy.js';

interface XhrImpl {
  _synchronous?: boolean;
  _url?: string;
  _ownerDocument?: { URL?: unknown };
  _globalObject: unknown;
  send(body: unknown): void;
}

type Policy = (request: PageRequest) => Error | undefined;

let policy: Policy | undefined;
let wrapped = false;

/** Makes `next` the policy of every synchronous request from now on; returns the function that ends it. */
export function refuseSyncFileRequests(next: Policy): () => void {
  wrapSend();
  policy = next;
  return () => {
    if (policy === next) policy = undefined;
  };
}

function wrapSend(): void {
  if (wrapped) return;
  const require = createRequire(createRequire(import.meta.url).resolve('jsdom'));
  const { implementation } = require('./jsdom/living/xhr/XMLHttpRequest-impl.js') as { implementation: { prototype: XhrImpl } };
  const DOMException = require('./generated/idl/DOMException.js') as { create(globalObject: unknown, args: [string, string]): Error };
  const original = implementation.prototype.send;
  implementation.prototype.send = function (this: XhrImpl, body: unknown) {
    const documentUrl = this._ownerDocument?.URL;
    const refused =
      this._synchronous && policy?.({ url: String(this._url ?? ''), element: null, documentUrl: typeof documentUrl === 'string' ? documentUrl : undefined });
    if (refused) throw DOMException.create(this._globalObject, [`Failed to load ${String(this._url)}: ${refused.message}`, 'NetworkError']);
    return original.call(this, body);
  };
  wrapped = true;
}
