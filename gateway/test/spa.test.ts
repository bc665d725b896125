import { createServer, type Server } from 'node:http';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { SharedPlan } from '@laneforge/contracts/training';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGateway, type Gateway } from '../src/app';
import { shareDescription } from '../src/spa';

const PLAN_ID = '2b3f6bbf-1e04-468f-bc00-51a7af9c1171';
const shared: SharedPlan = {
  plan_type: 'workout',
  date: '2026-03-10',
  generated_workout: '**Threshold <Tuesday> & "Friends"**\nWarm-up (600)',
  coach_notes: null,
  title: 'Threshold <Tuesday> & "Friends"',
  plan: null,
};

/** A title that a replacement pattern would expand ($' is the rest of the page, $` all before it) and that breaks lines. */
const TRICKY_ID = '9d6c3f0e-8a4b-4f7e-9c21-3e5d7a1b2c40';
const tricky: SharedPlan = { ...shared, title: "Sprints $' and $` and $&\r\nSECURITY ALERT\u202e", generated_workout: '**Sprints**' };

let training: Server;
let gateway: Gateway;

beforeAll(async () => {
  // Stands in for the training service's public share route.
  training = createServer((req, res) => {
    const found = req.url === `/training/share/${PLAN_ID}` ? shared : req.url === `/training/share/${TRICKY_ID}` ? tricky : undefined;
    res.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(found ?? { detail: 'Training Plan not found' }));
  });
  await new Promise<void>((resolve) => training.listen(0, '127.0.0.1', resolve));
  const dist = await mkdtemp(path.join(tmpdir(), 'lf-spa-'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><meta name="description" content="LaneForge writes plans." /><title>LaneForge · Swim workouts</title></head><body><div id="root"></div></body></html>',
  );
  gateway = await buildGateway({ LOG_LEVEL: 'silent', AUTH_URL: 'http://127.0.0.1:1', TRAINING_URL: `http://127.0.0.1:${(training.address() as AddressInfo).port}`, FRONTEND_DIST: dist });
});
afterAll(async () => {
  await gateway?.app.close();
  await new Promise<void>((resolve) => training?.close(() => resolve()));
});

const page = async (url: string) => (await gateway.app.inject({ method: 'GET', url })).body;
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1];

describe('pages served by the gateway', () => {
  it('give every route its own title', async () => {
    expect(titleOf(await page('/'))).toBe('LaneForge · Swim workouts and season plans for coaches');
    expect(titleOf(await page('/login'))).toBe('Sign In · LaneForge');
    expect(titleOf(await page('/subscription'))).toBe('Plans &amp; Pricing · LaneForge');
    expect(titleOf(await page('/dashboard?tab=history'))).toBe('Training History · LaneForge');
    expect(titleOf(await page('/nowhere'))).toBe('Page Not Found · LaneForge');
  });

  it('send a shared plan’s title, total and focus as Open Graph and Twitter meta, escaped', async () => {
    const html = await page(`/share/${PLAN_ID}`);
    expect(titleOf(html)).toBe('Threshold &lt;Tuesday&gt; &amp; &quot;Friends&quot; · LaneForge');
    expect(metaOf(html, 'og:title')).toBe('Threshold &lt;Tuesday&gt; &amp; &quot;Friends&quot; · LaneForge');
    expect(metaOf(html, 'og:description')).toBe('Training Plan · Tue, Mar 10, 2026');
    expect(metaOf(html, 'twitter:card')).toBe('summary');
    expect(metaOf(html, 'description')).toBe('Training Plan · Tue, Mar 10, 2026');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('write a shared plan’s title as one line of text, never as a replacement pattern', async () => {
    const plain = await page(`/share/${PLAN_ID}`);
    const html = await page(`/share/${TRICKY_ID}`);
    const expected = "Sprints $&#39; and $` and $&amp; SECURITY ALERT · LaneForge";
    expect(titleOf(html)).toBe(expected);
    expect(metaOf(html, 'og:title')).toBe(expected);
    expect(metaOf(html, 'twitter:title')).toBe(expected);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.length).toBeLessThan(plain.length + 200);
  });

  it('serve a missing shared plan with the generic title and no preview', async () => {
    const html = await page('/share/6f1c1d9e-2f5b-4a43-9a7c-0d3f4c1b2a10');
    expect(titleOf(html)).toBe('Shared Training Plan · LaneForge');
    expect(metaOf(html, 'og:title')).toBeUndefined();
  });
});

describe('a shared plan’s preview text', () => {
  const plan = {
    kind: 'workout',
    totals: { distance: 3000 },
    unit: 'yards',
    focus: ['threshold', 'free'],
  } as unknown as NonNullable<SharedPlan['plan']>;
  it('says the kind, date, total and focus of a workout', () => {
    expect(shareDescription({ ...shared, plan })).toBe('Training Plan · Tue, Mar 10, 2026 · 3,000 yd · Focus: Threshold, Freestyle');
  });
  it('says how many weeks a season runs', () => {
    const season = { ...plan, kind: 'season', date: '2026-09-07', unit: 'meters', totals: { distance: 360_000, weeks: 16 }, focus: [] } as unknown as NonNullable<SharedPlan['plan']>;
    expect(shareDescription({ ...shared, plan_type: 'season', plan: season })).toBe('Season Plan · 16 weeks from Mon, Sep 7, 2026 · 360,000 m');
  });
});
