import { User, type User as UserType } from '@laneforge/contracts';
import { unavailable } from '@laneforge/platform';
import type { FastifyRequest } from 'fastify';
import type { BillingContext } from '../context';
import type { Subscription } from '../subscriptions/machine';

/**
 * The caller's user (spec §7: the success routes answer it). Auth owns users; billing asks auth's
 * `/auth/me` with the caller's own token and puts its newer word on the subscription on top, since
 * auth learns of it by an event a moment later.
 */
export async function userWithSubscription(ctx: BillingContext, request: FastifyRequest, s: Subscription): Promise<UserType> {
  const response = await fetch(new URL('/auth/me', ctx.config.AUTH_URL), {
    headers: { authorization: request.headers.authorization ?? '', 'x-request-id': request.id, accept: 'application/json' },
    signal: AbortSignal.timeout(5_000),
  }).catch(() => undefined);
  const parsed = response?.ok ? User.safeParse(await response.json().catch(() => undefined)) : undefined;
  if (!parsed?.success) throw unavailable('The account service is not available right now. Please try again in a moment.');
  return { ...parsed.data, subscription_type: s.plan, subscription_status: s.status, current_period_end: s.periodEnd };
}
