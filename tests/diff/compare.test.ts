import { describe, test, expect } from 'vitest';
import { compareLines } from '../../src/diff/compare.js';
import { renderChanges } from '../../src/diff/render.js';
import { readGolden, renderGolden } from '../../src/golden/golden.js';
import { snapshotOf } from '../golden/helpers.js';

const BEFORE = `
  <nav aria-label="Main"><a href="/">Home</a><a href="/help">Help</a></nav>
  <main>
    <h1>Orders</h1>
    <label><input type="checkbox"> Only mine</label>
    <button>Create order</button>
    <button>Cancel</button>
  </main>`;

/** The readable diff between two versions of a page body. */
function diffOf(before: string, after: string, detail: 'compact' | 'full' = 'compact'): string[] {
  const golden = readGolden(renderGolden(snapshotOf(before), detail), 'x.snap');
  return renderChanges(compareLines(golden.lines, snapshotOf(after).nodes, detail), detail);
}

describe('diff/compare', () => {
  test('identical pages have no changes', () => {
    expect(diffOf(BEFORE, BEFORE)).toEqual([]);
  });

  test('a rename is one ~name line in place, never a -/+ pair', () => {
    expect(diffOf(BEFORE, BEFORE.replace('Create order', 'Place order'))).toEqual([
      '  heading "Orders" level=1',
      '  checkbox "Only mine" off',
      '~name button "Place order" (was "Create order")',
      '  button "Cancel"',
    ]);
  });

  test('a control that loses its name shows as ~name with the empty name', () => {
    const after = BEFORE.replace('<button>Cancel</button>', '<button><svg><use href="#x"/></svg></button>');
    expect(diffOf(BEFORE, after)).toEqual(['  checkbox "Only mine" off', '  button "Create order"', '~name,icon button "" icon:x (was "Cancel", no icon)']);
  });

  test('a state change is ~flags, a value change ~value', () => {
    const after = BEFORE.replace('type="checkbox"', 'type="checkbox" checked').replace('</main>', '<input aria-label="Q" value="1"></main>');
    const before = BEFORE.replace('</main>', '<input aria-label="Q" value="0"></main>');
    expect(diffOf(before, after)).toEqual([
      '  link "Help"',
      '  heading "Orders" level=1',
      '~flags checkbox "Only mine" on (was off)',
      '  button "Create order"',
      '  button "Cancel"',
      '~value textbox "Q" ="1" (was ="0")',
    ]);
  });

  test('added and removed elements are + and - lines in golden order', () => {
    const after = BEFORE.replace('<a href="/help">Help</a>', '').replace('<button>Cancel</button>', '<button>Cancel</button><button>Export</button>');
    expect(diffOf(BEFORE, after)).toEqual([
      '  link "Home"',
      '- link "Help"',
      '  heading "Orders" level=1',
      '  checkbox "Only mine" off',
      '  button "Create order"',
      '  button "Cancel"',
      '+ button "Export"',
    ]);
  });

  test('a new duplicate shows as ~count on the old line and + for the twin', () => {
    const after = BEFORE.replace('<button>Cancel</button>', '<button>Cancel</button><button>Cancel</button>');
    expect(diffOf(BEFORE, after).filter((l) => !l.startsWith('  '))).toEqual([
      '~count button[1] "Cancel" x2 in:main"" (was unique)',
      '+ button[2] "Cancel" x2 in:main""',
    ]);
  });

  test('a description change is ~desc: an error message that appears on a refused field', () => {
    const field = (extra: string) => `<label>Email <input aria-describedby="e"${extra}></label><p id="e" hidden>Email is required</p>`;
    expect(diffOf(field(''), field(' aria-invalid="true"'))).toEqual(['~flags,desc textbox "Email" invalid desc:"Email is required" (was no flags, no desc)']);
    const before = field(' aria-invalid="true"');
    expect(diffOf(before, before.replace('Email is required', 'Enter an email like ada@example.com'), 'full')).toEqual([
      '~desc textbox "Email" invalid desc:"Enter an email like ada@example.com" (was desc:"Email is required")',
    ]);
  });

  test('a description compact leaves out cannot differ there', () => {
    const field = (hint: string) => `<label>Name <input aria-describedby="h"></label><p id="h">${hint}</p>`;
    expect(diffOf(field('As on your card'), field('Your full name'))).toEqual([]);
  });

  test('a role change keeps the element: ~role', () => {
    const after = BEFORE.replace('<button>Cancel</button>', '<a href="/cancel">Cancel</a>');
    expect(diffOf(BEFORE, after)).toContain('~role link "Cancel" (was button)');
  });

  test('at compact, markers compact leaves out cannot differ', () => {
    const after = BEFORE.replace('<main>', '<main><div role="region" aria-label="Box">').replace('</main>', '</div></main>');
    expect(diffOf(BEFORE, after)).toEqual([]);
    expect(diffOf(BEFORE, after, 'full').some((l) => l.startsWith('~in '))).toBe(true);
  });

  // A new control and a renamed one in the same place: the rename goes to the closest name, whichever comes first.
  test.each([
    ['before', '<button>Secret</button><button>Save2</button>'],
    ['after', '<button>Save2</button><button>Secret</button>'],
  ])('an insertion %s a rename: the old name pairs with the closest new one, the other is added', (_, buttons) => {
    const before = '<h1>Account</h1><button>Save</button><p>Footer</p><a href="/">Home</a>';
    const changed = diffOf(before, before.replace('<button>Save</button>', buttons)).filter((l) => !l.startsWith('  '));
    expect(changed).toEqual(expect.arrayContaining(['~name button "Save2" (was "Save")', '+ button "Secret"']));
    expect(changed).toHaveLength(2);
  });

  test('a pattern in the golden accepts any matching name', () => {
    const golden = readGolden(renderGolden(snapshotOf('<a href="/o/1">Order 1001</a>')).replace('"Order 1001"', '/Order \\d+/'), 'x.snap');
    expect(compareLines(golden.lines, snapshotOf('<a href="/o/2">Order 2002</a>').nodes, 'compact').map((c) => c.kind)).toEqual(['same']);
    expect(compareLines(golden.lines, snapshotOf('<a href="/o/2">Invoice 7</a>').nodes, 'compact').map((c) => c.kind)).toEqual(['changed']);
  });
});
