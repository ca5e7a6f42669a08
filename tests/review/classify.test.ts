/**
 * Classifying golden changes: each kind from a pair of hand-written goldens,
 * with the file and the line a reviewer is sent to.
 */
import { describe, expect, test } from 'vitest';
import { reviewPair, reviewPairs, REVIEW_KINDS, type ReviewItem } from '../../src/review/index.js';
import { isNameless } from '../../src/lint/lint.js';
import { golden, snapFile } from './helpers.js';

const FILE = 'tests/orders.spec.ts-snapshots/orders.snap';

function review(old: string | undefined, now: string | undefined): ReviewItem[] {
  return reviewPairs([{ file: FILE, old, new: now }]);
}

/** kind, line, text (and was) of each item, for compact expectations. */
function brief(items: ReviewItem[]): string[] {
  return items.map((i) => `${i.kind} ${i.side}:${i.line} ${i.was !== undefined ? `${i.was} → ` : ''}${i.text}`);
}

describe('kinds', () => {
  test('nothing changed: no items', () => {
    const text = golden(['button "Save"']);
    expect(review(text, text)).toEqual([]);
  });

  test('nameless: a control that had a name and now has ""', () => {
    const items = review(golden(['heading "Orders" level=1', 'button "Save" icon:disk']), golden(['heading "Orders" level=1', 'button "" icon:disk']));
    expect(brief(items)).toEqual(['nameless new:5 button "Save" icon:disk → button "" icon:disk']);
    expect(items[0]).toMatchObject({ file: FILE, note: 'lost its name' });
  });

  test('nameless: a new control without a name; a new nameless image is only added', () => {
    const items = review(golden(['button "Save"']), golden(['button "Save"', 'link "" icon:home', 'img ""']));
    expect(brief(items)).toEqual(['nameless new:5 link "" icon:home', 'added new:6 img ""']);
  });

  test('every tap and field role counts as a control; headings and images do not', () => {
    const nameless = (role: string) => isNameless({ role, name: '', key: '', keyKind: 'text', count: 1, index: 1, flags: [] });
    for (const role of ['button', 'link', 'textbox', 'searchbox', 'combobox', 'spinbutton', 'checkbox', 'clickable', 'slider'])
      expect(nameless(role)).toBe(true);
    for (const role of ['heading', 'img', 'status', 'alert', 'iframe', 'generic']) expect(nameless(role)).toBe(false);
  });

  test('lost: a step whose answer went from done to none or ambiguous', () => {
    const before = golden(
      ['button "Create order"', 'button "Delete"'],
      ["try tapOn: 'Create order'", '  done tapOn button "Create order"', "try tapOn: 'Delete'", '  done tapOn button "Delete"'],
    );
    const after = golden(
      ['button "Place order"', 'button[1] "Delete" x2 row:"Ada"', 'button[2] "Delete" x2 row:"Alan"'],
      ["try tapOn: 'Create order'", '  none "Create order": no line has this name', "try tapOn: 'Delete'", '  ambiguous "Delete": 2'],
    );
    const items = review(before, after).filter((i) => i.kind === 'lost');
    expect(brief(items)).toEqual([
      `lost new:9 try tapOn: 'Create order' → done tapOn button "Create order" → try tapOn: 'Create order' → none "Create order": no line has this name`,
      `lost new:11 try tapOn: 'Delete' → done tapOn button "Delete" → try tapOn: 'Delete' → ambiguous "Delete": 2`,
    ]);
  });

  test('a step that got better, a new step and a dropped step are other step changes', () => {
    const before = golden(['button "Save"'], ["try tapOn: 'Save'", '  ambiguous "Save": 2', "try tapOn: 'Help'", '  none "Help": no line has this name']);
    const after = golden(['button "Save"'], ["try tapOn: 'Save'", '  done tapOn button "Save"', "try tapOn: 'Exit'", '  none "Exit": no line has this name']);
    expect(brief(review(before, after))).toEqual([
      `steps new:7 try tapOn: 'Save' → ambiguous "Save": 2 → try tapOn: 'Save' → done tapOn button "Save"`,
      `steps new:8 try tapOn: 'Exit' → none "Exit": no line has this name`,
      `steps old:8 try tapOn: 'Help' → none "Help": no line has this name`,
    ]);
  });

  test('removed and added: the line in the old text for a removal, in the new text for an addition', () => {
    const items = review(golden(['heading "Orders" level=1', 'link "Help"']), golden(['heading "Orders" level=1', 'img "Logo"']));
    // The same role pairs as a rename; another role is a removal and an addition.
    expect(brief(items)).toEqual(['removed old:5 link "Help"', 'added new:5 img "Logo"']);
  });

  test('renamed: was → now, never a removal and an addition', () => {
    const items = review(golden(['button "Cancel"', 'button "Create order"']), golden(['button "Cancel"', 'button "Place order"']));
    expect(brief(items)).toEqual(['renamed new:5 button "Create order" → button "Place order"']);
  });

  test('ambiguous: a key that now prints x2 without a row anchor, and the new twin', () => {
    const items = review(golden(['button "Search"']), golden(['button[1] "Search" x2 in:search""', 'button[2] "Search" x2 in:main""']));
    expect(brief(items)).toEqual(['ambiguous new:4 button "Search" → button[1] "Search" x2 in:search""', 'ambiguous new:5 button[2] "Search" x2 in:main""']);
  });

  test('ambiguous: a new control whose name another control has, whatever their keys', () => {
    const items = review(golden(['button "Refresh" #"refresh"']), golden(['button "Refresh" #"refresh"', 'button "Refresh"']));
    expect(brief(items)).toEqual(['ambiguous new:5 button "Refresh"']);
    expect(items[0].note).toBe('2 controls share this name and no row anchor tells them apart');
  });

  test('ambiguous: a keyed control renamed to the name of another', () => {
    const items = review(golden(['button "Save" $"a"', 'button "Store" $"b"']), golden(['button "Save" $"a"', 'button "Save" $"b"']));
    expect(items.map((i) => i.kind)).toEqual(['renamed', 'ambiguous']);
  });

  test('not ambiguous when a row anchor tells the twins apart: a changed count', () => {
    const items = review(golden(['button "Delete"']), golden(['button[1] "Delete" x2 row:"Ada"', 'button[2] "Delete" x2 row:"Alan"']));
    expect(items.map((i) => i.kind)).toEqual(['added', 'value']);
    expect(items[1]).toMatchObject({ line: 4, note: 'count' });
  });

  test('a description that changed is a value item naming desc', () => {
    const items = review(golden(['textbox "Email" invalid desc:"Email is required"']), golden(['textbox "Email" invalid desc:"Enter an email"']));
    expect(brief(items)).toEqual(['value new:4 textbox "Email" invalid desc:"Email is required" → textbox "Email" invalid desc:"Enter an email"']);
    expect(items[0].note).toBe('desc');
  });

  test('value: a field value, a test id, an icon', () => {
    const items = review(
      golden(['textbox "Notes" ="draft"', 'button "Edit" $"edit-1"', 'button "Close" icon:x']),
      golden(['textbox "Notes" ="sent"', 'button "Edit" $"edit-2"', 'button "Close" icon:close']),
    );
    expect(items.map((i) => `${i.kind} ${i.line} ${i.note}`)).toEqual(['value 4 value', 'value 5 key', 'value 6 icon']);
  });

  test('flags: checked state and heading level', () => {
    const items = review(golden(['heading "Orders" level=1', 'checkbox "Agree" off']), golden(['heading "Orders" level=2', 'checkbox "Agree" on']));
    expect(brief(items)).toEqual(['flags new:4 heading "Orders" level=1 → heading "Orders" level=2', 'flags new:5 checkbox "Agree" off → checkbox "Agree" on']);
  });

  test('a rename with new flags is two items', () => {
    const items = review(golden(['button "Save"']), golden(['button "Store" disabled']));
    expect(items.map((i) => i.kind)).toEqual(['renamed', 'flags']);
  });

  test('the page title is a rename, its url a value', () => {
    const old = golden(['button "Save"']);
    expect(brief(review(old, old.replace('page "Orders"', 'page "Orders · Acme"')))).toEqual([
      'renamed new:3 page "Orders" url="/orders" settled → page "Orders · Acme" url="/orders" settled',
    ]);
    expect(review(old, old.replace('url="/orders"', 'url="/orders?page=2"')).map((i) => i.kind)).toEqual(['value']);
  });

  test('patterns are compared as written: the same pattern is no change', () => {
    const text = golden(['link /Order \\d+/', 'button "Save"']);
    expect(review(text, text.replace('Save', 'Store'))).toHaveLength(1);
    expect(brief(review(text, text.replace('/Order \\d+/', '/Order \\d{4}/')))).toEqual(['renamed new:4 link /Order \\d+/ → link /Order \\d{4}/']);
  });

  test('a new golden: one item, plus its nameless controls', () => {
    const items = review(undefined, golden(['button "Save"', 'button ""']));
    expect(brief(items)).toEqual(['nameless new:5 button ""', 'added new:1 # a11y-snapshot detail:compact']);
    expect(items[1].note).toBe('new golden: 2 element lines, 0 steps');
  });

  test('a new golden read as text (regions): one item, not a line each', () => {
    const regions = '# a11y-snapshot detail:regions\nsnapshot v2\npage "Orders" url="/orders" settled\nmain: 3 buttons\nfooter: 1 link\n';
    const items = review(undefined, regions);
    expect(brief(items)).toEqual(['added new:1 # a11y-snapshot detail:regions']);
    expect(items[0].note).toBe('new golden: 5 lines, compared as text');
  });

  test('a deleted golden: one item on the old side', () => {
    expect(brief(review(golden(['button "Save"']), undefined))).toEqual(['removed old:1 # a11y-snapshot detail:compact']);
  });

  test('a golden whose detail level changed is compared at compact, with an item saying so', () => {
    const items = review(golden(['button "Save"']), golden(['button "Save" in:main""'], [], 'full'));
    expect(items.map((i) => `${i.kind} ${i.note}`)).toEqual(['value detail level changed, lines compared at compact']);
  });

  test('unreadable: a merge conflict, a broken line; never a throw', () => {
    const ok = golden(['button "Save"']);
    const conflict = ok.replace('button "Save"\n', '<<<<<<< HEAD\nbutton "Save"\n=======\nbutton "Store"\n>>>>>>> branch\n');
    const [item] = review(ok, conflict);
    expect(item).toMatchObject({ kind: 'unreadable', line: 4, side: 'new', text: '<<<<<<< HEAD' });
    expect(item.reason).toMatch(/merge conflict marker/);
    const broken = review(ok, ok.replace('button "Save"', 'button "Save'));
    expect(broken).toHaveLength(1);
    expect(broken[0]).toMatchObject({ kind: 'unreadable', line: 4, text: 'button "Save' });
    expect(review(ok, 'not a golden\n')[0]).toMatchObject({ kind: 'unreadable', line: 1 });
    expect(review(ok, ok.replace(/\n/g, '\r\n'))[0]).toMatchObject({ kind: 'unreadable' });
  });

  test('an unreadable old golden is reported, and the new one reviewed as new', () => {
    const items = review('garbage\n', golden(['button "Save"']));
    expect(items.map((i) => `${i.kind} ${i.side}`)).toEqual(['added new', 'unreadable old']);
  });

  test('receipts and regions goldens are compared as text, line by line', () => {
    const receipt = (text: string) => `# a11y-snapshot receipt\n${text}\n`;
    const items = review(receipt('done tapOn button "Create order"\ndialog "Confirm order"'), receipt('done tapOn button "Create order"\ndialog "Confirm"'));
    expect(brief(items)).toEqual(['text old:3 dialog "Confirm order"', 'text new:3 dialog "Confirm"']);
    const regions = (line: string) => `# a11y-snapshot detail:regions\nsnapshot v2\npage "Orders" url="/orders" settled\n${line}\n`;
    expect(brief(review(regions('main: 3 buttons'), regions('main: 2 buttons')))).toEqual(['text old:4 main: 3 buttons', 'text new:4 main: 2 buttons']);
  });

  test('a read golden is compared as text: a changed row of a table is its old and new text lines', () => {
    const read = (row: string) =>
      `# a11y-snapshot detail:read\nsnapshot v2\npage "Ledger" url="/ledger" settled\ncolumns "Order | Total"\n${row}\nbutton "Pay"\n`;
    expect(brief(review(read('row "#1001 | $120.00"'), read('row "#1001 | $121.00"')))).toEqual([
      'text old:5 row "#1001 | $120.00"',
      'text new:5 row "#1001 | $121.00"',
    ]);
  });

  test('items come sorted by kind, most serious first, across files', () => {
    const items = reviewPairs([
      { file: 'a.snap', old: golden(['checkbox "A" off']), new: golden(['checkbox "A" on']) },
      { file: 'b.snap', old: golden(['button "B"']), new: golden(['button ""']) },
    ]);
    expect(items.map((i) => `${i.kind} ${i.file}`)).toEqual(['nameless b.snap', 'flags a.snap']);
    expect(REVIEW_KINDS.slice(0, 8)).toEqual(['nameless', 'lost', 'removed', 'added', 'renamed', 'ambiguous', 'value', 'flags']);
  });
});

describe('expected/actual pairs', () => {
  test('old-side items name the expected file, new-side items the actual one', () => {
    const items = reviewPair({
      file: 'r/orders-actual.snap',
      oldFile: 'r/orders-expected.snap',
      old: golden(['link "Help"', 'button "A"']),
      new: golden(['button "B"']),
    });
    expect(items.map((i) => `${i.kind} ${i.file}:${i.line}`)).toEqual(['removed r/orders-expected.snap:4', 'renamed r/orders-actual.snap:4']);
  });
});

describe('Vitest .snap files', () => {
  test('entries are paired by name; lines are lines of the .snap file', () => {
    const before = snapFile({ 'orders 1': '\n' + golden(['button "Save"']), 'orders 2': '\n' + golden(['link "Help"']), 'plain 1': '"not ours"' });
    const after = snapFile({ 'orders 1': '\n' + golden(['button ""']), 'orders 2': '\n' + golden(['link "Help"']), 'plain 1': '"changed, not ours"' });
    const items = review(before, after);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'nameless', entry: 'orders 1' });
    expect(after.split('\n')[items[0].line - 1]).toBe('button ""');
  });

  test('backslashes and backticks in a golden are unescaped before it is read', () => {
    const before = snapFile({ 'orders 1': '\n' + golden(['link /Order \\d+/', 'button "Run `npm`"']) });
    const after = snapFile({ 'orders 1': '\n' + golden(['link /Order \\d+/', 'button "Run `npx`"']) });
    expect(before).toContain('link /Order \\\\d+/');
    const items = review(before, after);
    expect(items.map((i) => `${i.kind} ${i.was} → ${i.text}`)).toEqual(['renamed button "Run `npm`" → button "Run `npx`"']);
    expect(after.split('\n')[items[0].line - 1]).toBe('button "Run \\`npx\\`"');
  });

  test('an entry added, an entry removed', () => {
    const one = '\n' + golden(['button "Save"']);
    const items = review(snapFile({ 'old 1': one }), snapFile({ 'new 1': one }));
    expect(items.map((i) => `${i.kind} ${i.entry} ${i.note}`)).toEqual(['removed old 1 golden deleted', 'added new 1 new golden: 1 element line, 0 steps']);
  });

  test('a file that does not end is unreadable, not a crash', () => {
    const good = snapFile({ 'orders 1': '\n' + golden(['button "Save"']) });
    const items = review(good, good.slice(0, -6));
    expect(items.some((i) => i.kind === 'unreadable')).toBe(true);
  });
});
