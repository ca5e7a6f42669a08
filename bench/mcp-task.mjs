// The scripted agent task, the same ten steps for both servers: fill a
// settings form, then create an order through a modal dialog whose button
// makes a request. Each server is driven as its own documentation intends,
// and after every step the agent must SEE what it did (a value, a checkbox,
// an open dialog, a new row) in what the server answered; when the step's
// answer does not show it, the agent reads the page (one more call), and a
// step whose effect it still cannot see fails the task. A target is found
// by role and name in what the agent has read since it arrived, never
// guessed: a server that has not shown a ref must be asked for one.
import { NEW_ORDER } from './mcp-pages.mjs';

/** The ten steps. `expect` is what the agent must see afterwards. */
export const TASK = [
  { act: 'navigate', page: 'form', expect: { title: 'Account settings' } },
  { act: 'fill', target: ['textbox', 'Field 0'], value: 'Ada Lovelace', expect: { value: ['textbox', 'Field 0', 'Ada Lovelace'] } },
  { act: 'fill', target: ['textbox', 'Field 2'], value: 'ada@example.com', expect: { value: ['textbox', 'Field 2', 'ada@example.com'] } },
  { act: 'select', target: ['combobox', 'Field 4'], value: 'Daily', expect: { selected: ['Field 4', 'Daily'] } },
  { act: 'tap', target: ['checkbox', 'Field 6'], expect: { checked: ['checkbox', 'Field 6'] } },
  { act: 'navigate', page: 'dialog', expect: { title: 'Orders' } },
  { act: 'tap', target: ['button', 'New order'], expect: { shown: ['textbox', 'Customer'] } },
  { act: 'fill', target: ['textbox', 'Customer'], value: 'ACME', expect: { value: ['textbox', 'Customer', 'ACME'] } },
  { act: 'select', target: ['combobox', 'Priority'], value: 'Rush', expect: { selected: ['Priority', 'Rush'] } },
  { act: 'tap', target: ['button', 'Create'], expect: { shown: ['link', `Order ${NEW_ORDER}`] } },
];

const QUOTED = String.raw`"(?:[^"\\]|\\.)*"`;

function unquote(quoted) {
  try {
    return JSON.parse(quoted);
  } catch {
    return quoted.slice(1, -1);
  }
}

/** The words of a line's tail outside quoted strings. */
function bareWords(tail) {
  return tail.replace(new RegExp(QUOTED, 'g'), '""').split(/\s+/).filter(Boolean);
}

/**
 * The product's notation: snapshot lines `e12 textbox "Email" ="x" on`,
 * receipt lines prefixed `+ `, `- ` (gone: never evidence) or
 * `~value,flags ` (with a ` (was …)` tail), and the `done <verb> e12 …` line
 * of a `try`.
 */
const oursLine = new RegExp(String.raw`^(?:([+~][\w,]*|-) )?(?:done \w+ )?(e\d+) ([\w-]+)(?:\[\d+\])?(?: (${QUOTED}))?(.*)$`);

function oursLines(text) {
  return text.split('\n').flatMap((raw) => {
    const match = oursLine.exec(raw);
    if (!match || match[1] === '-') return [];
    const [, , ref, role, name, rest] = match;
    const tail = match[1]?.startsWith('~') ? rest.replace(/ \(was .*\)$/, '') : rest;
    const value = new RegExp(String.raw`(?:^| )=(${QUOTED})`).exec(tail)?.[1];
    return [{ ref, role, name: name === undefined ? '' : unquote(name), value: value && unquote(value), words: bareWords(tail) }];
  });
}

const ours = {
  lines: oursLines,
  title: (text, title) => text.split('\n').some((line) => line.startsWith(`page ${JSON.stringify(title)} `)),
  checked: (line) => line.words.includes('on'),
  // A select's line carries its chosen option as its value.
  selected: (lines, name, option) => lines.some((line) => line.role === 'combobox' && line.name === name && line.value === option),
  navigate: (server, url) => server.call('navigate', { url }),
  read: (server) => server.call('snapshot', {}),
  /** Acts by step when no ref is known yet (inputText picks a select's option too); undefined when it touched nothing. */
  async tryStep(server, step) {
    const [, name] = step.target;
    const text =
      step.act === 'tap'
        ? `tapOn: ${JSON.stringify(name)}`
        : step.act === 'fill' || step.act === 'select'
          ? `inputText: { text: ${JSON.stringify(name)}, value: ${JSON.stringify(step.value)} }`
          : undefined;
    if (text === undefined) return undefined;
    const answer = await server.call('try', { step: text });
    return answer.startsWith('done ') ? answer : undefined;
  },
  act(server, step, ref) {
    switch (step.act) {
      case 'tap':
        return server.call('tap', { ref });
      case 'fill':
        return server.call('fill', { ref, value: step.value });
      case 'select':
        return server.call('select', { ref, option: step.value });
    }
    throw new Error(`no act ${step.act}`);
  },
};

/**
 * `@playwright/mcp`'s YAML: `- textbox "Email" [ref=e5]: x`, `- checkbox
 * "Agree" [checked] [ref=e6]`, a select's options as children, the selected
 * one `[selected]`; the page title as `- Page Title: …`.
 */
const theirsLine = new RegExp(String.raw`^(\s*)- ([\w-]+)(?: (${QUOTED}))?((?: \[[^\]]*\])*)(?::(?: (.*))?)?$`);

function theirsLines(text) {
  return text.split('\n').flatMap((raw) => {
    const match = theirsLine.exec(unwrapYamlQuotes(raw));
    if (!match) return [];
    const [, indent, role, name, attributes, value] = match;
    return [
      {
        indent: indent.length,
        role,
        name: name === undefined ? '' : unquote(name),
        ref: /\[ref=([^\]]+)\]/.exec(attributes)?.[1],
        value: value?.trim(),
        words: attributes.match(/\[[^\]]*\]/g)?.map((a) => a.slice(1, -1)) ?? [],
      },
    ];
  });
}

/**
 * A line YAML had to quote whole (`- 'button "Delete order #1" [ref=e6]'`:
 * a `#` after a space would start a comment), as the line it stands for.
 */
function unwrapYamlQuotes(raw) {
  const match = /^(\s*- )'((?:[^']|'')*)'(.*)$/.exec(raw);
  return match ? match[1] + match[2].replaceAll("''", "'") + match[3] : raw;
}

const theirs = {
  lines: theirsLines,
  title: (text, title) => text.split('\n').some((line) => line.trim() === `- Page Title: ${title}`),
  checked: (line) => line.words.includes('checked'),
  selected(lines, name, option) {
    const at = lines.findIndex((line) => line.role === 'combobox' && line.name === name);
    if (at < 0) return false;
    for (const line of lines.slice(at + 1)) {
      if (line.indent <= lines[at].indent) break;
      if (line.role === 'option' && line.name === option && line.words.includes('selected')) return true;
    }
    return false;
  },
  navigate: (server, url) => server.call('browser_navigate', { url }),
  read: (server) => server.call('browser_snapshot', {}),
  act(server, step, ref) {
    const [, element] = step.target;
    switch (step.act) {
      case 'tap':
        return server.call('browser_click', { element, target: ref });
      case 'fill':
        return server.call('browser_type', { element, target: ref, text: step.value });
      case 'select':
        return server.call('browser_select_option', { element, target: ref, values: [step.value] });
    }
    throw new Error(`no act ${step.act}`);
  },
};

export const NOTATIONS = { ours, theirs };

/** Whether `answers` (this step's texts) show what `expect` says. */
function shows(notation, answers, expect) {
  const text = answers.join('\n');
  const lines = notation.lines(text);
  const find = (role, name) => lines.filter((line) => line.role === role && line.name === name);
  if (expect.title) return notation.title(text, expect.title);
  if (expect.value) {
    const [role, name, value] = expect.value;
    return find(role, name).some((line) => line.value === value);
  }
  if (expect.checked) return find(...expect.checked).some(notation.checked);
  if (expect.selected) return notation.selected(lines, ...expect.selected);
  if (expect.shown) return find(...expect.shown).length > 0;
  throw new Error(`nothing to expect in ${JSON.stringify(expect)}`);
}

/** The ref of the element with `role` and `name` in the newest text that shows one. */
export function refIn(notation, texts, [role, name]) {
  for (const text of [...texts].reverse()) {
    const line = notation.lines(text).find((l) => l.role === role && l.name === name && l.ref);
    if (line) return line.ref;
  }
  return undefined;
}

function describeStep(step, index) {
  const what = step.act === 'navigate' ? step.page : `${step.target[0]} ${JSON.stringify(step.target[1])}`;
  return `step ${index + 1} (${step.act} ${what})`;
}

/**
 * Runs the task on `server` in `notation` ('ours' or 'theirs'), on the pages
 * at `urls`. Returns the calls and bytes it took, each call logged.
 */
export async function runTask(server, notationName, urls) {
  const notation = NOTATIONS[notationName];
  server.startTally();
  let seen = [];
  for (const [index, step] of TASK.entries()) {
    const answers = [];
    if (step.act === 'navigate') {
      seen = [];
      answers.push(await notation.navigate(server, urls[step.page]));
    } else {
      let ref = refIn(notation, seen, step.target);
      const tried = ref === undefined && notation.tryStep ? await notation.tryStep(server, step) : undefined;
      if (tried !== undefined) {
        answers.push(tried);
      } else {
        if (ref === undefined) {
          const page = await notation.read(server);
          seen.push(page);
          ref = refIn(notation, [page], step.target);
          if (ref === undefined) throw new Error(`${server.label}: ${describeStep(step, index)}: no ref for it in the page it read`);
        }
        answers.push(await notation.act(server, step, ref));
      }
    }
    seen.push(...answers);
    if (!shows(notation, answers, step.expect)) {
      const page = await notation.read(server);
      seen.push(page);
      if (!shows(notation, [page], step.expect)) {
        throw new Error(`${server.label}: ${describeStep(step, index)}: the page it read does not show ${JSON.stringify(step.expect)}`);
      }
    }
  }
  return server.tally;
}
