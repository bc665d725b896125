import { billingCycle, planLabel, tierName, tierOf, type Tier } from '@laneforge/contracts/tiers';
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

/** The catalogue of spec §9 (USD); what each tier includes follows DECISIONS.md "Entitlements". */
export const PLAN_CARDS: PlanCard[] = [
  {
    tier: 'free',
    name: 'Free',
    monthly: 0,
    annual: null,
    annualSaving: null,
    allowance: '1 workout per week',
    summary: 'Try the EST Framework with a full workout every week.',
    features: ['1 workout per week (4 per month)', 'Basic EST Framework: single workouts', 'Refine, print and shareable team links', 'PDF, Word, Garmin watch and calendar export'],
    badge: null,
  },
  {
    tier: 'lite',
    name: 'Lite',
    monthly: 9.99,
    annual: 99.99,
    annualSaving: 20,
    allowance: '10 workouts per month',
    summary: 'For coaches who plan a few key sessions each month.',
    features: ['10 workouts per month (1 every 3 days)', 'Advanced EST Framework', 'Season plans, taper and championship programs', 'Paces from your test sets'],
    badge: null,
  },
  {
    tier: 'pro',
    name: 'Pro',
    monthly: 19.99,
    annual: 199.99,
    annualSaving: 40,
    allowance: '1 workout per day',
    summary: 'A fresh, race-ready session for every practice.',
    features: ['1 workout per day', 'Advanced EST Framework', 'Season plans, taper and championship programs', 'Premium analytics'],
    badge: 'Most Popular',
  },
  {
    tier: 'elite',
    name: 'Elite',
    monthly: 29.99,
    annual: 299.99,
    annualSaving: 60,
    allowance: 'Unlimited workouts',
    summary: 'Unlimited planning for programs with many groups.',
    features: ['Unlimited workouts', 'Custom plans: lane groups with their own paces', 'Season plans and premium analytics', 'VIP priority support'],
    badge: 'Ultimate',
  },
];

export const price = (amount: number) => (amount === 0 ? '$0' : `$${amount.toFixed(2)}`);

const descriptions: Record<Tier, string> = {
  free: '1 workout per week on the basic EST Framework, with every export.',
  lite: '10 workouts per month on the advanced EST Framework, season plans included.',
  pro: 'A workout every day, season plans and premium analytics.',
  elite: 'Unlimited workouts, custom plans for lane groups and VIP priority support.',
  admin: 'Administrator access with unlimited workouts.',
};

export const planDescription = (type: SubscriptionType) => descriptions[tierOf(type)];

/** "pro_annual" → "Pro"; unknown ids read as Pro, like the legacy values. */
export function planNameOf(planId: string): string {
  const card = PLAN_CARDS.find((p) => p.tier !== 'free' && planId.startsWith(p.tier));
  return card?.name ?? 'Pro';
}
