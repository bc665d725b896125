import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createAccessLog } from '../src/access-log';
import { createServiceApp, type ServiceApp } from '../src/http';

interface Line {
  level: number;
  msg: string;
  status?: number | Record<string, number>;
  total?: number;
  routes?: Record<string, number>;
  slowest?: { route: string; status: number; ms: number };
}

/** A service whose log lines are kept in memory, at the level given. */
async function serviceLogging(level: string): Promise<{ app: ServiceApp; lines: Line[] }> {
  const lines: Line[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString('utf8').split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const app = await createServiceApp({ name: 'fixture', logger: pino({ level }, sink) });
  app.get('/items/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (id === 'broken') throw new Error('a bug');
    if (id === 'missing') return reply.code(404).send({ detail: 'No such item' });
    return { id };
  });
  await app.ready();
  return { app, lines };
}

const requestLines = (lines: Line[]) => lines.filter((l) => l.msg === 'request');
const summaries = (lines: Line[]) => lines.filter((l) => l.msg === 'requests');

let open: ServiceApp | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('request logs', () => {
  it('under load at info, writes one line of counts per second instead of a line per request, and every 5xx on its own line', async () => {
    const { app, lines } = await serviceLogging('info');
    open = app;
    const started = Date.now();
    for (let i = 0; i < 300; i++) await app.inject({ url: i % 3 === 0 ? '/items/missing' : `/items/${i}` });
    await app.inject({ url: '/nowhere' });
    await app.inject({ url: '/items/broken' });
    const seconds = (Date.now() - started) / 1000;
    await app.close();
    open = undefined;

    // One line for the failure: the 500 itself (warn) beside the error it logged; nothing for the 301 others.
    expect(requestLines(lines)).toEqual([expect.objectContaining({ level: 40, status: 500 })]);
    expect(lines.filter((l) => l.level >= 50 && l.msg === 'unhandled error')).toHaveLength(1);
    const written = summaries(lines);
    expect(written.length).toBeGreaterThanOrEqual(1);
    expect(written.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    const sum = (pick: (l: Line) => number) => written.reduce((n, l) => n + pick(l), 0);
    expect(sum((l) => l.total ?? 0)).toBe(302);
    expect(sum((l) => (l.status as Record<string, number>)['200'] ?? 0)).toBe(200);
    expect(sum((l) => (l.status as Record<string, number>)['404'] ?? 0)).toBe(101);
    expect(sum((l) => (l.status as Record<string, number>)['500'] ?? 0)).toBe(1);
    expect(sum((l) => l.routes?.['GET /items/:id'] ?? 0)).toBe(301);
    expect(sum((l) => l.routes?.['GET unmatched'] ?? 0)).toBe(1);
    expect(written.every((l) => l.level === 30 && l.slowest !== undefined)).toBe(true);
  });

  it('writes every request on its own line at debug', async () => {
    const { app, lines } = await serviceLogging('debug');
    open = app;
    await app.inject({ url: '/items/1' });
    await app.inject({ url: '/items/missing' });
    expect(requestLines(lines).map((l) => [l.level, l.status])).toEqual([
      [20, 200],
      [20, 404],
    ]);
  });

  it('at warn writes only the 5xx answers, and no counts', async () => {
    const { app, lines } = await serviceLogging('warn');
    open = app;
    for (let i = 0; i < 20; i++) await app.inject({ url: '/items/missing' });
    await app.inject({ url: '/items/broken' });
    await app.close();
    open = undefined;
    expect(requestLines(lines).map((l) => l.status)).toEqual([500]);
    expect(summaries(lines)).toEqual([]);
  });

  it('writes the counts of a quiet window once that window is over, and nothing while idle', async () => {
    const lines: Line[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Line);
        done();
      },
    });
    const logger = pino({ level: 'info' }, sink);
    const log = createAccessLog(logger, { windowMs: 100 });
    log.record(logger, { method: 'GET', url: '/items/1', route: '/items/:id', status: 200, ms: 3 });
    expect(summaries(lines)).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(summaries(lines)).toEqual([expect.objectContaining({ total: 1, status: { 200: 1 }, routes: { 'GET /items/:id': 1 } })]);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(summaries(lines)).toHaveLength(1);
  });
});
