/**
 * A `try` step acts, or passes, only on a name it reaches at `exact` or
 * `norm`: one that had to stretch (`sub`, `score`) is `none`, with the
 * stretched line offered first, and nothing is touched. The app's request
 * log is the witness that no click went out.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useAgentOn } from './harness.js';

const PAGE = `<!doctype html><html lang="en"><title>Games</title><main><h1>Games</h1>
  <button onclick="fetch('/played')">Play now</button>
  <button onclick="fetch('/deleted')">Delete account</button>
  <p role="status">Order not saved</p></main></html>`;

const on = useAgentOn({ '/': PAGE, '/played': 'ok', '/deleted': 'ok' });

beforeAll(async () => {
  await on.agent.call('navigate', { url: `${on.app.origin}/` });
});

describe('agent try: a stretched name never acts nor passes', () => {
  for (const [step, line] of [
    ["tapOn: 'Pay now'", 'button "Play now"'],
    ["tapOn: 'Delete accounts'", 'button "Delete account"'],
    ["assertVisible: 'Order saved'", 'status "Order not saved"'],
  ]) {
    it(`${step}: none, ${line} offered first, nothing clicked`, async () => {
      const answer = await on.agent.call('try', { step });
      const [first, candidate] = answer.text.split('\n');
      expect(first).toMatch(/^none ".*" — no line is named ".*"; 1 line only with a stretched name \(via:score\)$/);
      expect(candidate).toContain(line);
      expect(candidate).toContain('via:score');
      expect(on.app.served.filter((request) => request.url === '/played' || request.url === '/deleted')).toEqual([]);
    });
  }

  it("tapOn: 'play NOW' folds to the name (norm) and acts", async () => {
    const answer = await on.agent.call('try', { step: "tapOn: 'play NOW'" });
    expect(answer.text.split('\n')[0]).toMatch(/^done tapOn e\d+ button "Play now" via:norm$/);
  });
});
