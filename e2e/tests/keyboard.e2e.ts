import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Download, Page } from 'playwright-core';
import { signedIn } from '../lib/accounts';
import { launch, newPage, viewports } from '../lib/browser';
import { activate, announced, announcedDuring, focused, recordAnnouncements, tabTo } from '../lib/keyboard';

/**
 * Every journey of a coach by keyboard alone (Tab, Shift+Tab, Enter, Space, arrow keys where a
 * tab list or a radio group takes them, and typing; never the mouse), in Chromium against the whole
 * stack, on a desktop and on a phone: generate, refine, print, share (and a parent's download),
 * paces, the upgrade through the hosted checkout, a season and one of its days, analytics. After
 * each result the focus is somewhere the coach can go on from, never <body>, and the result is said
 * once by the live regions.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const workoutRequest = 'High school group, 4,000 yards SCY, threshold focus';
const seasonRequest = '8-week season plan for high school swimmers, 5 practices a week, 5000 yards SCY, 200 free';

for (const size of ['desktop', 'phone'] as const) {
  describe(`a coach’s journeys by keyboard alone, ${viewports[size].width} px wide`, () => {
    let context: BrowserContext;
    let page: Page;
    let planId = '';
    const first = size === 'desktop' ? 'Kai' : 'Noa';

    beforeAll(async () => {
      ({ context, page } = await newPage(browser, size));
      await recordAnnouncements(context);
      // The browser's print dialog is not the product's: the test counts that it was asked for.
      await context.addInitScript(() => {
        window.print = () => {
          const w = window as unknown as { printed?: number };
          w.printed = (w.printed ?? 0) + 1;
        };
      });
    });
    afterAll(async () => {
      await context?.close();
    });

    it('generates a workout: the plan takes the focus and its result is said once', async () => {
      await signedIn(page, `${first} Keys`);
      await page.goto('/dashboard');
      await activate(page, page.getByRole('tab', { name: 'Plan Generator' }), { key: 'Space' });
      await tabTo(page, page.getByLabel(/Training Description/));
      await page.keyboard.type(workoutRequest);
      await tabTo(page, page.getByRole('button', { name: 'Generate Training Plan' }));
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.locator('article.result-card').waitFor(),
      );
      expect(said).toEqual(['Professional training plan generated successfully!']);
      expect(await focused(page)).toBe('Training Plan');
    });

    it('refines it: focus stays on the button that applied it, the result said once', async () => {
      await tabTo(page, page.getByLabel('Refinement instructions'), { most: 150 });
      await page.keyboard.type('more kick');
      await tabTo(page, page.getByRole('button', { name: 'Apply Refinements' }));
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.locator('article.result-card .result-sub').getByText('version 2').waitFor(),
      );
      expect(said).toEqual(['Training plan refined successfully!']);
      expect(await focused(page)).toBe('Apply Refinements');
    });

    it('prints it: the dialog is asked for once, focus stays on Print', async () => {
      const print = page.locator('article.result-card').getByRole('button', { name: 'Print Workout' });
      await tabTo(page, print, { backwards: true, most: 150 });
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.waitForFunction(() => (window as unknown as { printed?: number }).printed === 1),
      );
      expect(said).toEqual(['Opening print dialog...']);
      expect(await focused(page)).toBe('Print Workout');
    });

    it('opens the plan page and copies its share link: focus on the page’s title, then on Copy Link', async () => {
      await activate(page, page.getByRole('link', { name: /^Open the plan page/ }));
      await page.waitForURL(/\/plans\/[0-9a-f-]{36}$/);
      planId = new URL(page.url()).pathname.split('/').pop()!;
      await expect.poll(() => focused(page)).toBe('plan-title');
      const copy = page.getByRole('button', { name: 'Copy Link' });
      await tabTo(page, copy, { most: 150 });
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.locator('.Toastify').getByText('Share link copied to clipboard!').waitFor(),
      );
      expect(said).toEqual(['Share link copied to clipboard!']);
      expect(await focused(page)).toBe('Copy Link');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/share/${planId}$`));
    });

    it('a parent downloads the shared plan as PDF from the keyboard: the file comes, focus returns to Download', async () => {
      const parent = await newPage(browser, size);
      await recordAnnouncements(parent.context);
      try {
        await parent.page.goto(`/share/${planId}`);
        const download = parent.page.getByRole('button', { name: /Download/ });
        await activate(parent.page, download);
        await tabTo(parent.page, parent.page.getByRole('button', { name: 'PDF' }));
        let file: Download | undefined;
        const said = await announcedDuring(
          parent.page,
          async () => {
            [file] = await Promise.all([parent.page.waitForEvent('download'), parent.page.keyboard.press('Enter')]);
          },
          () => parent.page.locator('.Toastify').getByText('PDF downloaded successfully!').waitFor(),
        );
        expect(file?.suggestedFilename()).toMatch(/\.pdf$/);
        expect(said).toEqual(['PDF downloaded successfully!']);
        expect(await focused(parent.page)).toMatch(/^Download/);
      } finally {
        await parent.context.close();
      }
    });

    it('stores a base pace from the profile: focus stays on Save Paces, the result said once', async () => {
      await activate(page, page.getByRole('link', { name: 'Training History' }), { backwards: true, most: 150 });
      await page.waitForURL('**/dashboard?tab=history');
      await tabTo(page, page.getByRole('tab', { name: 'Training History' }));
      await page.keyboard.press('End');
      expect(await focused(page)).toBe('tab-profile');
      const free = page.locator('section.paces-card').getByLabel(/^Free/);
      await tabTo(page, free, { most: 150 });
      await page.keyboard.type('1:20');
      await tabTo(page, page.getByRole('button', { name: 'Save Paces' }));
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.getByTestId('paces-source').getByText(/Base 1:20\/100 SCY/).waitFor(),
      );
      expect(said).toEqual(['Paces saved: new plans follow them.']);
      expect(await focused(page)).toBe('Save Paces');
    });

    it('upgrades to Elite through the hosted checkout, paying by keyboard, and is welcomed once', async () => {
      await activate(page, page.getByRole('link', { name: 'Upgrade', exact: true }), { backwards: true, most: 200 });
      await page.waitForURL('**/subscription');
      const elite = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Elite', exact: true }) });
      await activate(page, elite.getByRole('button', { name: /^Subscribe Monthly/ }), { most: 150 });
      await page.waitForURL('**/api/billing/local/checkout/**');
      await tabTo(page, page.getByLabel('Card number'));
      await page.keyboard.type('4242 4242 4242 4242');
      await tabTo(page, page.getByLabel('Expiry'));
      await page.keyboard.type('12 / 34');
      await tabTo(page, page.getByLabel('CVC'));
      await page.keyboard.type('123');
      const pay = page.getByRole('button', { name: /^Pay \$/ });
      await tabTo(page, pay);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '');
      await page.locator('.Toastify').getByText('Welcome to LaneForge Elite! Your subscription is active.').waitFor();
      await page.waitForTimeout(1_000);
      // The dashboard the checkout returned to: the welcome is its one message.
      expect(await announced(page)).toEqual(['Welcome to LaneForge Elite! Your subscription is active.']);
      // It is reached by a new page load, then its address is tidied in the app: focus on the page's title.
      await expect.poll(() => focused(page)).toBe(await page.getByRole('heading', { level: 1 }).innerText());
    });

    it('writes a season, opens one of its days as a workout: the day’s page takes the focus, its key set is the season’s', async () => {
      await tabTo(page, page.getByRole('tab', { name: 'Plan Generator', selected: true }));
      await tabTo(page, page.getByRole('radio', { name: 'Single workout' }));
      await page.keyboard.press('ArrowDown');
      expect(await page.getByRole('radio', { name: 'Season plan' }).isChecked()).toBe(true);
      await tabTo(page, page.getByLabel(/Training Description/));
      await page.keyboard.type(seasonRequest);
      await tabTo(page, page.getByRole('button', { name: 'Generate Training Plan' }));
      const said = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.locator('article.result-card').getByRole('heading', { name: 'Season Plan' }).waitFor(),
      );
      expect(said).toEqual(['Professional training plan generated successfully!']);
      expect(await focused(page)).toBe('Season Plan');

      await activate(page, page.getByRole('link', { name: /^Open the plan page/ }));
      // The season's weeks: a table on a desktop, a card per week on a phone.
      const week1 = page.locator('.week-sessions summary:visible').first();
      await week1.waitFor();
      await expect.poll(() => focused(page)).toBe('plan-title');
      await activate(page, week1, { most: 200 });
      const open = page.getByRole('button', { name: /^Open as workout: week 1,/ }).locator('visible=true').first();
      await tabTo(page, open);
      const opened = await announcedDuring(
        page,
        () => page.keyboard.press('Enter'),
        () => page.getByRole('link', { name: /^Week 1, session 1 of / }).waitFor(),
      );
      expect(opened).toEqual(['Week 1, session 1 opened as a workout.']);
      await expect.poll(() => focused(page)).toBe('plan-title');
      const strip = page.getByRole('region', { name: 'Understood' });
      await strip.getByRole('button', { name: /^Key set Week 1: .* from your season$/ }).waitFor();
      expect(await strip.innerText()).not.toContain('Your sets');
    });

    it('reads analytics from the keyboard: the tab keeps the focus, each chart is reached and read', async () => {
      await activate(page, page.getByRole('link', { name: 'Training History' }), { backwards: true, most: 200 });
      await page.waitForURL('**/dashboard?tab=history');
      await tabTo(page, page.getByRole('tab', { name: 'Training History' }));
      await page.keyboard.press('ArrowRight');
      expect(await focused(page)).toBe('tab-analytics');
      const volume = page.getByRole('figure', { name: 'Weekly volume' });
      await volume.waitFor();
      expect(await focused(page)).toBe('tab-analytics');
      await tabTo(page, volume.getByRole('img'));
      const read = await announcedDuring(
        page,
        () => page.keyboard.press('End'),
        () => volume.locator('.chart-readout').getByText(/^\w{3} \d+: /).waitFor(),
      );
      expect(read).toHaveLength(1);
      // Every chart is a stop of its own, in reading order.
      for (const name of ['Sessions per week', 'Zone mix', 'Stroke mix', 'Planned vs written']) await tabTo(page, page.getByRole('figure', { name }).getByRole('img'));
    });
  });
}
