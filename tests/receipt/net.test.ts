import { describe, expect, it } from 'vitest';
import { buildReceipt, formatNet, formatReceipt, formatRequest } from '../../src/receipt/index.js';
import { act } from './models.js';
import { ordersBefore } from './orders.js';

describe('receipt/net', () => {
  describe('#formatNet', () => {
    it('plural: the count, then each request as method, path and status', () => {
      const line = formatNet(
        [
          { method: 'POST', url: 'https://shop.test/api/orders', status: 201 },
          { method: 'GET', url: 'https://shop.test/api/cart', status: 200 },
        ],
        12,
      );
      expect(line).toBe('net: 2 requests — POST /api/orders 201, GET /api/cart 200');
    });

    it('singular: 1 request', () => {
      expect(formatNet([{ method: 'GET', url: 'https://shop.test/api/cart', status: 304 }], 12)).toBe('net: 1 request — GET /api/cart 304');
    });

    it('no requests, no line', () => {
      expect(formatNet([], 12)).toBeUndefined();
    });

    it('more than the limit: the first ones, then how many more', () => {
      const requests = ['a', 'b', 'c'].map((p) => ({ method: 'GET', url: `https://cdn.test/${p}.js`, status: 200 }));
      expect(formatNet(requests, 2)).toBe('net: 3 requests — GET /a.js 200, GET /b.js 200, … 1 more');
    });
  });

  describe('#formatRequest', () => {
    it('a failed request prints failed instead of a status, whatever the browser said', () => {
      expect(formatRequest({ method: 'POST', url: 'https://shop.test/api/orders', failure: 'net::ERR_CONNECTION_REFUSED' })).toBe('POST /api/orders failed');
    });

    it('a request with neither status nor failure never finished: pending', () => {
      expect(formatRequest({ method: 'GET', url: 'https://shop.test/api/poll' })).toBe('GET /api/poll pending');
    });

    it('the origin is stripped; the query stays', () => {
      expect(formatRequest({ method: 'GET', url: 'http://127.0.0.1:41234/api/orders?page=2&ids=1,2', status: 200 })).toBe('GET /api/orders?page=2&ids=1,2 200');
      expect(formatRequest({ method: 'GET', url: 'https://shop.test', status: 200 })).toBe('GET / 200');
    });

    it('a url or method with a space, a newline or a quote prints as a JSON string', () => {
      expect(formatRequest({ method: 'GET', url: 'https://shop.test/a b, GET /x 200', status: 200 })).toBe('GET "/a b, GET /x 200" 200');
      expect(formatRequest({ method: 'GET', url: 'https://shop.test/a\nnet: 9 requests', status: 200 })).toBe('GET "/a net: 9 requests" 200');
      expect(formatRequest({ method: 'PO ST', url: 'https://shop.test/a', status: 200 })).toBe('"PO ST" /a 200');
    });
  });

  it('the net line follows the receipt; with no other change, after no change', () => {
    const record = act(ordersBefore(), ordersBefore(), { requests: [{ method: 'GET', url: 'https://shop.test/api/cart', status: 200 }] });
    expect(formatReceipt(buildReceipt(record))).toBe(['no change', 'net: 1 request — GET /api/cart 200'].join('\n'));
  });
});
