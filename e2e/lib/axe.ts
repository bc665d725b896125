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
 * Runs axe-core in the page at rest: once its short animations have settled (a toast or dialog
 * fading in is half transparent, and axe would judge its colours mid-fade), with every toast's
 * countdown held while axe reads (a toast closes when its countdown ends, and would fade out under
 * axe on a busy machine) and let go after. Returns the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const finite = (a: Animation) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Infinity;
    };
    const settle = () => Promise.all(document.getAnimations().filter((a) => finite(a) && Number(a.effect!.getComputedTiming().duration) <= 1_000).map((a) => a.finished.catch(() => undefined)));
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await settle();
    // A toast's countdown is its progress bar's animation: held at a playback rate of 0 (the page's
    // own pause on hover or focus loss still works), nothing closes while axe reads.
    const countdowns = document.getAnimations().filter((a) => ((a.effect as KeyframeEffect | null)?.target as Element | null)?.closest?.('.Toastify__progress-bar'));
    for (const a of countdowns) a.updatePlaybackRate(0);
    try {
      // A countdown that ended just before it was held starts its toast's exit in the next frames: that fade is waited for too.
      await frame();
      await frame();
      await settle();
      const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<Result> } }).axe.run(document);
      return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
    } finally {
      for (const a of countdowns) a.updatePlaybackRate(1);
    }
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
