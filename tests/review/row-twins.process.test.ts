/**
 * `review --fail-on ambiguous` over a golden where a row gains a second
 * control of a name it already had: the row anchor both carry tells them
 * apart no more than no anchor, so the new control is an `ambiguous` item
 * and the run fails. A second row with the same control stays quiet.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { renderGolden } from '../../src/golden/golden.js';
import { snapshotOf } from '../golden/helpers.js';
import { git, review, reviewHere } from './helpers.js';

const GOLDEN = 'e2e/orders.spec.ts-snapshots/orders.snap';
const temps: string[] = [];

const row = (id: string, cells: string) => `<tr><td>${id}</td><td>${cells}</td></tr>`;
const orders = (...rows: string[]) => renderGolden(snapshotOf(`<table aria-label="Orders"><tr><th>Id</th><th>Actions</th></tr>${rows.join('')}</table>`));

/** A repository whose `main` holds a golden of one row with one "Edit" button, on a branch where the golden is `changed`. */
function repository(changed: string): string {
  const root = mkdtempSync(join(tmpdir(), 'a11y-review-rows-'));
  temps.push(root);
  const write = (text: string) => {
    mkdirSync(dirname(join(root, GOLDEN)), { recursive: true });
    writeFileSync(join(root, GOLDEN), text);
  };
  git(root, 'init', '-q', '-b', 'main');
  write(orders(row('1003', '<button>Edit</button>')));
  git(root, 'add', '.');
  git(root, 'commit', '-q', '-m', 'golden');
  git(root, 'checkout', '-q', '-b', 'feature');
  write(changed);
  git(root, 'commit', '-q', '-am', 'change');
  return root;
}

afterAll(() => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

describe('review: controls of one name in one row', () => {
  test('the golden holds both lines with the one row anchor', () => {
    expect(orders(row('1003', '<button>Edit</button><button>Edit</button>')).split('\n')).toEqual(
      expect.arrayContaining(['button[1] "Edit" x2 row:"1003"', 'button[2] "Edit" x2 row:"1003"']),
    );
  });

  test('a second "Edit" in row 1003 is ambiguous, and --fail-on ambiguous fails', async () => {
    const root = repository(orders(row('1003', '<button>Edit</button><button>Edit</button>')));
    const result = await reviewHere(root, ['--fail-on', 'ambiguous']);
    expect(result.code).toBe(1);
    // The line that was alone and the line added beside it: both now need their position.
    const ambiguous = result.stdout.split('\n').filter((line) => line.includes('no row anchor tells them apart'));
    expect(ambiguous.join('\n')).toContain('`button[1] "Edit" x2 row:"1003"`');
    expect(ambiguous.join('\n')).toContain(GOLDEN);
    // The built command's exit status, as CI sees it.
    expect((await review(root, ['--fail-on', 'ambiguous'])).code).toBe(1);
  });

  test('an "Edit" in a new row 1004 is told apart by its anchor: no ambiguous item', async () => {
    const root = repository(orders(row('1003', '<button>Edit</button>'), row('1004', '<button>Edit</button>')));
    const result = await reviewHere(root, ['--fail-on', 'ambiguous']);
    expect(result.stdout).not.toContain('no row anchor tells them apart');
    expect(result.code).toBe(0);
  });
});
