import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * What has the keyboard's focus, named as a person would name it (its id, its label, its words):
 * 'body' when nothing has, which is where a keyboard or screen-reader user must never be left.
 */
export const focused = (on: Page) =>
  on.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const labelledBy = el.getAttribute('aria-labelledby');
    const labelled = labelledBy ? labelledBy.split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' ') : '';
    return el.id || el.getAttribute('aria-label') || labelled || el.textContent?.trim().slice(0, 80) || el.tagName;
  });

const isFocused = (target: Locator) => target.evaluate((e) => e === document.activeElement);

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has the focus, as a keyboard user moves
 * through a page. Each stop on the way is a control the coach can see. Fails, naming the stops, when
 * the target is not reached within `most` presses: the control is out of reach of the keyboard.
 */
export async function tabTo(on: Page, target: Locator, { backwards = false, most = 80 } = {}): Promise<void> {
  await target.waitFor({ state: 'visible' });
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const stops: string[] = [];
  for (let i = 0; i < most && !(await isFocused(target)); i++) {
    await on.keyboard.press(key);
    const stop = await on.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { visible: false };
      const box = el.getBoundingClientRect();
      // A focused summary, label or control is drawn; a zero-sized one is a stop the coach cannot see.
      return { visible: box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden' };
    });
    const name = await focused(on);
    stops.push(name);
    expect(stop.visible, `${key} stopped on something not shown: ${name} (after ${stops.join(' → ')})`).toBe(true);
  }
  if (!(await isFocused(target))) throw new Error(`${key} never reached ${String(target)} in ${most} presses: ${stops.join(' → ')}`);
}

/** Tabs to a control and presses Enter on it, as a keyboard user activates a link or a button. */
export async function activate(on: Page, target: Locator, options: { backwards?: boolean; most?: number; key?: 'Enter' | 'Space' } = {}): Promise<void> {
  await tabTo(on, target, options);
  await on.keyboard.press(options.key ?? 'Enter');
}

/**
 * Records what the page's live regions say, from the page's first script on: every piece of text
 * that appears inside a live region (an aria-live area, a role of alert, status or log), once for
 * each live region it sits in, so a message inside two regions counts twice, as a screen reader may
 * read it twice. Call before the context opens its pages.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const said: string[] = [];
    (window as unknown as { announced: string[] }).announced = said;
    const live = '[aria-live]:not([aria-live="off"]), [role="alert"], [role="status"], [role="log"]';
    const regionsAround = (node: Node) => {
      let count = 0;
      for (let el = node instanceof Element ? node : node.parentElement; el; el = el.parentElement) if (el.matches(live)) count++;
      // An alert added inside what was added is read when it appears, whatever surrounds it.
      if (node instanceof Element) count += node.querySelectorAll('[role="alert"]').length;
      return count;
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const nodes = record.type === 'characterData' ? [record.target] : [...record.addedNodes];
        for (const node of nodes) {
          const text = node.textContent?.replace(/\s+/g, ' ').trim();
          if (!text) continue;
          for (let i = regionsAround(node); i > 0; i--) said.push(text);
        }
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** Waiting said aloud (a plan being written, a page or the session loading): not a result, so not counted as one. */
const busy = /^(Writing your training plan|Loading|Checking your session)/;

/** What the live regions have said since the page loaded or since this was last asked, waiting states left out. */
export async function announced(on: Page): Promise<string[]> {
  const said = await on.evaluate(() => (window as unknown as { announced: string[] }).announced.splice(0));
  return said.filter((text) => !busy.test(text));
}

/**
 * What the live regions said while `action` ran and its result came (`done` resolves once the result
 * is on the page). A result announced once is one message.
 */
export async function announcedDuring(on: Page, action: () => Promise<void>, done: () => Promise<unknown>): Promise<string[]> {
  await announced(on);
  await action();
  await done();
  // Long enough for a second message about the same result (a toast after a page's own line) to arrive.
  await on.waitForTimeout(1_000);
  return announced(on);
}
