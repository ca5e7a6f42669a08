/**
 * Numbers a page writes in attributes (`min`, `max`, `step`, `value`,
 * `aria-valuenow`/`-valuemin`/`-valuemax`): HTML's valid floating-point
 * numbers (HTML §2.3.4.3), so `0x10`, `Infinity` and a blank read as absent
 * where `Number()` would take them.
 */

/** The number `text` holds, or undefined when it holds none. */
export function parseNumber(text: string | null): number | undefined {
  if (text === null || !/^\s*-?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(text)) return undefined;
  return Number(text);
}
