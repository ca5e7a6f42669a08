/**
 * A template literal that holds stored text, read as strictly as Vitest and
 * Jest write one: the runner evaluates it as JavaScript, so every character
 * must mean what the review takes it to mean. Accepted: plain text and the
 * escapes the runners write (`` \` ``, `\\`, `\$`), and `\r\n` line ends (a
 * CRLF checkout), which JavaScript reads as `\n`. Refused: a `${…}`
 * substitution (code that runs), any other escape (`\u0041`, `\x41`, a line
 * continuation: JavaScript cooks them into other text), and a lone `\r`.
 */

/** What stops a literal from being read: the index of the offending text and why. */
export interface TemplateFault {
  at: number;
  message: string;
}

/**
 * The cooked text of the template literal whose opening backtick is just
 * before `start`, and the index after its closing backtick. It jumps from
 * one special character to the next and copies the text between in one
 * piece: linear in the text.
 */
export function readStoredTemplate(text: string, start: number): { text: string; end: number } | { fault: TemplateFault } {
  const parts: string[] = [];
  const special = /[`\\$\r]/g;
  special.lastIndex = start;
  let from = start;
  for (let match = special.exec(text); match; match = special.exec(text)) {
    const i = match.index;
    const c = text[i];
    if (c === '`') {
      parts.push(text.slice(from, i));
      return { text: parts.join(''), end: i + 1 };
    }
    if (c === '$') {
      if (text[i + 1] === '{') return { fault: { at: i, message: 'a ${…} substitution (code the runner runs, not stored text)' } };
      continue;
    }
    if (c === '\r') {
      if (text[i + 1] !== '\n') return { fault: { at: i, message: 'a carriage return without a line feed' } };
      parts.push(text.slice(from, i));
      from = i + 1;
      continue;
    }
    const next = text[i + 1];
    if (next === undefined) break;
    if (next !== '`' && next !== '\\' && next !== '$') {
      if (/[\n\r\u2028\u2029]/.test(next)) return { fault: { at: i, message: 'a backslash at the end of a line (JavaScript joins the lines)' } };
      return {
        fault: { at: i, message: `the escape \\${JSON.stringify(next).slice(1, -1)}, which Vitest and Jest never write (JavaScript reads it as other text)` },
      };
    }
    parts.push(text.slice(from, i), next);
    from = i + 2;
    special.lastIndex = i + 2;
  }
  return { fault: { at: start - 1, message: 'a template literal that does not end' } };
}
