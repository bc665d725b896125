import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, rawRequest } from './raw';
import { register, startEdge, type EdgeStack } from './stack';

/** Attacks found on what had landed, tried from outside through the gateway: each must fail. */
describe('the edge, tried as an attacker would', () => {
  let edge: EdgeStack;
  let token: string;
  let sid: string;

  beforeAll(async () => {
    // Short connection limits, so that the stalled-connection cases show within the test.
    edge = await startEdge({ connectionLimits: { bodyIdleTimeoutMs: 300, headersTimeoutMs: 400, checkIntervalMs: 100 } });
    ({ token } = await register(edge.base));
    sid = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid;
  });
  afterAll(() => edge?.close());

  const get = (path: string, headers = '') => rawRequest(edge.port, `GET ${path} HTTP/1.1\r\nHost: x\r\n${headers}Connection: close\r\n\r\n`);

  it('never forwards a path that climbs out of its route with backslashes or encoded separators', async () => {
    const attacks = [
      '/api/training/share/x\\..\\..\\..\\..\\internal\\workouts/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f',
      `/api/user/pictures/x\\..\\..\\..\\..\\internal/sessions/${sid}`,
      `/api/user/pictures/x\\..\\..\\..\\..\\internal\\sessions\\${sid}`,
      '/api/user/pictures/x\\..\\..\\..\\..\\.well-known/jwks.json',
      '/api/user/pictures/x\\..\\..\\..\\..\\metrics',
      `/api/user/pictures/x/..%2f..%2f..%2finternal/sessions/${sid}`,
      `/api/user/pictures/%2e%2e/%2e%2e/internal/sessions/${sid}`,
      `/api/user/pictures/x%5c..%5c..%5cinternal%5csessions%5c${sid}`,
      '/api/training/share/../../internal/workouts/1',
      '/api//internal/workouts/1',
    ];
    const seenBefore = edge.echo.seen.length;
    for (const attack of attacks) {
      const answer = await get(attack, `Authorization: Bearer ${token}\r\n`);
      expect(answer.status, attack).toBe(400);
      expect(jsonOf(answer), attack).toEqual({ detail: 'The address is not valid' });
    }
    expect(edge.echo.seen.length).toBe(seenBefore);
  });

  it('answers 404 for any path not in the API table, internal ones above all', async () => {
    for (const path of ['/api/internal/workouts/1', `/api/internal/sessions/${sid}`, '/api/.well-known/jwks.json', '/api/metrics', '/api/training/anything']) {
      const answer = await get(path, `Authorization: Bearer ${token}\r\n`);
      expect(answer.status, path).toBe(404);
      expect(jsonOf(answer), path).toEqual({ detail: expect.stringMatching(/No route/) });
    }
  });

  it('keeps counting sign-in attempts when a client sends its own X-Forwarded-For', async () => {
    const email = `spoof.${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await fetch(`${edge.base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
        body: JSON.stringify({ email, password: 'wrong-password' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('passes bad percent-encoding in a query on to the service instead of failing', async () => {
    const share = await get('/api/training/share/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f?q=%zz');
    expect(share.status).toBe(200);
    expect(edge.echo.seen.at(-1)?.url).toBe('/training/share/0b7c5e0e-9a70-4b8c-8d55-1a0b2c3d4e5f?q=%zz');
    const usage = await get('/api/usage/check?a=%', `Authorization: Bearer ${token}\r\n`);
    expect(usage.status).toBe(200);
  });

  it('answers a broken multipart upload with 400 {detail}', async () => {
    const upload = (contentType: string, body: string) =>
      rawRequest(
        edge.port,
          `POST /api/user/upload-picture HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${contentType}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    const cases = [
      ['multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nxxxx'],
      ['multipart/form-data', 'xxxx'],
      ['multipart/form-data; boundary=other', '--abc\r\nContent-Disposition: form-data; name="picture"; filename="a.png"\r\n\r\nxxxx\r\n--abc--\r\n'],
    ] as const;
    for (const [contentType, body] of cases) {
      const answer = await upload(contentType, body);
      expect(answer.status, contentType).toBe(400);
      expect(jsonOf(answer), contentType).toEqual({ detail: expect.any(String) });
    }
  });

  it('answers a 2 MB body with 413 {detail} on every route, every time', async () => {
    const big = JSON.stringify({ description: 'x'.repeat(2_000_000) });
    for (const [method, path] of [
      ['POST', '/api/training/refine'],
      ['POST', '/api/training/generate'],
      ['PUT', '/api/auth/profile'],
      ['POST', '/api/auth/change-password'],
      ['POST', '/api/auth/login'],
    ] as const) {
      for (let round = 0; round < 3; round++) {
        const res = await fetch(`${edge.base}${path}`, { method, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: big });
        expect(res.status, `${method} ${path}`).toBe(413);
        expect(await res.json()).toEqual({ detail: 'The request body is too large' });
      }
    }
  });

  it('closes a connection whose body stops short of its Content-Length', async () => {
    const answer = await rawRequest(
      edge.port,
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":`,
      { idleMs: 20_000 },
    );
    expect(answer.closed).toBe(true);
  });

  it('cuts a connection whose headers trickle in', async () => {
    const answer = await rawRequest(edge.port, 'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nX-Slow: ', { idleMs: 20_000 });
    expect(answer.closed).toBe(true);
    expect([0, 408]).toContain(answer.status);
  });

  it('answers malformed HTTP with {detail} JSON, never the framework’s own error shape', async () => {
    const cases: Array<[string, string | Buffer, number]> = [
      ['unknown method', 'FOO /api/auth/me HTTP/1.1\r\nHost: x\r\n\r\n', 400],
      ['header line without a colon', 'GET /api/auth/me HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n', 400],
      ['non-numeric Content-Length', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n', 400],
      ['both Content-Length and Transfer-Encoding', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
      ['a 20 KB URL', `GET /api/auth/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`, 431],
      ['an over-long path parameter', `GET /api/training/share/${'a'.repeat(1_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
      ['a malformed URL', 'GET /api/training/share/%E0%A4%A HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['invalid JSON', 'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":', 400],
    ];
    for (const [label, request, status] of cases) {
      const answer = await rawRequest(edge.port, request);
      expect(answer.status, label).toBe(status);
      const body = jsonOf(answer) as Record<string, unknown>;
      expect(Object.keys(body), label).toEqual(['detail']);
      expect(typeof body.detail, label).toBe('string');
    }
  });
});
