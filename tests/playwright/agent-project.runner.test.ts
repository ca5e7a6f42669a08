/**
 * An agent's acts as a user's project meets them: tests/playwright-projects/agent
 * (the `a11y` fixture of `a11y-snapshot/playwright`, the package installed
 * as npm installs it) against a page whose script copies every attribute
 * that appears on a control onto a lookalike before it, and one that slides
 * the lookalike under the pointer. Each act must land on the element its
 * line names, or on nothing.
 */
import { resolve } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { ROOT } from '../fixtures.js';
import { copyProject, removeProject, runProject } from '../support/projects.mjs';

const folders: string[] = [];
afterAll(() => folders.forEach(removeProject));

describe('playwright/agent-project', { timeout: 300_000 }, () => {
  test('a page that copies marks onto a lookalike, or slides it under the pointer, cannot move a step, a tap or a fill', async () => {
    const dir = copyProject(resolve(ROOT, 'tests/playwright-projects/agent'), { prefix: 'a11y-agent-', modules: 'package' });
    folders.push(dir);
    const { code, output } = await runProject(dir, 'playwright', ['--workers=1']);
    expect(output).toMatch(/4 passed/);
    expect(output).not.toMatch(/failed/);
    expect(code).toBe(0);
  });
});
