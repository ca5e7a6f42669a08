/**
 * What GitHub makes of the review's Markdown, for tests: rendered as
 * CommonMark with GitHub's extensions (tables, autolinked URLs, task lists,
 * strikethrough) and raw HTML let through, then read back as a DOM.
 */
import { JSDOM } from 'jsdom';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/** The elements the review's own Markdown makes: headings, paragraphs, lists and code. */
const OURS = new Set(['H2', 'H3', 'P', 'UL', 'LI', 'CODE']);

/**
 * Text outside code that stays text: words, numbers and the punctuation of
 * our sentences. No quotes (page text is quoted in code), no `@` (a mention),
 * no `#` (a reference), no `<`, `[`, `!`, `*`, `_`, `|`, `` ` `` or `\`: none
 * of them is needed to say what changed.
 */
const PLAIN = /^[\p{L}\p{N}\s,.:;()…→—-]*$/u;

/** The HTML GitHub would show for `markdown`. */
export function renderMarkdown(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: true, extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/**
 * Everything in `markdown` that renders as more than our headings, lists and
 * code spans: an element we do not write, or text outside code that a
 * reader would see as markup, a mention or a reference. Empty when the page
 * strings all stayed inside code.
 */
export function liveMarkup(markdown: string): string[] {
  const body = new JSDOM(renderMarkdown(markdown)).window.document.body;
  const found: string[] = [];
  const walk = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === 1) {
        const element = child as Element;
        if (!OURS.has(element.tagName))
          found.push(`<${element.tagName.toLowerCase()}> in ${JSON.stringify(element.parentElement?.textContent?.slice(0, 200))}`);
        else if (element.tagName !== 'CODE') walk(element);
        else if (element.children.length) found.push(`an element inside code: ${JSON.stringify(element.innerHTML.slice(0, 200))}`);
      } else if (child.nodeType === 8) {
        found.push(`an HTML comment: ${JSON.stringify(child.textContent)}`);
      } else if (child.nodeType === 3 && !PLAIN.test(child.textContent ?? '')) {
        found.push(`text outside code: ${JSON.stringify(child.textContent)}`);
      }
    }
  };
  walk(body);
  return found;
}

/** The text of every code span, in order. */
export function codeTexts(markdown: string): string[] {
  const body = new JSDOM(renderMarkdown(markdown)).window.document.body;
  return [...body.querySelectorAll('code')].map((code) => code.textContent ?? '');
}
