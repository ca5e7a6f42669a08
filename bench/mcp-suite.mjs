// The agent task suite (figures 20a–20c): seven tasks on pages built as real
// sites are, each needing reading as well as acting, run through both agent
// servers with the same client. Each task's steps and its success check
// (`expect` after an act, `fact` for a read) are written here, before
// anything is measured. `@playwright/mcp` runs each task two ways: reading
// with `browser_snapshot` (its snapshot way) and with `browser_find` (its
// find way); ours reads with `find` and acts through `try` or a ref.
//
// The rules are figure 14's (bench/mcp-task.mjs): a target is found by role
// and name in what the server answered since the page was opened, never
// guessed; after every step the agent must see its effect (or the fact) in
// what it was answered, reading once more when it does not; a step it
// cannot confirm fails the task, and the task counts as not done.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { articlePage } from './pages.mjs';
import { NOTATIONS, refIn } from './mcp-task.mjs';

const CHECKBOX_STYLE = `<style>
  .check { position: relative; display: inline-block; padding-left: 28px; line-height: 20px }
  .check input { position: absolute; left: 0; top: 0; width: 20px; height: 20px; margin: 0; opacity: 0 }
  .check .box { position: absolute; left: 0; top: 0; width: 20px; height: 20px; background: #ddd; z-index: 1 }
</style>`;

/** The pages, by name: an article, an admin table, a ledger with a modal form, a login, a select-only combobox, tabs, an FAQ, a delete that asks, a link to a new tab. */
export const SUITE_PAGES = {
  article: articlePage(40).replace(
    '<h2 id="s20">Section 21</h2>',
    '<h2 id="s20">Section 21</h2><h2>History</h2><p>Old English was spoken by the <a href="/wiki/Anglo-Saxons">Anglo-Saxons</a> from the fifth century onwards.</p>',
  ),
  table: `<!doctype html><html lang="en"><title>Orders · Admin</title><main><h1>Orders</h1>
<table><caption>Orders</caption><thead><tr><th>Order</th><th>Customer</th><th>Total</th><th>Status</th></tr></thead><tbody>
${Array.from({ length: 60 }, (_, i) => `<tr><td>#${1001 + i}</td><td>Customer ${i}</td><td>$${(i * 7.25).toFixed(2)}</td><td>${i % 3 ? 'Paid' : 'Pending'}</td></tr>`).join('\n')}
</tbody></table></main></html>`,
  ledger: `<!doctype html><html lang="en"><title>Ledger</title><main><h1>Ledger</h1>
<table><caption>Orders</caption><thead><tr><th>Order</th><th>Customer</th></tr></thead><tbody><tr><td>#1</td><td>Ada Lovelace</td></tr></tbody></table>
<button type="button" id="add">Add order</button>
<dialog id="new" aria-label="New order"><form method="dialog"><label>Customer <input id="who"></label><button>Save</button></form></dialog>
</main><script>
document.getElementById('add').onclick = () => document.getElementById('new').showModal();
document.getElementById('new').addEventListener('close', () => {
  const row = document.createElement('tr');
  row.innerHTML = '<td>#2</td><td></td>';
  row.children[1].textContent = document.getElementById('who').value;
  document.querySelector('tbody').append(row);
});
</script></html>`,
  login: `<!doctype html><html lang="en"><title>Sign in · Admin</title>${CHECKBOX_STYLE}<main><h1>Sign in</h1>
<form onsubmit="event.preventDefault(); document.querySelector('main').innerHTML = '<h1>Dashboard</h1><p>Welcome back, ' + document.getElementById('email').value + (document.getElementById('remember').checked ? '. You stay signed in for 30 days.' : '.') + '</p>'">
<label>Email <input id="email" type="email"></label> <label>Password <input type="password"></label>
<label class="check"><input type="checkbox" id="remember"><span class="box"></span>Remember Me</label>
<button>Sign in</button></form></main></html>`,
  combobox: `<!doctype html><html lang="en"><title>Order fruit</title><main><h1>Order fruit</h1>
<label id="fruit-label">Fruit</label>
<div role="combobox" id="fruit" tabindex="0" aria-labelledby="fruit-label" aria-controls="fruits" aria-expanded="false">Apple</div>
<div role="listbox" id="fruits" aria-labelledby="fruit-label" hidden>
<div role="option" id="o1" aria-selected="true">Apple</div><div role="option" id="o2">Banana</div><div role="option" id="o3">Cherry</div></div>
</main><script>
const box = document.getElementById('fruit'), list = document.getElementById('fruits');
box.onclick = () => { list.hidden = !list.hidden; box.setAttribute('aria-expanded', String(!list.hidden)); };
for (const option of list.children) option.onclick = () => {
  for (const o of list.children) o.setAttribute('aria-selected', String(o === option));
  box.textContent = option.textContent; list.hidden = true; box.setAttribute('aria-expanded', 'false');
};
</script></html>`,
  tabs: `<!doctype html><html lang="en"><title>Plans</title><main><h1>Plans</h1>
<div role="tablist" aria-label="Plans"><button role="tab" id="t1" aria-selected="true" aria-controls="p1">Features</button><button role="tab" id="t2" aria-selected="false" aria-controls="p2">Pricing</button></div>
<div role="tabpanel" id="p1" aria-labelledby="t1"><p>Every plan has unlimited projects.</p></div>
<div role="tabpanel" id="p2" aria-labelledby="t2" hidden><p>The Pro plan costs $12 a month, billed yearly.</p></div>
</main><script>
for (const tab of document.querySelectorAll('[role=tab]')) tab.onclick = () => {
  for (const t of document.querySelectorAll('[role=tab]')) { t.setAttribute('aria-selected', String(t === tab)); document.getElementById(t.getAttribute('aria-controls')).hidden = t !== tab; }
};
</script></html>`,
  faq: `<!doctype html><html lang="en"><title>Help</title><main><h1>Frequently asked questions</h1>
${['Can I return an order?', 'Do you ship abroad?', 'How do I reset my password?']
  .map(
    (question, i) =>
      `<h3><button type="button" aria-expanded="false" aria-controls="a${i}">${question}</button></h3><div id="a${i}" hidden><p>${['Returns are free within 30 days.', 'We ship to 40 countries from our warehouse in Lyon.', 'Use the link on the sign-in page.'][i]}</p></div>`,
  )
  .join('\n')}
</main><script>
for (const b of document.querySelectorAll('[aria-expanded]')) b.onclick = () => {
  const open = b.getAttribute('aria-expanded') !== 'true'; b.setAttribute('aria-expanded', String(open)); document.getElementById(b.getAttribute('aria-controls')).hidden = !open;
};
</script></html>`,
  orders: `<!doctype html><html lang="en"><title>Orders · Admin</title><main><h1>Orders</h1>
<ul><li>Order #1 <button type="button" id="delete">Delete order #1</button></li></ul><p role="status"></p>
</main><script>
document.getElementById('delete').onclick = () => {
  if (confirm('Delete order #1? This cannot be undone.')) document.querySelector('[role=status]').textContent = 'Order #1 deleted';
};
</script></html>`,
  shop: `<!doctype html><html lang="en"><title>Shop</title><main><h1>Shop</h1>
<p>Your latest order: <a href="suite-order.html" target="_blank">Order #1001</a></p></main></html>`,
  order: `<!doctype html><html lang="en"><title>Order #1001</title><main><h1>Order #1001</h1>
<button type="button" onclick="document.querySelector('[role=status]').textContent = 'Order #1001 shipped'">Ship</button><p role="status"></p></main></html>`,
};

/**
 * The tasks. A step is `navigate`, an act (`tap`, `fill`) on a target
 * found by role and name with what it must show afterwards (`expect`),
 * `read` (the agent looks for `query` and must see `fact` in the answer),
 * `dialog` (the page's own dialog answered) or `tab` (on to the tab the
 * last act opened). A step is `navigate`, an act (`tap`, `fill`) on a target
 * found by role and name with what it must show afterwards (`expect`), or
 * `read`: the agent looks for `query` and must see `fact` in the answer.
 */
export const SUITE = [
  {
    task: 'a fact deep in a long article',
    steps: [
      { act: 'navigate', page: 'article' },
      { act: 'read', query: 'spoken by', fact: 'Old English was spoken by the' },
    ],
  },
  {
    task: 'a total in an admin table',
    steps: [
      { act: 'navigate', page: 'table' },
      { act: 'read', query: '#1047', fact: '$333.50' },
    ],
  },
  {
    task: 'a row a modal form adds',
    steps: [
      { act: 'navigate', page: 'ledger' },
      { act: 'tap', target: ['button', 'Add order'], expect: { shown: ['textbox', 'Customer'] } },
      { act: 'fill', target: ['textbox', 'Customer'], value: 'Grace Hopper', expect: { value: ['textbox', 'Customer', 'Grace Hopper'] } },
      // The new row's two cells: the closed form's field, gone with its value, is no evidence.
      { act: 'tap', target: ['button', 'Save'], expect: { all: ['#2', 'Grace Hopper'], query: 'Grace Hopper' } },
    ],
  },
  {
    task: 'a login with a styled "Remember Me"',
    steps: [
      { act: 'navigate', page: 'login' },
      { act: 'fill', target: ['textbox', 'Email'], value: 'ada@example.com', expect: { value: ['textbox', 'Email', 'ada@example.com'] } },
      { act: 'fill', target: ['textbox', 'Password'], value: 'secret', expect: { shown: ['textbox', 'Password'] } },
      { act: 'tap', target: ['checkbox', 'Remember Me'], expect: { checked: ['checkbox', 'Remember Me'] } },
      { act: 'tap', target: ['button', 'Sign in'], expect: { text: 'You stay signed in for 30 days', query: 'signed in' } },
    ],
  },
  {
    task: 'a pick in a select-only combobox',
    steps: [
      { act: 'navigate', page: 'combobox' },
      { act: 'tap', target: ['combobox', 'Fruit'], expect: { shown: ['option', 'Banana'] } },
      { act: 'tap', target: ['option', 'Banana'], expect: { value: ['combobox', 'Fruit', 'Banana'] } },
    ],
  },
  {
    task: 'a price behind a tab',
    steps: [
      { act: 'navigate', page: 'tabs' },
      { act: 'tap', target: ['tab', 'Pricing'], expect: { text: 'The Pro plan costs $12 a month', query: 'Pro plan' } },
    ],
  },
  {
    task: 'an answer in a closed FAQ',
    steps: [
      { act: 'navigate', page: 'faq' },
      { act: 'tap', target: ['button', 'Do you ship abroad?'], expect: { text: 'We ship to 40 countries', query: '40 countries' } },
    ],
  },
  {
    task: 'a delete the page asks to confirm',
    steps: [
      { act: 'navigate', page: 'orders' },
      { act: 'tap', target: ['button', 'Delete order #1'], expect: { text: 'Delete order #1? This cannot be undone.' } },
      { act: 'dialog', accept: true, expect: { text: 'Order #1 deleted', query: 'deleted' } },
    ],
  },
  {
    task: 'an order that opens in a new tab',
    steps: [
      { act: 'navigate', page: 'shop' },
      // The answer names the new tab by its address (a receipt's tab line or a note; the anchor's list of open tabs).
      { act: 'tap', target: ['link', 'Order #1001'], expect: { text: 'suite-order.html' } },
      { act: 'tab', expect: { text: 'Order #1001' } },
      { act: 'tap', target: ['button', 'Ship'], expect: { text: 'Order #1001 shipped', query: 'shipped' } },
    ],
  },
];

/** Writes the pages to `dir`; their file URLs by name. */
export function writeSuitePages(dir) {
  return Object.fromEntries(
    Object.entries(SUITE_PAGES).map(([name, html]) => {
      const path = join(dir, `suite-${name}.html`);
      writeFileSync(path, html);
      return [name, pathToFileURL(path).href];
    }),
  );
}

/**
 * How each way reads: `locate` for a target's ref, `look` for words the
 * agent wants to see. Ours acts by step first (`try`), as figure 14's.
 */
const OUR_SESSION = {
  answerDialog: (server, accept) => server.call('dialog', { accept }),
  // The act's receipt named the tab it opened (`tab 2 "…" url="…"`), or a note did (`note: tab 2 opened at "…"`). A window's
  // first page ran before the server's guard could be first in it: acts there follow a navigate to its address.
  toNewTab: async (server, seen) => {
    const selected = await server.call('tabs', { select: newest(seen, /^(?:note: )?tab (\d+) /gm) });
    return server.call('navigate', { url: JSON.parse(/ url=("(?:[^"\\]|\\.)*")/.exec(selected)[1]) });
  },
};

const THEIR_SESSION = {
  answerDialog: (server, accept) => server.call('browser_handle_dialog', { accept }),
  // Its answers list the open tabs (`- 1: [Order #1001](…)`) once there are two; else it asks for the list.
  toNewTab: async (server, seen) => {
    const listed = newest(seen, /^- (\d+):/gm) ?? newest([await server.call('browser_tabs', { action: 'list' })], /^- (\d+):/gm);
    return server.call('browser_tabs', { action: 'select', index: listed });
  },
};

const WAYS = {
  ours: {
    notation: NOTATIONS.ours,
    session: OUR_SESSION,
    locate: (server) => server.call('snapshot', {}),
    look: (server, query) => server.call('find', { text: query }),
  },
  snapshot: {
    notation: NOTATIONS.theirs,
    session: THEIR_SESSION,
    locate: (server) => server.call('browser_snapshot', {}),
    look: (server) => server.call('browser_snapshot', {}),
  },
  find: {
    notation: NOTATIONS.theirs,
    session: THEIR_SESSION,
    locate: (server, [, name]) => server.call('browser_find', { text: name }),
    look: (server, query) => server.call('browser_find', { text: query }),
  },
};

/** The highest number `pattern` (global, one group) finds in `texts`, or undefined. */
function newest(texts, pattern) {
  const numbers = texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => Number(match[1])));
  return numbers.length ? Math.max(...numbers) : undefined;
}

/** Whether `text` shows what an act's `expect` says. */
function shows(notation, text, expect) {
  if (expect.text) return text.includes(expect.text);
  if (expect.all) return expect.all.every((words) => text.includes(words));
  const lines = notation.lines(text);
  const find = (role, name) => lines.filter((line) => line.role === role && line.name === name);
  if (expect.value) {
    const [role, name, value] = expect.value;
    // A combobox drawn without a field shows its pick as its value (ours) or as its text (`- combobox "Fruit": Banana`).
    return find(role, name).some((line) => line.value === value);
  }
  if (expect.checked) return find(...expect.checked).some(notation.checked);
  if (expect.shown) return find(...expect.shown).length > 0;
  throw new Error(`nothing to expect in ${JSON.stringify(expect)}`);
}

/** One task on `server` the `way` says; resolves to `{ done, calls, bytes, why? }`. */
async function runSuiteTask(server, wayName, task, urls) {
  const way = WAYS[wayName];
  const { notation } = way;
  server.startTally();
  let seen = [];
  try {
    for (const step of task.steps) {
      if (step.act === 'navigate') {
        seen = [await notation.navigate(server, urls[step.page])];
        continue;
      }
      if (step.act === 'read') {
        const answer = await way.look(server, step.query);
        if (!answer.includes(step.fact)) return { done: false, why: `did not see ${JSON.stringify(step.fact)}`, ...server.tally };
        continue;
      }
      const answers = [];
      if (step.act === 'dialog' || step.act === 'tab') {
        const answer = step.act === 'dialog' ? await way.session.answerDialog(server, step.accept) : await way.session.toNewTab(server, seen);
        // Another tab's refs are not this one's.
        if (step.act === 'tab') seen = [];
        seen.push(answer);
        if (!shows(notation, answer, step.expect)) {
          const looked = step.expect.query ? await way.look(server, step.expect.query) : undefined;
          if (!looked || !shows(notation, looked, step.expect))
            return { done: false, why: `could not confirm ${JSON.stringify(step.expect)}`, ...server.tally };
        }
        continue;
      }
      let ref = refIn(notation, seen, step.target);
      const tried = ref === undefined && notation.tryStep ? await notation.tryStep(server, step) : undefined;
      if (tried !== undefined) answers.push(tried);
      else {
        if (ref === undefined) {
          const located = await way.locate(server, step.target);
          seen.push(located);
          ref = refIn(notation, [located], step.target);
          if (ref === undefined) return { done: false, why: `no ref for ${step.target.join(' ')}`, ...server.tally };
        }
        answers.push(await notation.act(server, step, ref));
      }
      seen.push(...answers);
      if (!shows(notation, answers.join('\n'), step.expect)) {
        const looked = step.expect.query
          ? await way.look(server, step.expect.query)
          : await way.locate(server, step.expect.shown ?? step.expect.value ?? step.expect.checked);
        seen.push(looked);
        if (!shows(notation, looked, step.expect)) return { done: false, why: `could not confirm ${JSON.stringify(step.expect)}`, ...server.tally };
      }
    }
    return { done: true, ...server.tally };
  } catch (error) {
    return { done: false, why: error.message.split('\n')[0], ...server.tally };
  }
}

/** Every task on `server` the `way` says (`ours`, or `snapshot` / `find` on `@playwright/mcp`). */
export async function runSuite(server, wayName, urls) {
  const results = [];
  for (const task of SUITE) results.push({ task: task.task, ...(await runSuiteTask(server, wayName, task, urls)) });
  return {
    results,
    done: results.filter((r) => r.done).length,
    calls: results.reduce((sum, r) => sum + r.calls, 0),
    bytes: results.reduce((sum, r) => sum + r.bytes, 0),
  };
}
