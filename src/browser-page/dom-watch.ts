/**
 * The DOM watcher of a document, started in the engine's isolated world the
 * moment that world is made, before the engine itself is evaluated there:
 * on a cold, loaded page the engine's start is the slow part of a first
 * look, and the page is watched while it runs. Its `MutationObserver` and
 * its clock are the world's own, out of the page's reach (quiet.ts).
 */

/**
 * Evaluated in the world: a function that answers how long the document has
 * been quiet, in ms; asked `'moves'`, how many times elements were added or
 * removed (what shifts an element's place in document order: locator-element.ts).
 */
export const DOM_WATCH_SOURCE = `(() => {
  let last = performance.now();
  let moves = 0;
  new MutationObserver((records) => {
    last = performance.now();
    if (records.some((record) => record.type === 'childList')) moves++;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  return (ask) => (ask === 'moves' ? moves : performance.now() - last);
})()`;
