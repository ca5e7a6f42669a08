/**
 * Every step a tool description, the cheat sheet or README's agent section
 * offers as an example is one the step parser takes: an agent that copies
 * an example gets an answer, not "Bad step". Examples are the code spans
 * (and the `try` calls of README's exchange) that start with a verb.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cheatSheet } from '../../src/agent/cheat-sheet.js';
import { TOOLS } from '../../src/agent/tools/index.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';

const VERB = /^(tapOn|inputText|assertVisible|assertNotVisible):/;

/** The code spans of `text` that are steps. */
function stepSpans(text: string): string[] {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]).filter((span) => VERB.test(span));
}

/** README's agent section: its step spans, and the steps of its `try` calls. */
function readmeSteps(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## For agents: the MCP server'), readme.indexOf('\n## ', readme.indexOf('## For agents: the MCP server') + 1));
  const calls = [...section.matchAll(/^→ try (\{.*\})$/gm)].map((match) => (JSON.parse(match[1]) as { step: string }).step);
  return [...stepSpans(section), ...calls];
}

describe('agent: every example step parses', () => {
  const sources: [string, string[]][] = [
    ...TOOLS.map((tool): [string, string[]] => [`the ${tool.name} tool's description`, stepSpans(tool.description)]),
    ['the cheat sheet', stepSpans(cheatSheet())],
    ["README's agent section", readmeSteps()],
  ];

  it('finds the examples it checks: the try tool offers three, README shows its calls', () => {
    expect(sources.find(([name]) => name === "the try tool's description")?.[1]).toHaveLength(3);
    expect(readmeSteps().length).toBeGreaterThanOrEqual(3);
  });

  for (const [name, steps] of sources) {
    for (const step of steps) {
      it(`${name}: ${step}`, () => {
        expect(() => parseStepOrThrow(step)).not.toThrow();
      });
    }
  }
});
