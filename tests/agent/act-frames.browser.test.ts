/**
 * An act lands on the element its line names, in whatever frame the page
 * puts something else: a frame of another origin of the same site (the
 * same renderer process) or of its own origin slid under the pointer as it
 * arrives, the focus moved into a framed field, and a capture listener the
 * page added at load, before the engine's, that stops the events aimed at
 * its lookalike (tests/reliability/lib/agent-attacks.mjs). The sites' request
 * logs are the witnesses that nothing landed elsewhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actOnFrameAttack, FRAME_ATTACKS, startAttackSites } from '../reliability/lib/agent-attacks.mjs';
import { startAgent, type Agent } from './harness.js';

let sites: Awaited<ReturnType<typeof startAttackSites>>;
let agent: Agent;

beforeAll(async () => {
  sites = await startAttackSites();
  agent = await startAgent(['--timeout', '15000']);
});

afterAll(async () => {
  await agent?.close();
  await sites?.close();
});

/** What each act answers: an error saying where its event went, or (for the fill and the key, whose focus came back) its own line. */
const ANSWERS: Record<string, RegExp> = {
  tap: /^tap: The click reached another element \((<button> in another frame|<input>)\) and was stopped/,
  try: /^try: The click reached another element \(<button> in another frame\) and was stopped/,
  fill: /^(fill: The fill reached another element|done inputText e\d+ textbox "Reason")/,
  press: /^(press: The key reached another element \(<input> in another frame\) and was stopped|done press 4 on e\d+ textbox "Reason")/,
};

describe('agent: an act never lands in another frame, nor on a lookalike a page listener shields', () => {
  for (const [name, attack] of Object.entries(FRAME_ATTACKS)) {
    it(`${name}: nothing lands elsewhere`, async () => {
      const answer = await actOnFrameAttack(agent.call, sites.main, attack);
      expect(answer.text).toMatch(ANSWERS[attack.act]);
      expect(sites.landedElsewhere()).toBe(0);
    });
  }
});
