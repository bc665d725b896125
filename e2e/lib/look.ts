import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { seriousViolations } from './axe';
import { screenshot, viewports } from './browser';

/** A screen on a phone and on a desktop: nothing scrolls sideways, a screenshot of each, and axe finds nothing serious. */
export async function look(on: Page, name: string) {
  for (const [label, size] of Object.entries(viewports)) {
    await on.setViewportSize(size);
    // Two animation frames: the page has laid itself out at the new size.
    await on.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await on.evaluate(() => document.documentElement.scrollWidth), `${name} at ${label} scrolls sideways`).toBeLessThanOrEqual(size.width);
    await screenshot(on, `${name}-${label}`);
  }
  await on.setViewportSize(viewports.desktop);
  expect(await seriousViolations(on), `axe on ${name}`).toEqual([]);
}
