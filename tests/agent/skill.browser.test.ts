/**
 * `a11y-snapshot skill` prints the cheat sheet the tools carry, built from
 * the engine's own legend; `mcp --help` and bad options answer as a command
 * does (exit 0 and the usage; exit 2 and one line on standard error).
 * No browser: the server is only asked for its tools.
 */
import { describe, expect, it } from 'vitest';
import { legend } from '../../src/notation/index.js';
import { startAgent } from './harness.js';
import { runCommand } from '../support/command.js';
import { TOOL_NAMES } from './tool-names.js';

describe('a11y-snapshot skill', () => {
  it('prints the cheat sheet: the engine legend verbatim, and every tool with the description the server lists', async () => {
    const [{ code, stdout, stderr }, agent] = await Promise.all([runCommand(['skill']), startAgent()]);
    try {
      expect(code).toBe(0);
      expect(stderr).toBe('');
      expect(stdout).toContain(legend());
      for (const name of TOOL_NAMES) expect(stdout).toMatch(new RegExp(`^ {2}${name}: \\S`, 'm'));
      const { tools } = await agent.client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(TOOL_NAMES);
      for (const tool of tools) {
        // The snapshot tool adds the legend after its own words; the sheet prints the legend once, apart.
        const own = tool.description!.split('\n\n')[0];
        expect(stdout, tool.name).toContain(`  ${tool.name}: ${own}`);
      }
      const snapshot = tools.find((tool) => tool.name === 'snapshot')!;
      expect(snapshot.description).toContain(legend());
    } finally {
      await agent.close();
    }
  });

  it('takes no arguments: exit 2 and one line', async () => {
    const { code, stdout, stderr } = await runCommand(['skill', '--verbose']);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain('--verbose');
  });
});

describe('a11y-snapshot mcp options', () => {
  it('--help prints the usage, exit 0, and starts no server', async () => {
    const { code, stdout, stderr } = await runCommand(['mcp', '--help']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: a11y-snapshot mcp \[options\]/);
    for (const option of ['--headed', '--timeout MS', '--allowed-origins LIST', '--blocked-origins LIST', '--allow-file', '--test-id-attribute NAME']) {
      expect(stdout).toContain(`  ${option} `);
    }
  });

  it.each([
    [['--timeout', 'x'], '--timeout'],
    [['--timeout', '0'], '--timeout'],
    [['--allowed-origins', 'ftp://files.example'], 'ftp://files.example'],
    [['--blocked-origins', ','], '--blocked-origins'],
    [['--no-such-option'], '--no-such-option'],
  ])('mcp %j: exit 2 and one line on standard error naming it', async (args, named) => {
    const { code, stdout, stderr } = await runCommand(['mcp', ...args]);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    const lines = stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^a11y-snapshot mcp: /);
    expect(lines[0]).toContain(named);
  });
});
