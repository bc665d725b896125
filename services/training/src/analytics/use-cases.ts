import { localDate } from '@laneforge/contracts/dates';
import type { AnalyticsQuery, AnalyticsReport } from '@laneforge/contracts';
import { safeTimeZone } from '../allowance/allowance';
import type { TrainingContext } from '../context';
import { findEntitlement } from '../entitlements/store';
import { buildReport, resolveRange, usualUnit } from './report';
import { planStatsIn, refreshPlanStats } from './store';

/**
 * Find the user's weeks in their own calendar, bring the per-plan figures up to date, and add up
 * the plans that fall in those weeks. The route's feature gate has already checked the tier.
 */
export async function analyticsReport(ctx: TrainingContext, userId: string, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const now = ctx.clock();
  const timeZone = safeTimeZone((await findEntitlement(ctx.db, userId))?.timezone);
  const range = resolveRange(query, localDate(now, timeZone));
  await refreshPlanStats(ctx.db, userId);
  const plans = await planStatsIn(ctx.db, userId, range);
  return buildReport(plans, range, query.unit ?? usualUnit(plans), timeZone);
}
