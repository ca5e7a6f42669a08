/**
 * A control's `<label>` elements, as Chromium's native accessibility tree
 * names it: labels name a control alone, so a label that gives nothing (an
 * error label a form plugin emptied and hid) leaves it nameless rather than
 * falling back to its placeholder, title, value or content; and of several
 * labels, a hidden one is left out while another is shown. A control whose
 * only label is hidden still takes that label's text (web-platform-tests
 * comp_host_language_label; docs/decisions.md). Held against Chromium by
 * bench/names/field-names.html.
 */
import { describe, expect, test } from 'vitest';
import { nameIn } from '../support/body.js';

describe('labels name a control alone', () => {
  test.each([
    ['a placeholder', '<label for="i" class="error" style="display:none"></label><input id="i" data-t placeholder="Phone">'],
    ["a textarea's placeholder", '<label for="i"></label><textarea id="i" data-t placeholder="About you"></textarea>'],
    ['a title', '<label for="i"> </label><input id="i" data-t title="City">'],
    ["a select's title", '<label for="s" hidden></label><select id="s" data-t title="Size"><option>S</option></select>'],
    ["a submit button's value", '<label for="b"></label><input type="submit" id="b" data-t value="Go">'],
    ["a button's content", '<label for="b"></label><button id="b" data-t>Save</button>'],
  ])('an empty label leaves the control nameless, not named from %s', (_, html) => {
    expect(nameIn(html)).toBe('');
  });

  test('aria-labelledby and aria-label still come before the labels', () => {
    expect(nameIn('<label for="i"></label><input id="i" data-t aria-label="Search" placeholder="Find">')).toBe('Search');
    expect(nameIn('<span id="l">Town</span><label for="i"></label><input id="i" data-t aria-labelledby="l">')).toBe('Town');
  });

  test('a control without labels still falls back to its title and placeholder', () => {
    expect(nameIn('<input data-t placeholder="Your name">')).toBe('Your name');
    expect(nameIn('<input data-t title="Town" placeholder="Lyon">')).toBe('Town');
  });
});

describe('of several labels, the hidden ones are left out while one is shown', () => {
  test.each([
    ['display:none', 'style="display:none"'],
    ['the hidden attribute', 'hidden'],
    ['visibility:hidden', 'style="visibility:hidden"'],
    ['aria-hidden', 'aria-hidden="true"'],
  ])('an error label hidden by %s does not join the name', (_, hiding) => {
    expect(
      nameIn(
        `<label for="z">Postcode</label><input id="z" data-t aria-describedby="e"><label id="e" for="z" ${hiding}>Please enter a 5-digit postcode.</label>`,
      ),
    ).toBe('Postcode');
  });

  test('a shown error label joins the name, in tree order', () => {
    expect(nameIn('<label for="m">Email</label><input id="m" data-t><label for="m" class="error">Please enter your email address.</label>')).toBe(
      'Email Please enter your email address.',
    );
  });

  test('a single hidden label still names (web-platform-tests), and so do several when all are hidden', () => {
    expect(nameIn('<label for="i" style="display:none">Email</label><input id="i" data-t>')).toBe('Email');
    expect(nameIn('<label for="i" hidden>One</label><label for="i" hidden>Two</label><input id="i" data-t>')).toBe('One Two');
  });
});

describe('a control its labels leave nameless', () => {
  test('keeps its aria-describedby text, but its title is not its description either', async () => {
    const { capture } = await import('../../src/engine/index.js');
    const { parseBody } = await import('../support/body.js');
    const doc = parseBody(`<label for="s"></label><select id="s" title="Size"><option>S</option></select>
      <label><input type="checkbox" title="Gift wrap"></label>
      <label for="e" style="display:none"></label><input id="e" aria-describedby="h"><span id="h">Work address</span>
      <label for="c">City</label><input id="c" title="Where you live">`);
    const lines = capture(doc)
      .nodes.filter((node) => node.role !== 'option')
      .map((node) => [node.role, node.name, node.description ?? '']);
    expect(lines).toEqual([
      ['combobox', '', ''],
      ['checkbox', '', ''],
      ['textbox', '', 'Work address'],
      ['textbox', 'City', 'Where you live'],
    ]);
  });
});
