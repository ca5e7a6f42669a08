/**
 * The containers whose content a name from content skips or reads, as
 * Chromium's native accessibility tree gave them inside a link, a button
 * and a treeitem (docs/decisions.md, "Containers in a name from content").
 */
export const SKIPPED_ROLES =
  'alert alertdialog application article banner blockquote comment complementary contentinfo dialog document feed figure grid group img listbox log main marquee menu menubar navigation note progressbar radiogroup row rowgroup search separator status suggestion table tablist tabpanel timer toolbar tree treegrid'.split(
    ' ',
  );
export const KEPT_ROLES =
  'caption cell checkbox code columnheader definition deletion directory emphasis form generic gridcell heading insertion list listitem mark math menuitem option paragraph radio region rowheader sectionhead strong subscript superscript switch tab term time'.split(
    ' ',
  );
export const SKIPPED_ELEMENTS = ['article', 'aside', 'blockquote', 'dialog open', 'fieldset', 'figure', 'form', 'header', 'hgroup', 'main', 'nav', 'search'];
export const KEPT_ELEMENTS = ['address', 'details open', 'div', 'dl', 'figcaption', 'footer', 'li', 'ol', 'p', 'section', 'span', 'table', 'ul'];

/** Controls named from content, each wrapping `inner` between "A" and "Z". */
export const HOSTS: Record<string, (inner: string) => string> = {
  link: (inner) => `<a href="#" data-t>A ${inner} Z</a>`,
  button: (inner) => `<button data-t>A ${inner} Z</button>`,
  treeitem: (inner) => `<div role="tree"><div role="treeitem" data-t>A ${inner} Z</div></div>`,
};

/** Content that keeps each element valid; a details without a summary would get the browser's "Details". */
const INNER: Record<string, string> = {
  ul: '<li>inner</li>',
  ol: '<li>inner</li>',
  table: '<tr><td>inner</td></tr>',
  dl: '<dt>inner</dt>',
  details: '<summary>inner</summary>',
};

/** A container holding the text "inner": `role=x`, or an element such as `dialog open`. */
export function containerHtml(spec: string, byRole: boolean): string {
  if (byRole) return `<div role="${spec}">inner</div>`;
  const tag = spec.split(' ')[0];
  return `<${spec}>${INNER[tag] ?? 'inner'}</${tag}>`;
}
