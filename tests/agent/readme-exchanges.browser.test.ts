/**
 * README's agent section shows exchanges with the server; this runs each of
 * them, call by call, against pages built to match, and holds every answer
 * to what README prints: an agent (or its author) reading README sees what
 * the server says. The steps the tool descriptions offer as examples are run
 * too, on a page that has what they name: each is `done`.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/agent/tools/index.js';
import { useAgentOn } from './harness.js';

const README_ORIGIN = 'http://127.0.0.1:3000';

const ORDERS = `<!doctype html><html lang="en"><title>Orders · Acme Shop</title>
<nav aria-label="Main"><a href="/">Home</a> <a href="/orders">Orders</a></nav>
<main><h1>Orders</h1>
<form aria-label="New order" onsubmit="return false"><label>Customer <input required></label> <button type="button" id="create">Create order</button></form>
<table aria-label="Orders"><tr><td>Ada Lovelace</td><td><button type="button">Delete</button></td></tr><tr><td>Grace Hopper</td><td><button type="button">Delete</button></td></tr></table>
<dialog id="created" aria-label="Order created"><h2>Order created</h2><button type="button">OK</button></dialog>
</main>
<script>
document.getElementById('create').addEventListener('click', async () => {
  await fetch('/api/orders', { method: 'POST', body: '{}' });
  document.getElementById('created').showModal();
});
</script></html>`;

const ARTICLE = `<!doctype html><html lang="en"><title>English language</title>
<main><h1>English language</h1><p>English is a West Germanic language; see <a href="/languages">languages</a>.</p>
<h2>History</h2><p>Old English was spoken by the Anglo-Saxons from the fifth century.</p></main></html>`;

const LEDGER = `<!doctype html><html lang="en"><title>Ledger</title><main><h1>Ledger</h1>
<table><caption>Orders</caption><thead><tr><th>Order</th><th>Customer</th><th>Total</th></tr></thead>
<tbody><tr><td>#1001</td><td>Ada Lovelace</td><td>$120.00</td></tr><tr><td>#1002</td><td>Grace Hopper</td><td>$40.00</td></tr></tbody></table></main></html>`;

/** What the tool descriptions' example steps name: a button, a field, a message. */
const EXAMPLES = `<!doctype html><html lang="en"><title>Examples</title><main>
<label>Name <input></label> <button type="button" onclick="document.querySelector('p').textContent = 'Saved'">Create order</button><p></p></main></html>`;

const on = useAgentOn({
  '/orders': ORDERS,
  '/article': ARTICLE,
  '/ledger': LEDGER,
  '/examples': EXAMPLES,
  '/api/orders': (_request, response) => response.writeHead(201, { 'content-type': 'application/json' }).end('{"id":7}'),
});

interface Exchange {
  tool: string;
  args: Record<string, unknown>;
  isError: boolean;
  answer: string;
}

/** The exchanges of README's agent section: each code block with `→ tool {json}` calls, split into calls and the answers printed after them. */
function readmeExchanges(): Exchange[][] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## For agents: the MCP server');
  const section = readme.slice(start, readme.indexOf('\n## ', start + 1));
  return [...section.matchAll(/```\n(→ [^]*?)```/g)].map(([, block]) =>
    block.split(/^(?=→ )/m).map((part) => {
      const [call, ...answer] = part.trimEnd().split('\n');
      const match = /^→ (\w+) (\{.*\})(\s+\(isError\))?$/.exec(call)!;
      return { tool: match[1], args: JSON.parse(match[2]) as Record<string, unknown>, isError: !!match[3], answer: answer.join('\n') };
    }),
  );
}

describe("README's agent exchanges, run", () => {
  it('finds them: the orders exchange and the reading one', () => {
    expect(readmeExchanges().map((calls) => calls.map((call) => call.tool))).toEqual([
      ['navigate', 'snapshot', 'try', 'fill', 'try', 'tap'],
      ['navigate', 'find', 'navigate', 'snapshot'],
    ]);
  });

  for (const [i, calls] of readmeExchanges().entries()) {
    it(`exchange ${i + 1}: every answer is the one README prints`, async () => {
      for (const { tool, args, isError, answer } of calls) {
        const withOrigin = JSON.parse(JSON.stringify(args).replaceAll(README_ORIGIN, on.app.origin)) as Record<string, unknown>;
        const got = await on.agent.call(tool, withOrigin);
        expect({ call: `${tool} ${JSON.stringify(args)}`, isError: got.isError, text: got.text.trimEnd().replaceAll(on.app.origin, README_ORIGIN) }).toEqual({
          call: `${tool} ${JSON.stringify(args)}`,
          isError,
          text: answer,
        });
      }
    });
  }
});

describe("the tool descriptions' example steps, run", () => {
  const steps = TOOLS.flatMap((tool) => [...tool.description.matchAll(/`((?:tapOn|inputText|assertVisible|assertNotVisible):[^`]*)`/g)].map((m) => m[1]));

  it('each answers done on a page that has what it names', async () => {
    expect(steps.length).toBeGreaterThanOrEqual(3);
    await on.agent.call('navigate', { url: `${on.app.origin}/examples` });
    for (const step of steps) {
      const got = await on.agent.call('try', { step });
      expect({ step, first: got.text.split('\n')[0].split(' ').slice(0, 2).join(' ') }).toEqual({ step, first: `done ${step.split(':')[0]}` });
    }
  });
});
