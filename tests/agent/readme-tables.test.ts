/**
 * README's agent section lists every tool the server lists and every option
 * `mcp --help` prints, and nothing else: its two tables are held to
 * `tools/list` (the TOOLS the server lists) and to AGENT_USAGE.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TOOLS } from '../../src/agent/tools/index.js';
import { AGENT_USAGE } from '../../src/agent/options.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const start = readme.indexOf('## For agents: the MCP server');
const section = readme.slice(start, readme.indexOf('\n## ', start + 1));

/** The backticked words in the first cell of each row of the table whose header row starts with `header`. */
function firstCells(header: string): string[] {
  const table = section.slice(section.indexOf(`| ${header} |`)).split('\n');
  const rows = table.slice(
    2,
    table.findIndex((line, i) => i > 0 && !line.startsWith('|')),
  );
  return rows.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]));
}

describe("README's agent tables", () => {
  it('the tools table names every tool the server lists, once, and no other', () => {
    expect(firstCells('tool').sort()).toEqual(TOOLS.map((tool) => tool.name).sort());
  });

  it('the options table names every option of mcp --help, once, and no other', () => {
    const options = [...AGENT_USAGE.slice(AGENT_USAGE.indexOf('Options of mcp:')).matchAll(/^ {2}(--[a-z-]+(?: [A-Z]+)?)/gm)].map((m) => m[1]);
    const listed = firstCells('option');
    expect(listed.sort()).toEqual(options.filter((option) => option !== '--help').sort());
  });
});
