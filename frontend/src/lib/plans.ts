import { billingCycle, planLabel, tierName, tierNames, tierOf, type Tier } from '@laneforge/contracts/tiers';
import { features, featuresAddedBy, featuresOf, included } from '@laneforge/contracts/entitlements';
import type { SubscriptionType } from '@laneforge/contracts/user';

export { billingCycle, planLabel, tierName, tierOf };

export type PaidTier = 'lite' | 'pro' | 'elite';

export interface PlanCard {
  tier: 'free' | PaidTier;
  name: string;
  monthly: number;
  annual: number | null;
  annualSaving: number | null;
  allowance: string;
  summary: string;
  features: string[];
  badge: 'Most Popular' | 'Ultimate' | null;
}

type Catalogue = Omit<PlanCard, 'features'> & { allowanceDetail: string };

/** The catalogue of spec §9 (USD) and the allowances of DECISIONS.md. */
const catalogue: Catalogue[] = [
  { tier: 'free', name: tierNames.free, monthly: 0, annual: null, annualSaving: null, allowance: '1 workout per week', allowanceDetail: '1 workout per week (4 per month)', summary: 'Try the EST Framework with a full workout every week.', badge: null },
  { tier: 'lite', name: tierNames.lite, monthly: 9.99, annual: 99.99, annualSaving: 20, allowance: '10 workouts per month', allowanceDetail: '10 workouts per month (1 every 3 days)', summary: 'For coaches who plan a few key sessions and a season each month.', badge: null },
  { tier: 'pro', name: tierNames.pro, monthly: 19.99, annual: 199.99, annualSaving: 40, allowance: '1 workout per day', allowanceDetail: '1 workout per day', summary: 'A fresh, race-ready session for every practice.', badge: 'Most Popular' },
  { tier: 'elite', name: tierNames.elite, monthly: 29.99, annual: 299.99, annualSaving: 60, allowance: 'Unlimited workouts', allowanceDetail: 'Unlimited workouts', summary: 'Unlimited planning for programs with many groups.', badge: 'Ultimate' },
];

/**
 * What each card lists, from the declared entitlements table: Free's basic framework, then for each
 * paid tier what it adds over the one below.
 */
function cardFeatures({ tier, allowanceDetail }: Catalogue, below: Catalogue | undefined): string[] {
  if (tier === 'free') return [allowanceDetail, ...included];
  return [allowanceDetail, `Everything in ${below?.name ?? tierNames.free}`, ...featuresAddedBy(tier).map((f) => features[f].name)];
}

export const PLAN_CARDS: PlanCard[] = catalogue.map(({ allowanceDetail, ...card }, i) => ({ ...card, features: cardFeatures({ ...card, allowanceDetail }, catalogue[i - 1]) }));

const listed = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** "1 workout per day, with season plans and taper programs, test-derived paces and premium analytics." */
function describe(tier: Tier): string {
  if (tier === 'admin') return 'Administrator access: unlimited workouts and every feature.';
  const card = catalogue.find((c) => c.tier === tier)!;
  const unlocked = featuresOf(tier).map((f) => features[f].name.toLowerCase());
  return unlocked.length === 0 ? `${card.allowance} on the basic EST Framework, with every export.` : `${card.allowance}, with ${listed(unlocked)}.`;
}

const descriptions = Object.fromEntries((['free', 'lite', 'pro', 'elite', 'admin'] as Tier[]).map((t) => [t, describe(t)])) as Record<Tier, string>;

export const price = (amount: number) => (amount === 0 ? '$0' : `$${amount.toFixed(2)}`);

export const planDescription = (type: SubscriptionType) => descriptions[tierOf(type)];

/** "Pro Monthly", or "Pro Monthly · Past due" while a failed payment is unpaid: what the header says of the plan. */
export const planStatusLabel = (user: { subscription_type: SubscriptionType; subscription_status?: string | null }) =>
  user.subscription_status === 'past_due' ? `${planLabel(user.subscription_type)} · Past due` : planLabel(user.subscription_type);

/** "pro_annual" → "Pro"; unknown ids read as Pro, like the legacy values. */
export function planNameOf(planId: string): string {
  const card = PLAN_CARDS.find((p) => p.tier !== 'free' && planId.startsWith(p.tier));
  return card?.name ?? tierNames.pro;
}
