// The agent server against pages that try to take its acts elsewhere or its
// requests past its origin list (`npm run stress -- agent`): the built
// `a11y-snapshot mcp` in a child process, driven by the MCP SDK's client
// through every attack of tests/reliability/lib/agent-attacks.mjs, round
// after round. The attack sites' own logs count what reached a refused
// origin and what an act did elsewhere; both must stay 0.
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { actOnFrameAttack, FRAME_ATTACKS, ORIGIN_ATTACKS, startAttackSites, visitOriginAttack } from '../tests/reliability/lib/agent-attacks.mjs';

const BIN = fileURLToPath(new URL('../dist/bin/a11y-snapshot.js', import.meta.url));
const ROUNDS = Number(process.env.STRESS_AGENT_ROUNDS ?? 10);

/** The built server over standard input, with `options`; its `call` answers `{ isError, text }`. */
async function startServer(options) {
  const client = new Client({ name: 'stress-agent', version: '1.0.0' });
  await client.connect(new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...options], stderr: 'ignore' }));
  const call = async (name, args = {}) => {
    const result = await client.callTool({ name, arguments: args }, undefined, { timeout: 60_000 });
    return { isError: result.isError === true, text: result.content.map((part) => part.text ?? '').join('\n') };
  };
  return { call, close: () => client.close() };
}

export async function agent(row) {
  const sites = await startAttackSites();
  const acting = await startServer(['--timeout', '15000']);
  const listed = await startServer(['--allowed-origins', `127.0.0.1:${sites.main.port}`, '--timeout', '15000']);
  try {
    let start = performance.now();
    let acts = 0;
    let refusedOrOwn = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const attack of Object.values(FRAME_ATTACKS)) {
        const answer = await actOnFrameAttack(acting.call, sites.main, attack);
        acts++;
        if (!answer.text.includes('\n') || /^done (inputText|press 4 on) e\d+ textbox "Reason"/.test(answer.text)) refusedOrOwn++;
      }
    }
    row(
      'agent server',
      `${acts} acts (tap, try, fill, press) on ${Object.keys(FRAME_ATTACKS).length} pages that slide a frame of their own origin, another origin of their site or another site under the pointer, move the focus into a framed field, or stop the guard with a listener added first`,
      `${sites.landedElsewhere()} landed elsewhere; ${refusedOrOwn} refused with one line or landed on their own line; ${((performance.now() - start) / 1000).toFixed(1)} s`,
      sites.landedElsewhere() === 0 && refusedOrOwn === acts,
      'npm run stress -- agent',
    );
    start = performance.now();
    let visits = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const attack of Object.values(ORIGIN_ATTACKS)) {
        await visitOriginAttack(listed.call, sites.main, attack);
        visits++;
      }
    }
    row(
      'agent server',
      `${visits} visits under --allowed-origins to pages that redirect (navigate, fetch, image), prefetch and prerender by speculation rules, fetch from a shared worker, open a WebSocket from a worker, send STUN over WebRTC`,
      `${sites.reachedRefused()} requests, sockets or datagrams reached the refused origin; ${((performance.now() - start) / 1000).toFixed(1)} s`,
      sites.reachedRefused() === 0,
      'npm run stress -- agent',
    );
  } finally {
    await acting.close();
    await listed.close();
    await sites.close();
  }
}
