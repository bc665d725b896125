import { Agent } from 'undici';

/** A request as sent on the wire: the path is not normalised, headers and body go as given. */
export interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface Answer {
  status: number;
  contentType: string;
  body: string;
  ms: number;
  /** No answer within the time limit. */
  hung: boolean;
  /** The connection failed or was cut without an answer. */
  error?: string;
}

const agent = new Agent({ connections: 64, keepAliveTimeout: 10_000 });

/** Sends one request to `base` exactly as given, and reads the whole answer (bounded by `timeoutMs`). */
export async function send(base: string, sent: RawRequest, timeoutMs = 10_000): Promise<Answer> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await agent.request({
      origin: new URL(base).origin,
      method: sent.method as 'GET',
      path: sent.path,
      headers: sent.headers ?? {},
      body: sent.body ?? null,
      signal,
    });
    const body = await response.body.text();
    return { status: response.statusCode, contentType: String(response.headers['content-type'] ?? ''), body, ms: performance.now() - started, hung: false };
  } catch (err) {
    const hung = signal.aborted;
    return { status: 0, contentType: '', body: '', ms: performance.now() - started, hung, error: (err as Error).message };
  }
}

/** Whether an error answer is `{detail}` JSON and nothing else, as every error of the product must be. */
export function isDetailBody(answer: Answer): boolean {
  if (!answer.contentType.startsWith('application/json')) return false;
  try {
    const parsed = JSON.parse(answer.body) as Record<string, unknown>;
    return typeof parsed === 'object' && parsed !== null && Object.keys(parsed).length === 1 && typeof parsed.detail === 'string' && parsed.detail.length > 0;
  } catch {
    return false;
  }
}
