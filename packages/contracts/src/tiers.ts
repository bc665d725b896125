/** Allowance tiers. Plain functions, no zod: the browser imports this cheaply. */
export type Tier = 'free' | 'lite' | 'pro' | 'elite' | 'admin';

/** The allowance tier a subscription type grants; legacy monthly/annual read as Pro (DECISIONS.md). */
export function tierOf(type: string): Tier {
  if (type === 'free' || type === 'admin') return type;
  if (type === 'monthly' || type === 'annual') return 'pro';
  return type.split('_')[0] as Tier;
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
