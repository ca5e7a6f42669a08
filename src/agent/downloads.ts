/**
 * The page's downloads. Without `--output-dir` each is refused (the context
 * accepts none) and named in the next answer. With it, each is saved in
 * that folder under a plain name (`safeFileName`: the last part of what the
 * page suggests, never hidden, never a path), numbered when the name is
 * taken (`claimFile`), and said in the next answer with its size and where
 * it went. A download that grows past `--max-download-bytes` is cancelled
 * while it runs (CDP `Page.downloadProgress` tells its bytes), the browser's
 * partial file deleted, and nothing of it kept; one that finished before the
 * count caught up is judged by its size on disk, the same way.
 */
import { writeFileSync } from 'node:fs';
import { copyFile, rm, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { CDPSession, Download, Page } from '@playwright/test';
import { quote } from '../model/text.js';

export interface DownloadSettings {
  /** The folder downloads are saved in (a real path); undefined: every download is refused. */
  outputDir?: string;
  /** A download larger than this is cancelled. */
  maxDownloadBytes: number;
}

/** Whether the page's context accepts downloads at all: only when they have a folder to go to. */
export const acceptsDownloads = (settings: DownloadSettings): boolean => settings.outputDir !== undefined;

/** Downloads an answer names one by one; past these it says how many more. */
const MAX_LISTED = 5;
/** Downloads one session keeps at most: a page that downloads without end fills no disk. */
export const MAX_KEPT_DOWNLOADS = 200;
/** A saved file's name has at most this many characters (its extension kept). */
const MAX_NAME = 120;

/** A download in progress, and what its browser-side progress said of it. */
interface Tracked {
  download: Download;
  url: string;
  /** The browser's id of the download, once a progress event was matched to it. */
  guid?: string;
  tooBig: boolean;
}

/** The progress of one page's downloads, heard on a CDP session of its own. */
interface ProgressWatch {
  tracked: Tracked[];
}

export class DownloadFolder {
  /** Downloads refused since the last answer: a file name and a URL, quoted. */
  private refused: string[] = [];
  /** What became of downloads since the last answer, as note text. */
  private said: string[] = [];
  private kept = 0;
  private readonly watches = new WeakMap<Page, Promise<ProgressWatch>>();

  constructor(private readonly settings: DownloadSettings) {}

  /**
   * Hears the downloads `page` starts. With a folder, its download progress
   * is heard from now on: the browser tells it only to sessions that were
   * listening when a download began.
   */
  attach(page: Page): void {
    if (this.settings.outputDir !== undefined) this.watch(page).catch(() => {});
    page.on('download', (download) => this.receive(page, download));
  }

  /** A download `page` started: refused, or saved in the folder, and said in a later answer either way. */
  private receive(page: Page, download: Download): void {
    const named = `${quote(download.suggestedFilename())} from ${quote(download.url())}`;
    const { outputDir } = this.settings;
    if (outputDir === undefined) return void this.refused.push(named);
    if (this.kept >= MAX_KEPT_DOWNLOADS) {
      download.cancel().catch(() => {});
      return void this.refused.push(`${named} (${MAX_KEPT_DOWNLOADS} downloads were kept already)`);
    }
    this.kept++;
    const tracked: Tracked = { download, url: download.url(), tooBig: false };
    void this.watch(page)
      .then((watch) => watch.tracked.push(tracked))
      .catch(() => {});
    this.save(tracked, outputDir).then(
      (note) => this.said.push(note),
      (error: Error) => this.said.push(`download ${quote(download.suggestedFilename())} was not kept: ${quote(String(error.message).split('\n')[0])}`),
    );
  }

  /** What to tell since the last answer, as note lines, once. */
  takeNotes(): string[] {
    const refused = this.refused.splice(0);
    const notes = refused.slice(0, MAX_LISTED).map((download) => `note: download refused: ${download}`);
    if (refused.length > MAX_LISTED) notes.push(`note: ${refused.length - MAX_LISTED} more downloads refused`);
    const said = this.said.splice(0);
    notes.push(...said.slice(0, MAX_LISTED).map((line) => `note: ${line}`));
    if (said.length > MAX_LISTED) notes.push(`note: ${said.length - MAX_LISTED} more downloads, in ${quote(this.settings.outputDir ?? '')}`);
    return notes;
  }

  /** Waits for the download to end; keeps it in `dir` when it finished within the limit. Answers the note that says what became of it. */
  private async save(tracked: Tracked, dir: string): Promise<string> {
    const { download } = tracked;
    const name = quote(download.suggestedFilename());
    const limit = this.settings.maxDownloadBytes;
    const failure = await download.failure();
    const from = failure === null ? await download.path() : undefined;
    const size = from === undefined ? 0 : (await stat(from)).size;
    if (tracked.tooBig || size > limit) {
      await download.delete().catch(() => {});
      return `download ${name} cancelled: larger than --max-download-bytes ${limit}; nothing was kept`;
    }
    if (from === undefined) {
      await download.delete().catch(() => {});
      return `download ${name} failed: ${quote(String(failure))}`;
    }
    const target = claimFile(dir, safeFileName(download.suggestedFilename()));
    try {
      await copyFile(from, target);
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    } finally {
      await download.delete().catch(() => {});
    }
    return `downloaded ${name} (${size} bytes) to ${quote(target)}`;
  }

  /** The page's download progress, heard from its first download on: a download that grows past the limit is cancelled. */
  private watch(page: Page): Promise<ProgressWatch> {
    let watch = this.watches.get(page);
    if (!watch) {
      watch = listenToProgress(page, this.settings.maxDownloadBytes);
      this.watches.set(page, watch);
    }
    return watch;
  }
}

interface DownloadProgress {
  guid: string;
  receivedBytes: number;
  totalBytes: number;
  state: string;
}

async function listenToProgress(page: Page, limit: number): Promise<ProgressWatch> {
  const watch: ProgressWatch = { tracked: [] };
  const begun = new Map<string, string>();
  const session: CDPSession = await page.context().newCDPSession(page);
  session.on('Page.downloadWillBegin', ({ guid, url }: { guid: string; url: string }) => begun.set(guid, url));
  session.on('Page.downloadProgress', (progress: DownloadProgress) => {
    const tracked = matchProgress(watch, begun, progress.guid);
    if (!tracked) return;
    if (progress.state !== 'inProgress') {
      watch.tracked.splice(watch.tracked.indexOf(tracked), 1);
      begun.delete(progress.guid);
    }
    if (!tracked.tooBig && (progress.receivedBytes > limit || progress.totalBytes > limit)) {
      tracked.tooBig = true;
      tracked.download.cancel().catch(() => {});
    }
  });
  await session.send('Page.enable');
  return watch;
}

/** The download a progress event is about: the one given its id before, else the oldest not yet matched (of its URL, when its start was heard). */
function matchProgress(watch: ProgressWatch, begun: Map<string, string>, guid: string): Tracked | undefined {
  const known = watch.tracked.find((tracked) => tracked.guid === guid);
  if (known) return known;
  const url = begun.get(guid);
  const unmatched = watch.tracked.filter((tracked) => tracked.guid === undefined);
  const tracked = unmatched.find((candidate) => url === undefined || candidate.url === url) ?? unmatched[0];
  if (tracked) tracked.guid = guid;
  return tracked;
}

/**
 * A plain file name for what the page suggests: its last part after any
 * `/` or `\`, controls, invisible characters and characters some file
 * systems refuse replaced by `_`, no leading dots or spaces (nothing
 * hidden, nothing that climbs), no trailing ones, at most `MAX_NAME`
 * characters with its extension kept; `download` when nothing is left.
 */
export function safeFileName(suggested: string): string {
  const last = suggested.split(/[/\\]/).pop() ?? '';
  const plain = last
    .replace(/[\p{C}\p{Zl}\p{Zp}<>:"|?*]/gu, '_')
    .replace(/^[.\s]+/u, '')
    .replace(/[.\s]+$/u, '');
  if (plain === '') return 'download';
  if (plain.length <= MAX_NAME) return plain;
  const extension = extname(plain).slice(0, 20);
  return plain.slice(0, MAX_NAME - extension.length) + extension;
}

/** Makes an empty file for `name` in `dir` (never over one there: `name (1).ext` and on while taken); its path. */
export function claimFile(dir: string, name: string): string {
  const extension = extname(name);
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 0; n < 1_000; n++) {
    const path = join(dir, n === 0 ? name : `${stem} (${n})${extension}`);
    try {
      // Made empty, never over a file there and never through a link (O_EXCL fails on any name taken, a link's too): the copy then fills it.
      writeFileSync(path, '', { flag: 'wx' });
      return path;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new Error(`no free name for ${JSON.stringify(name)} in the folder`);
}
