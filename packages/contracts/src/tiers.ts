/** Allowance tiers. Plain functions, no zod: the browser imports this cheaply. */
export type Tier = 'free' | 'lite' | 'pro' | 'elite' | 'admin';

/** The allowance tier a subscription type grants; legacy monthly/annual read as Pro (DECISIONS.md). */
export function tierOf(type: string): Tier {
  if (type === 'free' || type === 'admin') return type;
  if (type === 'monthly' || type === 'annual') return 'pro';
  return type.split('_')[0] as Tier;
}
