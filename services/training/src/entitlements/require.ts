import { entitled, lockedDetail, type Feature } from '@laneforge/contracts/entitlements';
import { apiRoutes } from '@laneforge/contracts/api';
import { AppError, defineFeature, principalOf, type Database } from '@laneforge/platform';
import type { FastifyRequest } from 'fastify';
import type { Tier } from '@laneforge/contracts/tiers';
import { tierFor } from '@laneforge/contracts/tiers';
import type { TrainingContext } from '../context';
import { type EntitlementRow, findEntitlement } from './store';

/** The tier of an entitlement row read: a user no event has told us about yet (no row) is free. */
export const tierOfRow = (row: EntitlementRow | null | undefined, now: Date): Tier => (row ? tierFor(row, now) : 'free');

/** The tier of a row read, or the 403 naming the lowest tier that unlocks the feature. */
function refuseUnless(row: EntitlementRow | null, feature: Feature, now: Date): Tier {
  return requireTierFeature(tierOfRow(row, now), feature);
}

/**
 * Refuses a feature the user's tier does not include: 403 naming the lowest tier that unlocks it.
 * Called before any allowance is taken, so a refused request costs nothing.
 */
export async function requireFeature(db: Database, userId: string, feature: Feature, now: Date): Promise<Tier> {
  return refuseUnless((await findEntitlement(db, userId)) ?? null, feature, now);
}

/** The same refusal for a tier already read. */
export function requireTierFeature(tier: Tier, feature: Feature): Tier {
  if (!entitled(tier, feature)) throw new AppError(403, lockedDetail(feature));
  return tier;
}

/**
 * The entitlement row a gated route's tier gate read for this request (null: no row yet, a free
 * user in UTC), so the handler needs no second read for the time zone beside it. Undefined on a
 * route without a gate. Weakly held: gone with the request.
 */
const gateRows = new WeakMap<FastifyRequest, EntitlementRow | null>();
export const gateRowOf = (request: FastifyRequest): EntitlementRow | null | undefined => gateRows.get(request);

/**
 * The tier gates of the API table: every training route the table marks with a `feature` refuses a
 * caller below its tier right after the token check, before the body or query is read. Declared
 * once there, so the gateway's docs, the authorisation matrix and these checks cannot disagree.
 * Listed first among the features, so its hook sees every route.
 */
export const tierGates = defineFeature<TrainingContext>({
  name: 'tier-gates',
  routes(app, ctx) {
    const gated = new Map(apiRoutes.filter((r) => r.service === 'training' && r.feature).map((r) => [`${r.method} ${r.path}`, r.feature!]));
    app.addHook('onRoute', (route) => {
      const feature = [route.method].flat().map((method) => gated.get(`${method} ${route.url}`)).find(Boolean);
      if (!feature) return;
      const gate = async (request: FastifyRequest) => {
        const row = (await findEntitlement(ctx.db, principalOf(request).userId)) ?? null;
        gateRows.set(request, row);
        refuseUnless(row, feature, ctx.clock());
      };
      // After the token guard, which the kit puts first among the route's onRequest hooks.
      route.onRequest = [...[route.onRequest ?? []].flat(), gate] as typeof route.onRequest;
    });
  },
});
