/** The names downloads are saved under in --output-dir: plain file names, never a path, never hidden, never over a file there. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { claimFile, safeFileName } from '../../src/agent/downloads.js';

describe('agent/downloads', () => {
  describe('#safeFileName', () => {
    it('keeps a plain name', () => {
      expect(safeFileName('orders.csv')).toBe('orders.csv');
      expect(safeFileName('Report (final) 2024.pdf')).toBe('Report (final) 2024.pdf');
    });

    it('keeps only the last part of a path, either separator', () => {
      expect(safeFileName('../../etc/passwd')).toBe('passwd');
      expect(safeFileName('..\\..\\win.ini')).toBe('win.ini');
      expect(safeFileName('a/b/')).toBe('download');
    });

    it('drops leading dots and spaces, so nothing is hidden or climbs', () => {
      expect(safeFileName('.profile')).toBe('profile');
      expect(safeFileName('...')).toBe('download');
      expect(safeFileName('..')).toBe('download');
      expect(safeFileName(' . x')).toBe('x');
    });

    it('replaces controls and characters some systems refuse, and trailing dots', () => {
      expect(safeFileName('a\u0000b\nc.txt')).toBe('a_b_c.txt');
      expect(safeFileName('what?<is>|this*:".txt')).toBe('what__is__this___.txt');
      expect(safeFileName('name.')).toBe('name');
    });

    it('shortens a long name and keeps its extension', () => {
      const name = safeFileName(`${'x'.repeat(500)}.csv`);
      expect(name.length).toBeLessThanOrEqual(120);
      expect(name.endsWith('.csv')).toBe(true);
    });

    it('names an empty one download', () => {
      expect(safeFileName('')).toBe('download');
    });
  });

  describe('#claimFile', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(tmpdir(), 'a11y-downloads-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('makes the file under its name, then a numbered name while that one is taken', () => {
      writeFileSync(join(dir, 'orders.csv'), 'old');
      expect(claimFile(dir, 'orders.csv')).toBe(join(dir, 'orders (1).csv'));
      expect(claimFile(dir, 'orders.csv')).toBe(join(dir, 'orders (2).csv'));
      expect(claimFile(dir, 'README')).toBe(join(dir, 'README'));
      expect(claimFile(dir, 'README')).toBe(join(dir, 'README (1)'));
      expect(readdirSync(dir).sort()).toEqual(['README', 'README (1)', 'orders (1).csv', 'orders (2).csv', 'orders.csv']);
    });
  });
});
