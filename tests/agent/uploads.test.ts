/** upload's files: paths relative to --upload-dir, judged by where they really lead before the page is given anything. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_UPLOAD_FILES, resolveUploads } from '../../src/agent/uploads.js';

let outside: string;
let folder: string;

beforeAll(() => {
  outside = realpathSync(mkdtempSync(join(tmpdir(), 'a11y-uploads-')));
  folder = join(outside, 'uploads');
  mkdirSync(join(folder, 'photos'), { recursive: true });
  writeFileSync(join(folder, 'report.txt'), 'report');
  writeFileSync(join(folder, 'photos', 'cat.png'), 'png');
  writeFileSync(join(outside, 'secret'), 'secret');
  symlinkSync(join(outside, 'secret'), join(folder, 'out-link'));
  symlinkSync(join(folder, 'report.txt'), join(folder, 'in-link'));
  symlinkSync(outside, join(folder, 'dir-link'));
});

afterAll(() => rmSync(outside, { recursive: true, force: true }));

describe('agent/uploads', () => {
  describe('#resolveUploads', () => {
    it('answers the real paths of files inside the folder, links inside it followed', () => {
      expect(resolveUploads(folder, ['report.txt', 'photos/cat.png', './in-link'])).toEqual([
        join(folder, 'report.txt'),
        join(folder, 'photos', 'cat.png'),
        join(folder, 'report.txt'),
      ]);
    });

    it('refuses without a folder, naming the option', () => {
      expect(() => resolveUploads(undefined, ['report.txt'])).toThrow(
        'the server sends no files: start it with --upload-dir DIR, the folder whose files the page may be given',
      );
    });

    it('refuses a path that climbs out, even one that would come back in', () => {
      expect(() => resolveUploads(folder, ['../secret'])).toThrow('"../secret" is outside --upload-dir: give a path inside it');
      expect(() => resolveUploads(folder, ['photos/../report.txt'])).toThrow('"photos/../report.txt" is outside --upload-dir');
      expect(() => resolveUploads(folder, ['photos\\..\\..\\secret'])).toThrow('is outside --upload-dir');
    });

    it('refuses an absolute path', () => {
      const absolute = join(outside, 'secret');
      expect(() => resolveUploads(folder, [absolute])).toThrow(`${JSON.stringify(absolute)} is absolute: give a path relative to --upload-dir`);
      expect(() => resolveUploads(folder, ['C:\\secret'])).toThrow('"C:\\\\secret" is absolute');
    });

    it('refuses a link, or a path through one, that leads outside the folder', () => {
      expect(() => resolveUploads(folder, ['out-link'])).toThrow('"out-link" leads outside --upload-dir (through a link): give a path inside it');
      expect(() => resolveUploads(folder, ['dir-link/secret'])).toThrow('"dir-link/secret" leads outside --upload-dir (through a link)');
    });

    it('refuses what is not a regular file, or is not there', () => {
      expect(() => resolveUploads(folder, ['photos'])).toThrow('"photos" is not a regular file');
      expect(() => resolveUploads(folder, ['missing.txt'])).toThrow('"missing.txt" does not exist in --upload-dir');
    });

    it('refuses no files, too many, an empty name or one with a NUL', () => {
      expect(() => resolveUploads(folder, [])).toThrow('give at least one file');
      expect(() => resolveUploads(folder, Array(MAX_UPLOAD_FILES + 1).fill('report.txt'))).toThrow(`at most ${MAX_UPLOAD_FILES} files at once, got 21`);
      expect(() => resolveUploads(folder, [''])).toThrow('"" is not a file name');
      expect(() => resolveUploads(folder, ['a\0b'])).toThrow('"a\\u0000b" is not a file name');
    });

    it('refuses a file larger than the limit', () => {
      expect(() => resolveUploads(folder, ['report.txt'], { maxBytes: 3 })).toThrow('"report.txt" is larger than 3 bytes');
    });
  });
});
