/**
 * The component pages every runner renders (components/*.html, written the
 * way sites build them), and the naming regression each must report.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { ROOT } from '../fixtures.js';

export interface Component {
  name: string;
  html: string;
}

const FOLDER = resolve(ROOT, 'tests/cross-runner/components');

export function readComponents(): Component[] {
  return readdirSync(FOLDER)
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => ({ name: basename(file, '.html'), html: readFileSync(resolve(FOLDER, file), 'utf8') }));
}

/** A regression of the kind a refactor brings: the dialog's close button loses its aria-label and is named by its glyph. */
export function withNamingRegression(components: Component[]): Component[] {
  return components.map((c) => (c.name === 'dialog' ? { ...c, html: c.html.replace(' aria-label="Close">×', '>×') } : c));
}
