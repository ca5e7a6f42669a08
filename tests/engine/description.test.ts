/**
 * Descriptions (accname 1.2 §4.3.1 "Description computation", HTML-AAM):
 * what a screen reader says after the name, printed as `desc:"…"`.
 */
import { describe, expect, test } from 'vitest';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { format } from '../../src/notation/index.js';

function lines(body: string, detail: 'compact' | 'full' = 'full'): string[] {
  const doc = new JSDOM(`<!doctype html><title>T</title><body>${body}`).window.document;
  return format(capture(doc, { refs: false }), { detail })
    .split('\n')
    .slice(2, -1);
}

describe('engine/description', () => {
  test('aria-describedby: the referenced texts, in order, hidden ones included', () => {
    const body = `<label>Email <input aria-describedby="hint err" aria-invalid="true" required></label>
      <p id="hint">We never share it.</p><p id="err" hidden>Email is required</p>`;
    expect(lines(body)).toEqual(['textbox "Email" required invalid desc:"We never share it. Email is required"']);
  });

  test('aria-describedby is read as a labelledby target is: aria-label and embedded values count', () => {
    const body = `<button aria-describedby="d">Delete</button><span id="d" aria-label="Removes the order for good">x</span>`;
    expect(lines(body)).toEqual(['button "Delete" desc:"Removes the order for good"']);
  });

  test('aria-description when aria-describedby gives nothing', () => {
    expect(lines(`<button aria-describedby="nothing" aria-description="Opens in a new tab">Docs</button>`)).toEqual([
      'button "Docs" desc:"Opens in a new tab"',
    ]);
  });

  test('title, where it is not the name', () => {
    expect(lines(`<button title="Delete the order">Delete</button><button title="Close"><svg aria-hidden="true"></svg></button>`)).toEqual([
      'button "Delete" desc:"Delete the order"',
      'button "Close"',
    ]);
  });

  test('folded and cut like every page string', () => {
    const [line] = lines(`<button aria-description="  two\n  lines ${'x'.repeat(300)}">Go</button>`);
    expect(line).toMatch(/^button "Go" desc:"two lines x+…"$/);
    expect(line.length).toBeLessThan(230);
  });

  test('compact prints it on invalid fields only', () => {
    const body = `<label>Email <input aria-describedby="err" aria-invalid="true"></label><span id="err">Email is required</span>
      <label>Name <input aria-describedby="hint"></label><span id="hint">As on your card</span>`;
    expect(lines(body, 'compact')).toEqual(['textbox "Email" invalid desc:"Email is required"', 'textbox "Name"']);
  });

  test('progress bars and meters are lines to read by, with their value', () => {
    const body = `<label for="up">Upload</label><progress id="up" value="40" max="100"></progress>
      <div role="progressbar" aria-label="Sync" aria-valuenow="3" aria-valuemin="0" aria-valuemax="4"></div>
      <div role="progressbar" aria-label="Export" aria-valuetext="Step 2 of 5"></div>
      <label>Disk <meter value="0.6"></meter></label><progress aria-label="Waiting"></progress>`;
    expect(lines(body)).toEqual([
      'progressbar "Upload" #"up" ="40%"',
      'progressbar "Sync" ="75%"',
      'progressbar "Export" ="Step 2 of 5"',
      'meter "Disk" ="0.6"',
      'progressbar "Waiting"',
    ]);
  });
});
