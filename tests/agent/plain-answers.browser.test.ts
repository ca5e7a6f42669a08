/**
 * Answers an agent can branch on: a scope selector that matches nothing
 * says so at once (the page is idle, not busy); a page the server answered
 * with an error status says the status; a ref no snapshot handed out is
 * unknown, even after the page loaded another document.
 */
import { describe, expect, it } from 'vitest';
import { useAgentOn } from './harness.js';

const on = useAgentOn({
  '/': '<!doctype html><title>Home</title><main><h1>Home</h1><a href="/second">Second</a></main>',
  '/second': '<!doctype html><title>Second</title><main><h1>Second</h1></main>',
  '/missing': (_, response) => response.writeHead(404, 'Not Found', { 'content-type': 'text/html' }).end('<title>Not found</title><h1>404</h1>'),
});

describe('agent: answers that say what happened', () => {
  it('snapshot with a scope that matches nothing says so at once, not that the page is busy', async () => {
    await on.agent.call('navigate', { url: `${on.app.origin}/` });
    const answer = await on.agent.call('snapshot', { scope: '#nope' });
    expect(answer.isError).toBe(true);
    expect(answer.text).toBe('snapshot: Snapshot selector did not match: "#nope"');
  });

  it('navigate to a page answered 404 says the status before the overview', async () => {
    const answer = await on.agent.call('navigate', { url: `${on.app.origin}/missing` });
    expect(answer.isError).toBe(false);
    expect(answer.text.split('\n')[0]).toBe('note: the server answered 404 "Not Found"');
    const ok = await on.agent.call('navigate', { url: `${on.app.origin}/` });
    expect(ok.text).not.toContain('note:');
  });

  it('a ref no snapshot handed out is unknown after a navigation, not gone with the document', async () => {
    await on.agent.call('navigate', { url: `${on.app.origin}/` });
    await on.agent.call('snapshot', {});
    await on.agent.call('navigate', { url: `${on.app.origin}/second` });
    const never = await on.agent.call('tap', { ref: 'e7' });
    expect(never.text).toBe('tap: unknown ref e7 (no snapshot handed it out; the page has loaded another document since: take a new snapshot)');
    const shown = await on.agent.call('tap', { ref: 'e2' });
    expect(shown.text).toMatch(/^tap: gone e2: the page has loaded another document since the snapshot/);
  });
});
