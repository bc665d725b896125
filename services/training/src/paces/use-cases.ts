import type { PaceJob, Paces, PacesRequest, PaceTestRequest, StoredPaces } from '@laneforge/contracts';
import { AppError } from '@laneforge/platform';
import type { TrainingContext } from '../context';
import type { Tier } from '@laneforge/contracts/tiers';
import { requireFeature, requireTierFeature } from '../entitlements/require';
import { ImplausibleTest, derivePaces } from './derive';
import { fromTest, paceJobOf, toPaces, typedIn } from './paces';
import { findPaces, savePaces } from './store';

export const NO_PACES = 'No paces stored yet: enter your base pace per 100 (or a test) under Paces, and plans will use it instead of the level’s defaults.';

/** The coach's stored paces, or none with what storing them does: either way an answer, not an error. */
export async function readPaces(ctx: TrainingContext, userId: string): Promise<StoredPaces> {
  const row = await findPaces(ctx.db, userId);
  return row ? { paces: toPaces(row), note: null } : { paces: null, note: NO_PACES };
}

/** One base pace is for every tier; lane groups with their own paces are Elite's. */
export async function storePaces(ctx: TrainingContext, userId: string, request: PacesRequest): Promise<Paces> {
  if (request.groups && request.groups.length > 0) await requireFeature(ctx.db, userId, 'lane_groups', ctx.clock());
  const current = await findPaces(ctx.db, userId);
  return toPaces(await savePaces(ctx.db, userId, typedIn(request, current), ctx.clock()));
}

/** Test-derived paces: Lite's "advanced framework" (the route's tier gate). */
export async function storeTestPaces(ctx: TrainingContext, userId: string, test: PaceTestRequest): Promise<Paces> {
  // The tier (Lite) is checked by the route's gate, declared in the API table.
  let result;
  try {
    result = derivePaces(test);
  } catch (err) {
    if (err instanceof ImplausibleTest) throw new AppError(400, err.message);
    throw err;
  }
  const current = await findPaces(ctx.db, userId);
  const now = ctx.clock();
  return toPaces(await savePaces(ctx.db, userId, fromTest(test, result, current, now.toISOString().slice(0, 10)), now));
}

/**
 * The paces a new plan is written on. A plan for lane groups needs Elite and at least two stored
 * groups; either refusal comes before any allowance is taken.
 */
export async function pacesForPlan(ctx: TrainingContext, userId: string, laneGroups: boolean, tier: Tier): Promise<PaceJob | undefined> {
  if (laneGroups) requireTierFeature(tier, 'lane_groups');
  const row = await findPaces(ctx.db, userId);
  if (laneGroups && (row?.groups.length ?? 0) < 2) throw new AppError(400, 'lane_groups: store at least two lane groups with their paces under Paces first.');
  return row ? paceJobOf(row, tier) : undefined;
}
