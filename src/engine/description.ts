/**
 * The accessible description (accname 1.2 §4.3.1 "Description computation";
 * HTML-AAM §"Accessible Description Computation"): what a screen reader says
 * after the name, such as a field's hint or its error message.
 *
 * 1. aria-describedby: the text alternatives of the elements it names, each
 *    read as an aria-labelledby target is (hidden targets count);
 * 2. else aria-description;
 * 3. else the `title` attribute, where the name did not come from it
 *    (HTML-AAM: title is the description when not used as the name) and
 *    is not empty (Chromium: a control its labels leave nameless).
 */
import type { EngineContext } from './context.js';
import { attr, hasAriaAttribute, idrefs } from './dom.js';
import { hasText } from './host-label.js';
import { computeReferencedText } from './name.js';
import { foldText } from '../model/text.js';

/** The description of `element`, folded, or undefined when it has none. `name` is its folded name. */
export function computeDescription(element: Element, name: string, ctx: EngineContext): string | undefined {
  if (hasAriaAttribute(element)) {
    const ids = idrefs(attr(element, 'aria-describedby'));
    const described = ids.length ? foldText(computeReferencedText(element, ids, ctx)) : '';
    if (described) return described;
    const aria = attr(element, 'aria-description');
    if (hasText(aria)) return foldText(aria) || undefined;
  }
  const title = attr(element, 'title');
  if (!hasText(title)) return undefined;
  const folded = foldText(title);
  // A nameless element here is a control its labels left nameless (the title
  // would have named anything else): Chromium gives it no description from
  // the title either.
  return folded && name && folded !== name ? folded : undefined;
}
