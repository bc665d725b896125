import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes, openApiPath, type ServiceName } from '../../packages/contracts/src/api';
import { fuzz, type OpenApiDocument } from '../reliability/fuzz';
import { authorisationMatrix, matrixTable } from '../reliability/matrix';
import { principals } from '../reliability/principals';
import { startInProcessStack, type InProcessStack } from '../testing/stack';

/**
 * The reliability suite in small (`npm run bench -- reliability` runs it at full size against the
 * stack as `npm start` runs it): generated bad requests over every route, and every route × every
 * kind of caller, on the whole product in this process.
 */
let stack: InProcessStack;
let fixtures: Awaited<ReturnType<typeof principals>>;
let running: Set<ServiceName>;
let doc: OpenApiDocument;

beforeAll(async () => {
  stack = await startInProcessStack();
  running = new Set(Object.keys(stack.services) as ServiceName[]);
  fixtures = await principals(stack);
  doc = (await (await fetch(`${stack.base}/api/docs/json`)).json()) as OpenApiDocument;
}, 120_000);
afterAll(() => stack?.close());

describe('every route × anonymous, user A, user B, admin', () => {
  it('is exactly as the API table declares, at the gateway', { timeout: 120_000 }, async () => {
    const rows = await authorisationMatrix({ fixtures: fixtures.matrix, running, target: { base: stack.base, prefix: '/api' } });
    expect(rows.length).toBe(apiRoutes.filter((r) => running.has(r.service)).length * 4);
    expect(rows.filter((row) => !row.ok), matrixTable(rows)).toEqual([]);
  });

  it('is the same at each service on its own, without the gateway in front', { timeout: 120_000 }, async () => {
    for (const [service, base] of Object.entries(stack.services)) {
      const rows = await authorisationMatrix({ fixtures: fixtures.matrix, running, target: { base, prefix: '', service: service as ServiceName } });
      expect(rows.filter((row) => !row.ok), matrixTable(rows)).toEqual([]);
    }
  });
});

describe('the whole stack under generated bad requests', () => {
  it('documents every API route of the table that a running service answers (pages aside), and no other', () => {
    const declared = apiRoutes.filter((r) => running.has(r.service) && !r.page).map((r) => `${r.method.toLowerCase()} /api${openApiPath(r.path)}`);
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    expect(documented.sort()).toEqual(declared.sort());
  });

  it('answers 1,500 of them with no 5xx, no hang, and {detail} on every 4xx, and stays healthy', { timeout: 300_000 }, async () => {
    const report = await fuzz({ base: stack.base, doc, fixtures: fixtures.fuzz, count: 1_500, seed: 20261123, running });
    expect(report.sent).toBe(1_500);
    expect(report.serverErrors).toEqual([]);
    expect(report.hangs).toEqual([]);
    expect(report.badErrorBodies).toEqual([]);
    // Many kinds of refusal were reached, not one wall in front of everything.
    expect(Object.keys(report.byStatus).filter((status) => status.startsWith('4')).length).toBeGreaterThanOrEqual(5);
    const ready = await fetch(`${stack.base}/readyz`);
    expect(ready.status).toBe(200);
    for (const url of Object.values(stack.services)) expect((await fetch(`${url}/readyz`)).status).toBe(200);
    const me = await fetch(`${stack.base}/api/auth/me`, { headers: { authorization: `Bearer ${fixtures.matrix.tokens.userA}` } });
    expect(me.status).toBe(200);
  });
});
