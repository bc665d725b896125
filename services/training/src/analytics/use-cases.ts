import { localDate } from '@laneforge/contracts/dates';
import type { AnalyticsQuery, AnalyticsReport } from '@laneforge/contracts';
import { safeTimeZone } from '../allowance/allowance';
import type { TrainingContext } from '../context';
import { type EntitlementRow, findEntitlement } from '../entitlements/store';
import { buildReport, resolveRange, usualUnit, withWeeksAhead } from './report';
import { lastPlannedDay, planStatsIn, refreshPlanStats } from './store';

/**
 * Find the user's weeks in their own calendar, bring the per-plan figures up to date, and add up
 * the plans that fall in those weeks. The route's feature gate has already checked the tier, and
 * passes the entitlement row it read (`read`), which holds the time zone too.
 */
export async function analyticsReport(ctx: TrainingContext, userId: string, query: AnalyticsQuery, read?: EntitlementRow | null): Promise<AnalyticsReport> {
  const now = ctx.clock();
  const row = read === undefined ? await findEntitlement(ctx.db, userId) : read;
  const timeZone = safeTimeZone(row?.timezone);
  const today = localDate(now, timeZone);
  await refreshPlanStats(ctx.db, userId);
  const asked = resolveRange(query, today);
  // "The last N weeks" takes in the weeks ahead that already hold plans; a from/to range is kept as asked.
  const range = query.from === undefined && query.to === undefined ? withWeeksAhead(asked, today, await lastPlannedDay(ctx.db, userId)) : asked;
  const plans = await planStatsIn(ctx.db, userId, range);
  return buildReport(plans, range, query.unit ?? usualUnit(plans), timeZone);
}
