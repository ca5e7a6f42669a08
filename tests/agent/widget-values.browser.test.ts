/**
 * A select-only combobox, as the APG draws one (a focusable element showing
 * the picked option, a listbox that opens under it): after picking an
 * option the combobox's line says its new value, and the receipt shows the
 * change, so the agent confirms the pick without reading the page again.
 */
import { describe, expect, it } from 'vitest';
import { refOf, useAgentOn } from './harness.js';

const PAGE = `<!doctype html><html lang="en"><title>Order</title><main><h1>Order</h1>
  <label id="fruit-label">Fruit</label>
  <div id="fruit" role="combobox" tabindex="0" aria-labelledby="fruit-label" aria-controls="fruits" aria-expanded="false">Apple</div>
  <div id="fruits" role="listbox" aria-labelledby="fruit-label" hidden>
    <div role="option" aria-selected="true">Apple</div><div role="option" aria-selected="false">Banana</div>
  </div></main>
  <script>
    const box = document.getElementById('fruit');
    const list = document.getElementById('fruits');
    box.addEventListener('click', () => { list.hidden = !list.hidden; box.setAttribute('aria-expanded', String(!list.hidden)); });
    for (const option of list.querySelectorAll('[role=option]'))
      option.addEventListener('click', () => {
        for (const other of list.querySelectorAll('[role=option]')) other.setAttribute('aria-selected', String(other === option));
        box.textContent = option.textContent;
        list.hidden = true;
        box.setAttribute('aria-expanded', 'false');
      });
  </script></html>`;

const on = useAgentOn({ '/': PAGE });

describe('agent: a select-only combobox says the option it shows', () => {
  it('its line holds the value, and picking Banana shows ~value in the receipt', async () => {
    await on.agent.call('navigate', { url: `${on.app.origin}/` });
    const page = (await on.agent.call('snapshot', {})).text;
    const combobox = refOf(page, 'combobox "Fruit"');
    expect(page).toMatch(new RegExp(`^${combobox} combobox "Fruit" [^\n]*="Apple" collapsed`, 'm'));
    const opened = await on.agent.call('tap', { ref: combobox });
    const banana = /^\+ (e\d+) option "Banana"/m.exec(opened.text)?.[1] ?? 'none';
    const picked = await on.agent.call('tap', { ref: banana });
    expect(picked.text).toContain(`~value,flags ${combobox} combobox "Fruit" #"fruit" ="Banana" collapsed (was ="Apple", focus expanded)`);
  });
});
