/**
 * The value a progress bar or a meter prints (`progressbar "Upload" ="40%"`):
 * what a screen reader says for it. `aria-valuetext` when the page gives
 * one; else a progress bar's share of its range as a percentage (as NVDA and
 * JAWS announce it: WAI-ARIA leaves the range 0–100 by default), and a
 * meter's number as it stands. A progress bar without a value is
 * indeterminate (HTML §4.10.13) and prints none.
 */
import { attr, hasAttr, tagOf } from './dom.js';
import { parseNumber } from './numbers.js';

/** The printed value of a `progressbar` or `meter`, or undefined when it has none. */
export function readMeasure(el: Element, role: string): string | undefined {
  const text = attr(el, 'aria-valuetext');
  if (text) return text;
  const native = tagOf(el) === 'progress' || tagOf(el) === 'meter';
  const now = native && !hasAttr(el, 'aria-valuenow') ? attr(el, 'value') : attr(el, 'aria-valuenow');
  const value = parseNumber(now);
  if (value === undefined) return undefined;
  if (role !== 'progressbar') return String(value);
  const [min, max] =
    native && tagOf(el) === 'progress'
      ? [0, parseNumber(attr(el, 'max')) ?? 1]
      : [parseNumber(attr(el, 'aria-valuemin')) ?? 0, parseNumber(attr(el, 'aria-valuemax')) ?? 100];
  if (!(max > min)) return undefined;
  const share = Math.min(1, Math.max(0, (value - min) / (max - min)));
  return `${Math.round(share * 100)}%`;
}
