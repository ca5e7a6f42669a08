/**
 * Loading a page for the command: from a file, a URL or standard input, into
 * jsdom or into Chromium, and capturing it there.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Snapshot } from '../notation/model.js';
import type { CaptureOptions } from '../engine/capture.js';
import { firstLine } from './errors.js';
import { isBinary } from './html.js';

export type EngineChoice = 'jsdom' | 'chromium';

/** Where the page comes from. */
export type Source = { kind: 'file'; path: string } | { kind: 'url'; url: string } | { kind: 'stdin' };

export interface LoadOptions extends CaptureOptions {
  engine: EngineChoice;
  runScripts: boolean;
}

/** A failure the user can fix, printed as one line. */
export class UserError extends Error {}

export function sourceOf(arg: string): Source {
  if (arg === '-') return { kind: 'stdin' };
  if (/^(?:https?|file|data):/i.test(arg)) return { kind: 'url', url: arg };
  return { kind: 'file', path: resolve(arg) };
}

export async function captureSource(source: Source, options: LoadOptions): Promise<Snapshot> {
  const { engine, runScripts, ...captureOptions } = options;
  const page = await readSource(source);
  if (page.html !== undefined && isBinary(page.html)) throw new UserError(`${source.kind === 'file' ? JSON.stringify(source.path) : 'standard input'} is not HTML: it holds binary data`);
  return engine === 'chromium' ? captureInChromium(page, captureOptions) : captureInJsdom(page, captureOptions, runScripts);
}

interface LoadedPage {
  url: string;
  /** The HTML, unless the engine must fetch the URL itself. */
  html?: string;
}

async function readSource(source: Source): Promise<LoadedPage> {
  if (source.kind === 'url') return { url: source.url };
  if (source.kind === 'stdin') return { url: 'about:blank', html: await readStdin() };
  try {
    return { url: pathToFileURL(source.path).href, html: await readFile(source.path, 'utf8') };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : (error as Error).message;
    throw new UserError(`cannot read ${JSON.stringify(source.path)}: ${why}`);
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function captureInJsdom(page: LoadedPage, options: CaptureOptions, runScripts: boolean): Promise<Snapshot> {
  const { JSDOM, VirtualConsole } = await import('jsdom');
  const { capture } = await import('../engine/capture.js');
  const jsdomOptions = {
    url: page.url,
    pretendToBeVisual: true,
    virtualConsole: new VirtualConsole(),
    ...(runScripts ? { runScripts: 'dangerously' as const, resources: 'usable' as const } : {}),
  };
  let dom: InstanceType<typeof JSDOM>;
  try {
    const { url, ...fetchOptions } = jsdomOptions; // fromURL takes the URL as its argument only
    dom = page.html !== undefined ? new JSDOM(page.html, jsdomOptions) : await JSDOM.fromURL(url, fetchOptions);
  } catch (error) {
    throw new UserError(`cannot load ${JSON.stringify(page.url)}: ${firstLine(error)}`);
  }
  if (runScripts) await new Promise((done) => (dom.window.document.readyState === 'complete' ? done(null) : dom.window.addEventListener('load', done)));
  try {
    return capture(dom.window.document, options);
  } finally {
    dom.window.close();
  }
}

async function captureInChromium(page: LoadedPage, options: CaptureOptions): Promise<Snapshot> {
  let chromium: (typeof import('@playwright/test'))['chromium'];
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    throw new UserError('--engine chromium needs Playwright: npm install --save-dev @playwright/test');
  }
  const { chromiumLaunchOptions } = await import('../playwright/browser.js');
  const { capturePage } = await import('../playwright/capture-page.js');
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const tab = await browser.newPage();
    try {
      if (page.html !== undefined && page.url === 'about:blank') await tab.setContent(page.html, { waitUntil: 'load' });
      else await tab.goto(page.url, { waitUntil: 'load' });
    } catch (error) {
      throw new UserError(`cannot load ${JSON.stringify(page.url)}: ${firstLine(error)}`);
    }
    return await capturePage(tab, options);
  } finally {
    await browser.close();
  }
}
