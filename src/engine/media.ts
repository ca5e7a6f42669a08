/**
 * Media queries without a screen (jsdom): every query is answered for one
 * desktop viewport, a 1280×720 CSS-pixel landscape screen with a fine
 * pointer that hovers, at 1 dppx, in light mode, with no preference for
 * reduced motion, contrast or transparency. What a page shows at that size
 * is what its goldens hold; Chromium captures in Playwright use a viewport
 * of the same size by default.
 *
 * Media Queries 4: a query list matches when one of its queries does; an
 * unknown media type or feature makes its query false (§3.2 "not all").
 */
export const DESKTOP_VIEWPORT = Object.freeze({ width: 1280, height: 720 });

const { width: WIDTH, height: HEIGHT } = DESKTOP_VIEWPORT;

/** Features and the values they take at the desktop viewport (`px` for lengths). */
const DISCRETE: Readonly<Record<string, readonly string[]>> = {
  orientation: ['landscape'],
  'prefers-reduced-motion': ['no-preference'],
  'prefers-reduced-transparency': ['no-preference'],
  'prefers-reduced-data': ['no-preference'],
  'prefers-contrast': ['no-preference'],
  'prefers-color-scheme': ['light'],
  'forced-colors': ['none'],
  'inverted-colors': ['none'],
  hover: ['hover'],
  'any-hover': ['hover'],
  pointer: ['fine'],
  'any-pointer': ['fine'],
  scripting: ['enabled'],
  update: ['fast'],
  'display-mode': ['browser'],
  grid: ['0'],
  'color-gamut': ['srgb'],
};

const RANGE: Readonly<Record<string, number>> = {
  width: WIDTH,
  height: HEIGHT,
  'device-width': WIDTH,
  'device-height': HEIGHT,
  'aspect-ratio': WIDTH / HEIGHT,
  'device-aspect-ratio': WIDTH / HEIGHT,
  resolution: 1,
  color: 8,
  'color-index': 0,
  monochrome: 0,
};

/** One em, as the initial font size: 16px. */
const EM = 16;

/** True when the media query list (`media` attribute, `@media` prelude) applies at the desktop viewport. */
export function matchesMedia(list: string): boolean {
  const text = list.trim().toLowerCase();
  if (!text) return true;
  return splitTopLevel(text, ',').some((query) => matchesQuery(query.trim()));
}

function matchesQuery(query: string): boolean {
  const negated = /^not\s/.test(query);
  const body = query.replace(/^(?:not|only)\s+/, '');
  const parts = body.split(/\s+and\s+/);
  let result = true;
  for (const [i, part] of parts.entries()) {
    const ok = i === 0 && !part.startsWith('(') ? matchesType(part) : matchesCondition(part);
    if (!ok) result = false;
  }
  return negated ? !result : result;
}

function matchesType(type: string): boolean {
  return type === 'all' || type === 'screen';
}

/** `(feature)`, `(feature: value)`, ranges, and `not`/`or` inside parentheses. */
function matchesCondition(text: string): boolean {
  const part = text.trim();
  if (part.startsWith('not ')) return !matchesCondition(part.slice(4));
  const inner = /^\((.*)\)$/s.exec(part)?.[1]?.trim();
  if (inner === undefined) return false;
  if (inner.startsWith('(') || inner.startsWith('not ')) {
    const ors = splitTopLevel(inner, ' or ');
    if (ors.length > 1) return ors.some(matchesCondition);
    return splitTopLevel(inner, ' and ').every(matchesCondition);
  }
  return matchesFeature(inner);
}

function matchesFeature(feature: string): boolean {
  const colon = feature.indexOf(':');
  if (colon < 0 && !/[<>=]/.test(feature))
    return feature in RANGE ? RANGE[feature] !== 0 : (DISCRETE[feature]?.some((v) => v !== 'none' && v !== '0') ?? false);
  if (colon >= 0) return matchesPlain(feature.slice(0, colon).trim(), feature.slice(colon + 1).trim());
  return matchesRange(feature);
}

function matchesPlain(name: string, value: string): boolean {
  const prefix = /^(min|max)-/.exec(name)?.[1];
  const bare = prefix ? name.slice(prefix.length + 1) : name;
  if (!prefix && DISCRETE[bare]) return DISCRETE[bare].includes(value);
  const actual = RANGE[bare];
  const wanted = valueOf(value);
  if (actual === undefined || wanted === undefined) return false;
  return prefix === 'min' ? actual >= wanted : prefix === 'max' ? actual <= wanted : actual === wanted;
}

/** `width >= 600px`, `400px <= width <= 700px` (Media Queries 4 §2.4.3). */
function matchesRange(feature: string): boolean {
  const tokens = feature.split(/\s*(<=|>=|<|>|=)\s*/).filter(Boolean);
  if (tokens.length !== 3 && tokens.length !== 5) return false;
  const nameAt = tokens.findIndex((t) => t in RANGE);
  if (nameAt < 0) return false;
  const actual = RANGE[tokens[nameAt]];
  for (let i = 1; i < tokens.length; i += 2) {
    const left = i - 1 === nameAt ? actual : valueOf(tokens[i - 1]);
    const right = i + 1 === nameAt ? actual : valueOf(tokens[i + 1]);
    if (left === undefined || right === undefined || !compare(left, tokens[i], right)) return false;
  }
  return true;
}

function compare(a: number, op: string, b: number): boolean {
  if (op === '<') return a < b;
  if (op === '<=') return a <= b;
  if (op === '>') return a > b;
  if (op === '>=') return a >= b;
  return a === b;
}

/** A length in px, a ratio, a resolution in dppx, or a plain number. */
function valueOf(text: string): number | undefined {
  const ratio = /^([\d.]+)\s*\/\s*([\d.]+)$/.exec(text);
  if (ratio) return Number(ratio[1]) / Number(ratio[2]);
  const m = /^(-?[\d.]+)(px|em|rem|dppx|x|dpi|dpcm)?$/.exec(text);
  if (!m) return undefined;
  const n = Number(m[1]);
  if (Number.isNaN(n)) return undefined;
  switch (m[2]) {
    case 'em':
    case 'rem':
      return n * EM;
    case 'dpi':
      return n / 96;
    case 'dpcm':
      return (n * 2.54) / 96;
    default:
      return n;
  }
}

/** Splits at `separator` outside parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && text.startsWith(separator, i)) {
      out.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  out.push(text.slice(start));
  return out;
}
