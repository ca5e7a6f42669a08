/**
 * The built command reading its page from standard input, where the process
 * is the point: the page crosses to the jsdom thread and back.
 */
import { describe, expect, test } from 'vitest';
import { runCommand } from '../support/command.js';
import { lines, SMALL } from './helpers.js';

describe('standard input', () => {
  test('a scope error crosses the jsdom thread by its kind, worded from the selector asked for', async () => {
    const result = await runCommand(['--scope', '.nothing', '-'], { stdin: { text: SMALL } });
    expect([result.code, result.stdout, result.stderr]).toEqual([1, '', 'a11y-snapshot: Snapshot selector did not match: ".nothing"\n']);
  });

  test('- reads the page from stdin', async () => {
    const result = await runCommand(['-'], { stdin: { text: SMALL } });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual([
      'snapshot v2',
      'page "Small \\"page\\"" url="about:blank" settled',
      'e1 heading "Hello" level=1',
      'e2 button[1] "Go" x2 in:main""',
      'e3 button[2] "Go" x2 in:main""',
      'e4 textbox "Email" ="a@b.c"',
      'e5 button "Send"',
    ]);
  });

  test('- with empty stdin prints an empty page', async () => {
    const result = await runCommand(['-', '--detail', 'full'], { stdin: { text: '' } });
    expect(result.code).toBe(0);
    expect(lines(result.stdout)).toEqual(['snapshot v2', 'page "" url="about:blank" settled engine:jsdom']);
  });
});
