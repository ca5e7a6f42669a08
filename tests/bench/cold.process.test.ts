/**
 * Figure 1c's child script (bench/cold-child.mjs) prints one JSON line that
 * bench/cold.mjs reads back: its shape is checked here, on one fresh process
 * per task, without timing anything.
 */
import { describe, expect, test } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

const CHILD = resolve(ROOT, 'bench/cold-child.mjs');

function runChild(task: string): Record<string, unknown> {
  const stdout = execFileSync(process.execPath, [CHILD, task], { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
  const lines = stdout.trim().split('\n');
  expect(lines).toHaveLength(1);
  return JSON.parse(lines[0]) as Record<string, unknown>;
}

describe('bench/cold-child', () => {
  test('ours: one timed run of the snapshot text, with its lines and bytes, on the 7,552-element page', () => {
    const out = runChild('ours');
    expect(Object.keys(out).sort()).toEqual(['bytes', 'elements', 'lines', 'ms', 'task']);
    expect(out.task).toBe('ours');
    expect(out.elements).toBe(7552);
    expect(out.ms).toBeGreaterThan(0);
    expect(out.lines).toBeGreaterThan(2500);
    expect(out.bytes).toBeGreaterThan(100_000);
  });

  test.each(['bareWalk', 'byRole'])('%s: one timed run of the anchor, no text', (task) => {
    const out = runChild(task);
    expect(Object.keys(out).sort()).toEqual(['elements', 'ms', 'task']);
    expect(out.task).toBe(task);
    expect(out.elements).toBe(7552);
    expect(out.ms).toBeGreaterThan(0);
  });

  test('an unknown task is refused with its usage', () => {
    const result = spawnSync(process.execPath, [CHILD, 'nothing'], { cwd: ROOT, encoding: 'utf8', timeout: 60_000 });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('Usage: node bench/cold-child.mjs <ours|bareWalk|byRole>');
  });
});
