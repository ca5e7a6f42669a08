/**
 * A row anchor tells two controls of one name apart only when the anchors
 * differ: `{ rightOf: '1003' }` cannot choose between two "Edit" buttons of
 * the row "1003".
 */
import { describe, expect, test } from 'vitest';
import { formatFindings, lintSnapshot } from '../../src/lint/lint.js';
import { parseStepOrThrow } from '../../src/steps/grammar.js';
import { resolve } from '../../src/steps/resolve.js';
import { snapshotOf } from '../golden/helpers.js';

const row = (id: string, cells: string) => `<tr><td>${id}</td><td>${cells}</td></tr>`;
const table = (...rows: string[]) => `<table aria-label="Orders"><tr><th>Id</th><th>Actions</th></tr>${rows.join('')}</table>`;

describe('ambiguous: row anchors', () => {
  test('two controls of one name in one row are ambiguous: the shared anchor tells them apart no more than none', () => {
    const page = snapshotOf(table(row('1003', '<button>Edit</button><button>Edit</button>')));
    expect(formatFindings(lintSnapshot(page, ['ambiguous']))).toEqual([
      'ambiguous: button[1] "Edit" x2 row:"1003" in:table"Orders"',
      'ambiguous: button[2] "Edit" x2 row:"1003" in:table"Orders"',
    ]);
    // What the rule stands for: the row anchor does not pick one of them.
    expect(resolve(page, parseStepOrThrow("tapOn: { text: 'Edit', rightOf: '1003' }"))).toMatchObject({ outcome: 'ambiguous', count: 2 });
  });

  test('one control of a name per row is fine: each row anchor differs', () => {
    const page = snapshotOf(table(row('1003', '<button>Edit</button>'), row('1004', '<button>Edit</button>')));
    expect(lintSnapshot(page, ['ambiguous'])).toEqual([]);
    expect(resolve(page, parseStepOrThrow("tapOn: { text: 'Edit', rightOf: '1004' }"))).toMatchObject({ outcome: 'done' });
  });

  test('in three controls of one name, only the two that share a row anchor are ambiguous', () => {
    const page = snapshotOf(table(row('1003', '<button>Edit</button><button>Edit</button>'), row('1004', '<button>Edit</button>')));
    expect(formatFindings(lintSnapshot(page, ['ambiguous']))).toEqual([
      'ambiguous: button[1] "Edit" x3 row:"1003" in:table"Orders"',
      'ambiguous: button[2] "Edit" x3 row:"1003" in:table"Orders"',
    ]);
  });

  test('a control with no row anchor stays ambiguous beside a same-name control that has one', () => {
    const page = snapshotOf(`${table(row('1003', '<button>Edit</button>'))}<button>Edit</button>`);
    expect(formatFindings(lintSnapshot(page, ['ambiguous']))).toEqual(['ambiguous: button[2] "Edit" x2']);
  });
});
