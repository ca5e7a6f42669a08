/**
 * The page's own dialogs (`alert`, `confirm`, `prompt`), for a session that
 * answers them itself (the agent server, and the `a11y` fixture of a test
 * with `a11yDialogs: 'hold'`). One that opens while an act runs
 * (a click whose handler asks `confirm("Delete order?")`) is held: the
 * page's script waits, the act is answered with the dialog's line, and the
 * caller answers it (`answer`). One that opens at any other time (while the
 * page is read, or loads) is dismissed at once, as Playwright does with
 * dialogs no one listens for, and said in the next answer: a read can never
 * wait on a dialog no one sees. A `beforeunload` outside an act (a navigate
 * away from a page with unsaved changes) is accepted instead: leaving was
 * asked for, and dismissing it would fail the navigation.
 *
 * A dialog's line is its type and its message as a JSON string, and a
 * prompt's default after `=`: `confirm "Delete order?"`. The word is the
 * dialog's type, never `dialog`, which the notation keeps for a DOM dialog
 * that opened.
 */
import type { Dialog, Page } from '@playwright/test';
import { foldText, quote } from '../model/text.js';

/** How an act ended: on its own, or at a dialog it opened (then `acting` ends once the dialog is answered). */
export type Outcome<T> = { done: T } | { dialog: Dialog; acting: Promise<T> };

/** At most this many dismissed dialogs are named in one answer; the rest are counted. */
const MAX_NAMED = 5;

export class PageDialogs {
  private held?: Dialog;
  private holding = false;
  private dismissed: string[] = [];
  /** How many times the page asked before it was left outside an act (it was left each time). */
  private left = 0;
  private waiters: ((dialog: Dialog) => void)[] = [];

  constructor(page: Page) {
    page.on('dialog', (dialog) => this.opened(dialog));
  }

  /** The dialog waiting for an answer, if one does. */
  get waiting(): Dialog | undefined {
    return this.held;
  }

  /**
   * Runs `act` with dialogs held: resolves `{ done }` when it ends, or
   * `{ dialog }` as soon as a dialog opens (the act then ends once the dialog
   * is answered: `act`'s promise is returned for the caller to wait on).
   */
  during<T>(act: () => Promise<T>): Promise<Outcome<T>> {
    this.holding = true;
    return this.until(act());
  }

  /**
   * Answers the waiting dialog (accept, with `text` for a prompt, or
   * dismiss), then waits for `acting` to end, holding any dialog the page
   * opens meanwhile: resolves `{ done }`, or `{ dialog }` for the next one.
   */
  async answer<T>(accept: boolean, text: string | undefined, acting: Promise<T>): Promise<Outcome<T>> {
    const dialog = this.held;
    if (!dialog) throw new Error('no page dialog waits for an answer');
    this.held = undefined;
    // Listened for before the answer: the page may open the next one as soon as this one closes.
    const outcome = this.until(acting);
    await (accept ? dialog.accept(text) : dialog.dismiss());
    return outcome;
  }

  /** `acting`'s end, or the first dialog held before it; holding stops with it unless a dialog waits. */
  private async until<T>(acting: Promise<T>): Promise<Outcome<T>> {
    let wake!: (dialog: Dialog) => void;
    const opened = new Promise<Dialog>((resolve) => (wake = resolve));
    this.waiters.push(wake);
    try {
      return await Promise.race([acting.then((done) => ({ done })), opened.then((dialog) => ({ dialog, acting }))]);
    } finally {
      this.waiters = this.waiters.filter((waiter) => waiter !== wake);
      if (!this.held) this.holding = false;
    }
  }

  /** The dialogs dismissed since last asked, as `note:` lines. */
  takeNotes(): string[] {
    const dismissed = this.dismissed.splice(0);
    const notes = dismissed.slice(0, MAX_NAMED).map((line) => `note: the page opened ${line}, not during an act: dismissed`);
    if (dismissed.length > notes.length) notes.push(`note: ${dismissed.length - notes.length} more page dialogs dismissed`);
    if (this.left) notes.unshift('note: the page asked before it was left (beforeunload), not during an act: it was left');
    this.left = 0;
    return notes;
  }

  private opened(dialog: Dialog): void {
    // Asked outside an act, leaving is the caller's (a navigate, back) or the page's own doing: it goes on, and is said.
    if (dialog.type() === 'beforeunload' && !this.holding) {
      this.left++;
      dialog.accept().catch(() => {});
      return;
    }
    if (!this.holding || this.held) {
      this.dismissed.push(dialogLine(dialog));
      dialog.dismiss().catch(() => {});
      return;
    }
    this.held = dialog;
    for (const wake of this.waiters.splice(0)) wake(dialog);
  }
}

/** `confirm "Delete order?"`, `prompt "Your name?" ="Ada"`: the dialog's type, its message, a prompt's default. */
export function dialogLine(dialog: Dialog): string {
  const type = ['alert', 'confirm', 'prompt', 'beforeunload'].includes(dialog.type()) ? dialog.type() : 'alert';
  const fallback = dialog.defaultValue();
  return `${type} ${quote(foldText(dialog.message()))}${type === 'prompt' && fallback ? ` =${quote(foldText(fallback))}` : ''}`;
}
