import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: number;
  /** Where: each failing node's selector, so a failure names what to look at. */
  targets: string[];
}

/**
 * Runs axe-core in the page once its short animations have settled (a toast or dialog fading in is
 * half transparent, and axe would judge its colours mid-fade); a toast's countdown bar is not waited
 * for, unless it ends in the next moments and the toast would fade out under axe. Returns the serious
 * and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    const finite = (a: Animation) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Infinity;
    };
    const settle = () => Promise.all(document.getAnimations().filter((a) => finite(a) && Number(a.effect!.getComputedTiming().duration) <= 1_000).map((a) => a.finished.catch(() => undefined)));
    await settle();
    // A toast whose countdown ends within the next 1.5 s fades out while axe reads the page (its text half transparent):
    // wait for it to leave, then for what moved in its place.
    const ending = document.getAnimations().filter((a) => finite(a) && Number(a.effect!.getComputedTiming().endTime) - Number(a.currentTime ?? 0) < 1_500 && Number(a.effect!.getComputedTiming().duration) > 1_000);
    const toasts = ending.map((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest('.Toastify__toast')).filter((t): t is Element => !!t);
    if (toasts.length > 0) {
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await new Promise<void>((resolve) => {
        const gone = () => toasts.every((t) => !t.isConnected);
        if (gone()) return resolve();
        const watch = new MutationObserver(() => {
          if (!gone()) return;
          watch.disconnect();
          resolve();
        });
        watch.observe(document.body, { childList: true, subtree: true });
        // A toast held open (hovered, paused) does not leave: axe then reads the page as it is.
        setTimeout(() => {
          watch.disconnect();
          resolve();
        }, 5_000);
      });
      await settle();
    }
  });
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<Result> } }).axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
