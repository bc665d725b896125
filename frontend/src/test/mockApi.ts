import { vi } from 'vitest';

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Reply = Answer | ((request: Request) => Answer | Promise<Answer>);

/**
 * Replaces fetch with a table of answers keyed by "METHOD /path" (path after /api). Unlisted calls
 * answer 404 `{detail}`, so a test sees a missing route instead of hanging.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push(request);
    const url = new URL(request.url);
    const key = `${request.method} ${url.pathname.replace(/^\/api/, '')}`;
    const reply = routes[key];
    const { status = 200, body = {}, headers = {} }: Answer = reply
      ? typeof reply === 'function'
        ? await reply(request)
        : reply
      : { status: 404, body: { detail: `No mock for ${key}` } };
    // A 204 carries no body at all, as a real server's does.
    return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
