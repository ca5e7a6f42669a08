/**
 * The packed tarball on the Node versions users run besides the two
 * toolchains' (scripts/node-versions.mjs: Node 22 and 24). For each, Node
 * from the npm registry's `node` package first on PATH, and one throwaway
 * project installed by npm under it: the command on the bundled page, one
 * test in each runner (Playwright Test, Vitest in jsdom, Jest), and one agent
 * task through the MCP SDK's client. Each runner's own test checks the Node it
 * runs on, and the agent server's process is that Node's binary.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { mkdtempSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';
import { installNode, NODE_VERSIONS } from '../../scripts/node-versions.mjs';
import { answer, connect, hostSdk } from '../consumer/mcp-host.js';
import { bin, cached, installProject, run, sharedPack } from '../consumer/npm.js';
import { JEST_PROJECT, PLAYWRIGHT_PROJECT, VITEST_PROJECT } from '../consumer/projects.js';

/** A project's files under `folder`, without its package.json, tsconfig and type checks: the smoke project installs once, at its root. */
function under(folder: string, files: Record<string, string>): Record<string, string> {
  const kept = Object.entries(files).filter(([path]) => !/^(package|tsconfig.*)\.json$|\.check\.ts$/.test(path));
  return Object.fromEntries(kept.map(([path, text]) => [`${folder}/${path}`, text]));
}

/** The smoke project: each runner's project in its own folder, each with a test that says which Node runs it. */
const SMOKE_PROJECT: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'smoke', private: true, type: 'module' }),
  ...under('playwright', PLAYWRIGHT_PROJECT),
  'playwright/tests/node.spec.ts': `import { test, expect } from '@playwright/test';
test('node', () => expect(process.versions.node.split('.')[0]).toBe(process.env.SMOKE_NODE));
`,
  ...under('vitest', VITEST_PROJECT),
  'vitest/node.test.ts': `import { expect, test } from 'vitest';
test('node', () => expect(process.versions.node.split('.')[0]).toBe(process.env.SMOKE_NODE));
`,
  ...under('jest', JEST_PROJECT),
  'jest/package.json': JSON.stringify({ type: 'commonjs' }),
  'jest/node.test.js': `test('node', () => expect(process.versions.node.split('.')[0]).toBe(process.env.SMOKE_NODE));
`,
};

const CHECKOUT = `<!doctype html><title>Checkout</title><main><h1>Checkout</h1>
<button type="button" onclick="document.querySelector('[role=status]').textContent = 'Paid'">Pay now</button>
<button type="button" onclick="fetch('/played')">Play now</button>
<p role="status"></p></main>`;

let dir: string;
let app: { server: Server; origin: string; served: string[] };
const projects = new Map<string, { path: string; env: Record<string, string>; node: string }>();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'a11y-node-versions-'));
  const { tarball } = await sharedPack();
  const deps = ['@playwright/test', 'vitest', 'jsdom', 'jest', 'jest-environment-jsdom', '@modelcontextprotocol/sdk'].map(cached);
  await Promise.all(
    NODE_VERSIONS.smoke.map(async (major) => {
      const nodeBin = installNode(major, resolve(ROOT, '.majors', `node-${major}`));
      const env = { PATH: `${nodeBin}:${process.env.PATH}`, SMOKE_NODE: major };
      const path = await installProject(join(dir, `node-${major}`), SMOKE_PROJECT, tarball, deps, env);
      projects.set(major, { path, env, node: realpathSync(join(nodeBin, 'node')) });
    }),
  );
  const served: string[] = [];
  const server = createServer((request, response) => {
    served.push(request.url ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(CHECKOUT);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  app = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, served };
}, 900_000);

afterAll(async () => {
  await new Promise((closed) => (app ? app.server.close(closed) : closed(undefined)));
  if (dir) rmSync(dir, { recursive: true, force: true });
}, 120_000);

describe.each(NODE_VERSIONS.smoke)('Node %s', (major) => {
  const project = () => projects.get(major)!;

  describe.concurrent('the packed tarball', () => {
    test('node on PATH is that Node', { timeout: 60_000 }, async () => {
      const { path, env } = project();
      expect((await run('node', ['--version'], path, env)).stdout).toMatch(new RegExp(`^v${major}\\.`));
    });

    test('npx a11y-snapshot prints the bundled page', { timeout: 120_000 }, async () => {
      const { path, env } = project();
      const result = await run('npx', ['a11y-snapshot'], path, env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/^snapshot v2\npage "Orders · Acme Shop" /);
      expect(result.stdout).toContain('e22 button[1] "Delete" x2 row:"Ada Lovelace" icon:trash\n');
    });

    test('Playwright Test passes its spec against its golden', { timeout: 180_000 }, async () => {
      const { path, env } = project();
      const result = await run(bin(path, 'playwright'), ['test'], join(path, 'playwright'), { ...env, CI: '1' });
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.stdout).toMatch(/\b3 passed\b/);
    });

    test('Vitest in jsdom writes its goldens and passes', { timeout: 180_000 }, async () => {
      const { path, env } = project();
      const result = await run(bin(path, 'vitest'), ['run'], join(path, 'vitest'), env);
      expect(result.code, result.stdout + result.stderr).toBe(0);
      expect(result.stdout.replace(/\x1b\[[\d;]*m/g, '')).toMatch(/Tests\s+4 passed/);
    });

    test('Jest writes its golden and passes', { timeout: 180_000 }, async () => {
      const { path, env } = project();
      const result = await run(bin(path, 'jest'), ['--no-watchman'], join(path, 'jest'), env);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/Tests:\s+2 passed/);
    });

    test('an agent task: the server on that Node pays, and never clicks the lookalike', { timeout: 180_000 }, async () => {
      const { path, env, node } = project();
      const session = await connect(hostSdk(path), {
        command: bin(path, 'a11y-snapshot'),
        args: ['mcp', '--allowed-origins', app.origin],
        cwd: path,
        env: { ...env, HOME: process.env.HOME ?? '' },
      });
      try {
        expect(readlinkSync(`/proc/${session.pid}/exe`)).toBe(node);
        expect(await answer(session, 'navigate', { url: `${app.origin}/checkout` })).toContain('\nmain: 2 buttons, 1 heading, 1 status\n');
        const receipt = await answer(session, 'try', { step: "tapOn: 'Pay now'" });
        expect(receipt).toMatch(/^done tapOn e\d+ button "Pay now"\n/);
        expect(receipt).toMatch(/^toast "Paid"$/m);
        expect(app.served).not.toContain('/played');
      } finally {
        await session.close();
      }
    });
  });
});
