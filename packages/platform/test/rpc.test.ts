import { describe, expect, it } from 'vitest';
import type { Bus } from '../src/bus';
import { AppError } from '../src/errors';
import { rpcRequest } from '../src/rpc';

/** A bus whose one responder answers `reply`: only what `rpcRequest` reads of NATS. */
const answering = (reply: unknown) => ({ nc: { request: async () => ({ json: () => reply }) }, options: { prefix: 'test' } }) as unknown as Bus;

describe('an RPC answer that breaks its schema', () => {
  it('is a 502 with a plain detail for the user, and says for the log which field broke', async () => {
    const err = await rpcRequest(answering({ ok: true, plan: { kind: 'workout' }, text: 'x', provider: 'est', applied: [] }), 'training.refine', { plan: {} } as never, { timeoutMs: 100, noResponder: 'none', tooSlow: 'slow' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 502, detail: 'Another part of the service answered with something unreadable. Please try again.' });
    const cause = (err as AppError).cause as { rpc: string; issues: Array<{ path: string }> };
    expect(cause.rpc).toBe('training.refine');
    expect(cause.issues.length).toBeGreaterThan(0);
    expect(cause.issues.every((i) => i.path.startsWith('plan'))).toBe(true);
  });
});
