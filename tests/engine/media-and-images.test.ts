/**
 * Lines for what a page embeds: images drawn as inline SVG, audio and
 * video players with fallback content, and a slider's default value (HTML
 * `input type=range`: the midpoint).
 */
import { describe, expect, test } from 'vitest';
import { capture } from '../../src/engine/index.js';
import { parseBody } from '../support/body.js';

function linesIn(body: string): string[] {
  return capture(parseBody(body)).nodes.map((n) => `${n.role} ${JSON.stringify(n.name)}${n.value === undefined ? '' : ` =${JSON.stringify(n.value)}`}`);
}

const PATH = '<path d="M0 0h10v10z"/>';

describe('engine/capture: inline SVG', () => {
  test('a standalone unnamed <svg> is an image without a text alternative', () => {
    expect(linesIn(`<p>Chart <svg width="20" height="20">${PATH}</svg></p><img src="x.png">`)).toEqual(['img ""', 'img ""']);
  });

  test('a named <svg> is an image with its name', () => {
    expect(linesIn(`<svg><title>Cart</title>${PATH}</svg><svg aria-label="Logo">${PATH}</svg>`)).toEqual(['img "Cart"', 'img "Logo"']);
  });

  test.each([
    ['inside a button', `<button>Save <svg>${PATH}</svg></button>`, ['button "Save"']],
    ['inside a link', `<a href="/">Home <svg>${PATH}</svg></a>`, ['link "Home"']],
    ['inside a swept element', `<div onclick="void 0">Card <svg>${PATH}</svg></div>`, ['clickable "Card"']],
    ['aria-hidden', `<p>x <svg aria-hidden="true">${PATH}</svg></p>`, []],
    ['role none', `<p>x <svg role="none">${PATH}</svg></p>`, []],
    ['holding text, which reads as text', '<p><svg><text x="0" y="10">Hi</text></svg></p>', []],
    ['nested in another svg', `<svg><title>Outer</title><svg>${PATH}</svg></svg>`, ['img "Outer"']],
  ])('an unnamed <svg> %s gets no image line', (_, body, lines) => {
    expect(linesIn(body)).toEqual(lines);
  });
});

describe('engine/capture: audio and video', () => {
  test.each([
    ['video with controls', '<video controls src="v.mp4">Your browser cannot play it. <a href="v.mp4">Download the video</a></video>'],
    ['video without controls', '<video src="v.mp4"><a href="v.mp4">Download the video</a></video>'],
    ['audio with controls', '<audio controls src="a.mp3"><a href="a.mp3">Download the audio</a><button>Play</button></audio>'],
  ])('the fallback content of %s gets no lines', (_, body) => {
    expect(linesIn(`${body}<a href="/">After</a>`)).toEqual(['link "After"']);
  });
});

describe('engine/state: a slider with no value', () => {
  test.each([
    ['min=0 max=500', '<input type="range" min="0" max="500">', '250'],
    ['attributes after type', '<input type="range" min="100" max="200">', '150'],
    ['a midpoint between two steps rounds up', '<input type="range" min="0" max="5">', '3'],
    ['step any keeps the midpoint', '<input type="range" min="0" max="5" step="any">', '2.5'],
    ['a step from min', '<input type="range" min="0" max="100" step="30">', '60'],
    ['max below min', '<input type="range" min="10" max="5">', '10'],
    ['no bounds', '<input type="range">', '50'],
    ['a value attribute outside the default bounds', '<input type="range" value="400" min="0" max="500">', '400'],
    ['a value attribute above max', '<input type="range" value="900" min="0" max="500">', '500'],
  ])('%s', (_, body, value) => {
    expect(linesIn(body)).toEqual([`slider "" =${JSON.stringify(value)}`]);
  });

  test('a value set by a script stays', () => {
    const doc = parseBody('<input type="range" min="0" max="500">');
    doc.querySelector('input')!.value = '50';
    expect(capture(doc).nodes[0].value).toBe('50');
  });
});
