import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8080';
export const dataDir = process.env.E2E_DATA_DIR ?? '.data';
export const admin = { email: process.env.E2E_ADMIN_EMAIL ?? 'admin@laneforge.test', password: process.env.E2E_ADMIN_PASSWORD ?? 'e2e-admin-password' };
export const artifacts = path.resolve(new URL('..', import.meta.url).pathname, 'artifacts');

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic', '--no-first-run', '--disable-component-update', '--disable-sync'],
  });
}

export const viewports = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 900 } } as const;

export async function newPage(browser: Browser, viewport: keyof typeof viewports = 'desktop'): Promise<{ context: BrowserContext; page: Page }> {
  // bypassCSP lets the test inject axe-core; the product's own CSP is tested at the gateway.
  const context = await browser.newContext({ baseURL: baseUrl, viewport: viewports[viewport], acceptDownloads: true, bypassCSP: true });
  context.setDefaultTimeout(15_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
  return { context, page: await context.newPage() };
}

export async function screenshot(page: Page, name: string) {
  await mkdir(artifacts, { recursive: true });
  await page.screenshot({ path: path.join(artifacts, `${name}.png`), fullPage: true });
}

/**
 * Waits until the page has stopped scrolling: the product scrolls smoothly (a generated plan glides
 * into view), so a position read mid-glide is neither where it started nor where it ends. Settled
 * means ten animation frames in a row with the same scroll offset.
 */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          if (window.scrollY === last) still += 1;
          else [last, still] = [window.scrollY, 0];
          if (still >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/** Waits for a toast with this text (spec §8's words) to show. */
export const toast = (on: Page, text: string | RegExp, timeout = 15_000) => on.locator('.Toastify').getByText(text).first().waitFor({ timeout });

let counter = 0;
export const uniqueEmail = (label = 'coach') => `${label}.${Date.now()}.${counter++}@example.com`;
