/** Allowance tiers. Plain functions, no zod: the browser imports this cheaply. */
export type Tier = 'free' | 'lite' | 'pro' | 'elite' | 'admin';

/** The allowance tier a subscription type grants; legacy monthly/annual read as Pro (DECISIONS.md). */
export function tierOf(type: string): Tier {
  if (type === 'free' || type === 'admin') return type;
  if (type === 'monthly' || type === 'annual') return 'pro';
  return type.split('_')[0] as Tier;
}

/** What a user's tier is decided from: the profile's subscription fields. */
export interface EntitlementFacts {
  role: string;
  subscriptionType: string;
  subscriptionStatus: string;
  /** Unix seconds. */
  currentPeriodEnd: number | null;
}

/**
 * The tier a user has now, the one rule the server enforces and the browser shows: administrators
 * are admin; an expired subscription, or a cancelled one whose paid time has run out, is free.
 */
export function tierFor(facts: EntitlementFacts, now: Date): Tier {
  if (facts.role === 'admin') return 'admin';
  const tier = tierOf(facts.subscriptionType);
  if (!(tier in tierNames)) return 'free';
  if (tier === 'free' || tier === 'admin') return tier;
  if (facts.subscriptionStatus === 'expired') return 'free';
  const cancelled = facts.subscriptionStatus === 'cancelled' || facts.subscriptionStatus === 'canceled';
  if (cancelled && facts.currentPeriodEnd !== null && facts.currentPeriodEnd * 1000 <= now.getTime()) return 'free';
  return tier;
}

/** A tier as people say it. */
export const tierNames: Record<Tier, string> = { free: 'Free', lite: 'Lite', pro: 'Pro', elite: 'Elite', admin: 'Admin' };

/** "Pro", "Free": a subscription type's tier as people say it. */
export const tierName = (type: string) => tierNames[tierOf(type)];

/** Monthly or Annual for a paid plan; N/A for free, admin and the legacy values without a cycle. */
export function billingCycle(type: string): 'Monthly' | 'Annual' | 'N/A' {
  if (type.endsWith('monthly')) return 'Monthly';
  if (type.endsWith('annual')) return 'Annual';
  return 'N/A';
}

/** "Pro Monthly", "Free", "Admin": what the user menu, the support mail and notifications call a plan. */
export function planLabel(type: string): string {
  const cycle = billingCycle(type);
  return cycle === 'N/A' ? tierName(type) : `${tierName(type)} ${cycle}`;
}
