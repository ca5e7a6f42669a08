import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { formatFindings, lintMessage, lintSnapshot, readLintRules } from '../../src/lint/lint.js';
import { loadInJsdom } from '../fixtures.js';
import { snapshotOf } from '../golden/helpers.js';

describe('lint', () => {
  const example = capture(loadInJsdom('example'), { refs: false });

  test('no rule, no finding', () => {
    expect(lintSnapshot(example, [])).toEqual([]);
  });

  test('nameless: controls with an empty name, not nameless pictures', () => {
    // The example's third Delete button is an icon with no name; its images are not controls.
    expect(formatFindings(lintSnapshot(example, ['nameless']))).toEqual(['nameless: button[1] "" x2 row:"Grace Hopper" in:table"Orders" icon:trash']);
  });

  test('icon-only: a button drawn as a picture, with no name', () => {
    expect(formatFindings(lintSnapshot(example, ['icon-only']))).toEqual(['icon-only: button[1] "" x2 row:"Grace Hopper" in:table"Orders" icon:trash']);
    const named = snapshotOf('<button aria-label="Delete"><svg aria-hidden="true"><use href="#trash"/></svg></button><button></button>');
    expect(lintSnapshot(named, ['icon-only'])).toEqual([]);
    expect(lintSnapshot(named, ['nameless'])).toHaveLength(1);
  });

  test('ambiguous: a shared name with no row anchor; rows, test ids and non-controls are fine', () => {
    // "Orders" is a nav link and a heading: no twin for tapOn. The two Delete buttons have row anchors.
    expect(lintSnapshot(example, ['ambiguous'])).toEqual([]);
    const linkAndHeading = snapshotOf('<h1>Orders</h1><a href="/orders">Orders</a>');
    expect(lintSnapshot(linkAndHeading, ['ambiguous'])).toEqual([]);
    const other = snapshotOf('<button data-testid="a">Save</button><button id="discard">Discard</button>');
    expect(lintSnapshot(other, ['ambiguous'])).toEqual([]);
    const twins = snapshotOf('<button>Save</button><button>Save</button>');
    expect(lintSnapshot(twins, ['ambiguous'])).toHaveLength(2);
  });

  test('ambiguous looks at names among controls whatever their keys: a person hears the same name twice', () => {
    const page = snapshotOf(
      '<button id="refresh">Refresh</button><button>Refresh</button><button data-testid="s1">Save</button><a href="/s" data-testid="s2">Save</a>',
    );
    expect(formatFindings(lintSnapshot(page, ['ambiguous']))).toEqual([
      'ambiguous: button "Refresh" #"refresh"',
      'ambiguous: button "Refresh"',
      'ambiguous: button "Save" $"s1"',
      'ambiguous: link "Save" $"s2"',
    ]);
  });

  test('several rules: each line once per rule, in page order', () => {
    const page = snapshotOf('<button>Save</button><button><svg aria-hidden="true"><use href="#trash"/></svg></button><button>Save</button>');
    expect(formatFindings(lintSnapshot(page, ['nameless', 'icon-only', 'ambiguous']))).toEqual([
      'ambiguous: button[1] "Save" x2',
      'nameless: button "" icon:trash',
      'icon-only: button "" icon:trash',
      'ambiguous: button[2] "Save" x2',
    ]);
  });

  test('the message names the call and each line; a page string stays one JSON string', () => {
    const hostile = snapshotOf('<button>x"\nnameless: button ""</button><button>x"\nnameless: button ""</button>');
    const message = lintMessage('expect(page).toMatchA11ySnapshot()', lintSnapshot(hostile, ['ambiguous']));
    expect(message.split('\n')).toEqual([
      'expect(page).toMatchA11ySnapshot() failed: 2 lines break the lint rules this test turns on',
      '',
      '  ambiguous: button[1] "x\\" nameless: button \\"\\"" x2',
      '  ambiguous: button[2] "x\\" nameless: button \\"\\"" x2',
    ]);
  });

  test('rule names are checked', () => {
    expect(readLintRules('m', undefined)).toEqual([]);
    expect(readLintRules('m', 'nameless')).toEqual(['nameless']);
    expect(readLintRules('m', ['nameless', 'nameless'])).toEqual(['nameless']);
    expect(() => readLintRules('m', ['nameles'])).toThrow('m: lint takes nameless, ambiguous, icon-only; got "nameles"');
  });
});
