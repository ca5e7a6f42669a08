/**
 * Under an origin list nothing reaches an origin outside it, by any road: a
 * redirect from an allowed origin (on navigate, a page's fetch and image),
 * speculation rules' prefetch and prerender, a shared worker's fetch, a
 * WebSocket from a dedicated worker, WebRTC's STUN over UDP
 * (tests/reliability/lib/agent-attacks.mjs). The refused site's own logs
 * are the witnesses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_ATTACKS, startAttackSites, visitOriginAttack } from '../reliability/lib/agent-attacks.mjs';
import { startAgent, type Agent } from './harness.js';

let sites: Awaited<ReturnType<typeof startAttackSites>>;
let agent: Agent;

beforeAll(async () => {
  sites = await startAttackSites();
  agent = await startAgent(['--allowed-origins', `127.0.0.1:${sites.main.port}`, '--timeout', '15000']);
});

afterAll(async () => {
  await agent?.close();
  await sites?.close();
});

describe('agent --allowed-origins: every hop of every request is judged', () => {
  for (const [name, attack] of Object.entries(ORIGIN_ATTACKS)) {
    it(`${name}: nothing reaches the refused origin`, async () => {
      const answer = await visitOriginAttack(agent.call, sites.main, attack);
      expect(answer.text).not.toContain('Internal admin');
      // Sent by a redirect to a refused location, the agent is told where and why, once.
      if (attack.path === '/hop') {
        expect(answer.text).toContain(
          `note: the page was sent to "${sites.refused.origin}/internal", which the server refused: ${sites.refused.origin} is not in --allowed-origins; nothing was loaded from it`,
        );
      }
      expect((await agent.call('snapshot', {})).text).not.toContain('Internal admin');
      expect(sites.reachedRefused()).toBe(0);
    });
  }
});

describe('agent --blocked-origins: a redirect to a blocked origin, named by another loopback alias, is judged too', () => {
  it('navigate through a redirect to 127.0.0.1 never opens it when localhost on that port is blocked', async () => {
    const blocking = await startAgent(['--blocked-origins', `localhost:${sites.refused.port}`, '--timeout', '15000']);
    try {
      await visitOriginAttack(blocking.call, sites.main, ORIGIN_ATTACKS['navigate to an allowed URL that redirects to a refused origin']);
      expect((await blocking.call('snapshot', {})).text).not.toContain('Internal admin');
      expect(sites.reachedRefused()).toBe(0);
    } finally {
      await blocking.close();
    }
  });
});
