/**
 * `::before`/`::after` in names (accname 1.2 #comp_name_from_content 2F.ii):
 * only textual generated content counts, an image's text is its `/ "alt"`
 * part (CSS Content 3 §"alt"), and a non-inline pseudo-element is set apart
 * by spaces as a block child is. Icon-font glyphs (Private Use Area) are
 * pictures, in generated content and in DOM text alike.
 */
import { describe, expect, test } from 'vitest';
import { contentText } from '../../src/engine/style.js';
import { nameIn } from '../support/body.js';

const SVG_URL = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'%3E%3C/svg%3E")`;

describe('engine/style contentText', () => {
  test.each([
    ['a string', '"New"', 'New'],
    ['an image', SVG_URL, ''],
    ['an unquoted url', 'url(dot.png)', ''],
    ['a file url as Chromium computes it', 'url("file:///tmp/dot.png")', ''],
    ['an image with alt text', `${SVG_URL} / "Ticked"`, 'Ticked'],
    ['strings around an image', '"A" url("x.png") "B"', 'AB'],
    ['a gradient with a quote-free argument', 'linear-gradient(red, blue)', ''],
    ['strings with alt text', '"★" / "Favourite"', 'Favourite'],
  ])('%s', (_, value, text) => {
    expect(contentText(value)).toBe(text);
  });
});

describe('engine/name generated content', () => {
  test('content:url() on a custom checkbox is not text', () => {
    const html = `<style>.tick::before { content: ${SVG_URL} }</style><span role="checkbox" class="tick" data-t>Lettuce</span>`;
    expect(nameIn(html)).toBe('Lettuce');
  });

  test("a flex or grid container's ::before and children are its items: set apart", () => {
    expect(nameIn('<style>.f { display: inline-flex } .f::before { content: "✓" }</style><span role="checkbox" class="f" data-t>Lettuce</span>')).toBe(
      '✓ Lettuce',
    );
    expect(nameIn('<style>.g { display: grid }</style><button class="g" data-t><span>Save</span><span>draft</span></button>')).toBe('Save draft');
    expect(nameIn('<button data-t><span>Save</span><span>draft</span></button>')).toBe('Savedraft');
  });

  test('content:url() after a button label is not text', () => {
    expect(nameIn('<style>button.file::after { content: url(dot.png) }</style><button class="file" data-t>Save</button>')).toBe('Save');
  });

  test('an image with alt text gives its alt text', () => {
    expect(nameIn('<style>.ext::after { content: url(ext.svg) / " (external)" }</style><a href="#" class="ext" data-t>Docs</a>')).toBe('Docs (external)');
  });

  test.each([
    ['inline-block', '.tag::before { content: "New"; display: inline-block }'],
    ['block', '.tag::before { content: "New"; display: block }'],
    ['flex', '.tag::before { content: "New"; display: flex }'],
    ['position: absolute', '.tag::before { content: "New"; position: absolute }'],
    ['position: fixed', '.tag::before { content: "New"; position: fixed }'],
    ['float', '.tag::before { content: "New"; float: left }'],
  ])('a %s ::before is set apart by a space', (_, css) => {
    expect(nameIn(`<style>${css}</style><a href="#" class="tag" data-t>Arrivals</a>`)).toBe('New Arrivals');
  });

  test('an inline ::after is glued to the text', () => {
    expect(nameIn('<style>.req::after { content: "*" }</style><button class="req" data-t>Name</button>')).toBe('Name*');
  });

  test('a later position: static undoes the blockification', () => {
    const css = '.tag::before { content: "New"; position: absolute } a.tag::before { position: static }';
    expect(nameIn(`<style>${css}</style><a href="#" class="tag" data-t>Arrivals</a>`)).toBe('NewArrivals');
  });

  test('an icon-font glyph is dropped from DOM text as from generated content', () => {
    expect(nameIn('<button data-t><i class="fa">\uf007</i> Profile</button>')).toBe('Profile');
    expect(nameIn('<style>.u::before { content: "\\f007" }</style><button data-t><i class="u"></i> Profile</button>')).toBe('Profile');
  });
});
