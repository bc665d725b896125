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
 * for. Returns the serious and critical violations.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(async () => {
    const short = document.getAnimations().filter((a) => {
      const timing = a.effect?.getComputedTiming();
      return timing !== undefined && timing.iterations !== Infinity && Number(timing.duration) <= 1_000;
    });
    await Promise.all(short.map((a) => a.finished.catch(() => undefined)));
  });
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[] };
    const result = await (window as unknown as { axe: { run: (ctx: Document) => Promise<Result> } }).axe.run(document);
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.length, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}
