/**
 * A styled checkbox under its own label, as admin themes draw one: the
 * label's box lies over the input. A click there reaches the checkbox (the
 * browser passes a label's click on to its control), so the act goes
 * through; a control inside the label that would take the click itself
 * still covers the checkbox, and nothing is clicked.
 */
import { describe, expect, it } from 'vitest';
import { refOf, useAgentOn } from './harness.js';

const STYLED = `<!doctype html><html lang="en"><title>Sign in</title>
  <style>
    .check { position: relative; display: inline-block; padding-left: 28px; line-height: 20px }
    .check input { position: absolute; left: 0; top: 0; width: 20px; height: 20px; margin: 0; opacity: 0 }
    .check .box { position: absolute; left: 0; top: 0; width: 20px; height: 20px; background: #ddd; z-index: 1 }
  </style>
  <main><h1>Sign in</h1>
    <label class="check"><input type="checkbox" id="remember" onchange="fetch('/remembered')"><span class="box"></span>Remember Me</label>
    <label class="check" for="terms"><input type="checkbox" id="terms"><button class="box" type="button" onclick="fetch('/paid')"></button>Accept terms</label>
  </main></html>`;

const on = useAgentOn({ '/': STYLED, '/remembered': 'ok', '/paid': 'ok' });

describe('agent: a control covered by its own label', () => {
  it('tap on the checkbox under its label checks it, through the label', async () => {
    await on.agent.call('navigate', { url: `${on.app.origin}/` });
    const ref = refOf((await on.agent.call('snapshot', {})).text, 'checkbox "Remember Me"');
    const answer = await on.agent.call('tap', { ref });
    expect(answer.isError, answer.text).toBe(false);
    expect(answer.text.split('\n')[0]).toBe(`done tapOn ${ref} checkbox "Remember Me" (through its label)`);
    expect(answer.text).toContain(`~flags ${ref} checkbox "Remember Me" #"remember" on focus (was off)`);
    expect(on.app.served.filter((request) => request.url === '/remembered')).toHaveLength(1);
  });

  it('a button inside the label over the checkbox takes the click itself: the checkbox counts as covered, nothing is clicked', async () => {
    const ref = refOf((await on.agent.call('snapshot', {})).text, 'checkbox "Accept terms"');
    const answer = await on.agent.call('tap', { ref });
    expect(answer.isError).toBe(true);
    expect(answer.text).toMatch(/covered by another element \(<button>\)/);
    expect(on.app.served.filter((request) => request.url === '/paid')).toEqual([]);
  });
});
