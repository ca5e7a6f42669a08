/**
 * The values of comboboxes and spinbuttons as Chromium's native tree gives
 * them (CDP `Accessibility.getFullAXTree`): a select-only combobox says the
 * option it shows, a field combobox what it holds, a spinbutton its number;
 * a combobox that cannot take the focus, or shows nothing, has none. In both
 * engines.
 */
import { test, expect } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { capture } from '../../src/engine/index.js';
import { capturePage } from '../../src/browser-page/capture-page.js';

const WIDGETS = `<!doctype html><html lang="en"><title>Widgets</title><main>
  <label id="fruit">Fruit</label><div role="combobox" aria-labelledby="fruit" aria-expanded="false" tabindex="0">Banana</div>
  <div role="combobox" aria-label="Berry" aria-valuetext="Ignored" tabindex="0">Blue<span> berry</span></div>
  <div role="combobox" aria-label="Empty" tabindex="0"></div>
  <div role="combobox" aria-label="Unfocusable">Elder</div>
  <input role="combobox" aria-label="City" value="Kiwi">
  <select aria-label="Size"><option>Small</option><option selected>Large</option></select>
  <div role="spinbutton" aria-label="Quantity" aria-valuenow="4" tabindex="0">4 items</div>
  <input type="number" aria-label="Guests" value="3">
</main></html>`;

const ROLES = new Set(['combobox', 'spinbutton']);

test('comboboxes and spinbuttons: our values are Chromium native values, in Chromium and in jsdom', async ({ page }) => {
  await page.setContent(WIDGETS);
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; value?: { value: unknown } }[];
  };
  const native = Object.fromEntries(
    nodes
      .filter((node) => !node.ignored && ROLES.has(node.role?.value ?? ''))
      .map((node) => [node.name?.value ?? '', node.value?.value === undefined || node.value.value === '' ? undefined : String(node.value.value)]),
  );
  expect(Object.keys(native)).toHaveLength(8);
  const ours = (lines: { role: string; name: string; value?: string }[]) =>
    Object.fromEntries(lines.filter((line) => ROLES.has(line.role)).map((line) => [line.name, line.value]));
  expect(ours((await capturePage(page)).nodes)).toEqual(native);
  expect(ours(capture(new JSDOM(WIDGETS).window.document).nodes)).toEqual(native);
});

const RANGES = `<!doctype html><html lang="en"><title>Ranges</title><main>
  <div role="slider" aria-label="Volume" aria-valuenow="30" aria-valuemin="0" aria-valuemax="100" tabindex="0"></div>
  <div role="slider" aria-label="Temperature" aria-valuenow="20" aria-valuetext="20 degrees" tabindex="0"></div>
  <input type="range" aria-label="Zoom" value="40">
  <div role="spinbutton" aria-label="Quantity" aria-valuenow="3" aria-valuetext="three" tabindex="0">3</div>
  <select aria-label="Fruits" size="3"><option>Apple</option><option selected>Banana</option><option>Cherry</option></select>
  <div role="listbox" aria-label="Colours" tabindex="0"><div role="option" aria-selected="true">Red</div><div role="option">Blue</div></div>
</main></html>`;

/** Where our value is not Chromium's `value` field, on purpose: `aria-valuetext`, what a screen reader says, where Chromium's field holds the number. */
const SPOKEN = { Temperature: ['20', '20 degrees'], Quantity: ['3', 'three'] } as Record<string, [string, string]>;

test("sliders, spinbuttons and listboxes: Chromium's values, aria-valuetext where the page gives one; a listbox has none, its options say selected", async ({
  page,
}) => {
  await page.setContent(RANGES);
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string }; value?: { value: unknown } }[];
  };
  const roles = new Set(['slider', 'spinbutton', 'listbox']);
  const native = Object.fromEntries(
    nodes
      .filter((node) => !node.ignored && roles.has(node.role?.value ?? ''))
      .map((node) => {
        const name = node.name?.value ?? '';
        const value = node.value?.value === undefined || node.value.value === '' ? undefined : String(node.value.value);
        const spoken = SPOKEN[name];
        return [name, spoken && spoken[0] === value ? spoken[1] : value];
      }),
  );
  expect(native).toEqual({ Volume: '30', Temperature: '20 degrees', Zoom: '40', Quantity: 'three', Fruits: undefined, Colours: undefined });
  const ours = (lines: { role: string; name: string; value?: string }[]) =>
    Object.fromEntries(lines.filter((line) => roles.has(line.role)).map((line) => [line.name, line.value]));
  expect(ours((await capturePage(page)).nodes)).toEqual(native);
  expect(ours(capture(new JSDOM(RANGES).window.document).nodes)).toEqual(native);
  const selected = (await capturePage(page)).nodes.filter((line) => line.role === 'option' && line.flags.includes('selected')).map((line) => line.name);
  expect(selected).toEqual(['Banana', 'Red']);
});
