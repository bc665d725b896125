import { tierNames, type Tier } from './tiers';

/**
 * What each tier gets beyond the allowance (DECISIONS.md "Entitlements"), declared once: the
 * server's checks, the pricing cards, the landing page and the Special Offer texts all read this
 * table. Plain data and functions, no zod: the browser imports it cheaply. The Pro trial is a Pro
 * subscription, so it grants Pro's entitlements.
 */
export type Feature = 'season_plans' | 'test_paces' | 'analytics' | 'lane_groups' | 'priority_support';

export type PaidTier = 'lite' | 'pro' | 'elite';

export interface FeatureEntry {
  /** The lowest tier that unlocks the feature; every tier above it (and admin) has it too. */
  tier: PaidTier;
  /** What the feature is called on the pricing cards and in refusals ("Season plans"). */
  name: string;
  /** One line saying what it does for a coach. */
  pitch: string;
}

export const features: Record<Feature, FeatureEntry> = {
  season_plans: {
    tier: 'lite',
    name: 'Season plans and taper programs',
    pitch: 'Periodised seasons from your meet calendar, with tapers matched to your swimmers',
  },
  test_paces: {
    tier: 'lite',
    name: 'Test-derived paces',
    pitch: 'Send-offs from your swimmers’ own CSS, T-30 or step-test results',
  },
  analytics: {
    tier: 'pro',
    name: 'Premium analytics',
    pitch: 'Weekly volume, zone and stroke mix of everything you planned',
  },
  lane_groups: {
    tier: 'elite',
    name: 'Lane groups and custom plans',
    pitch: 'One set written for every lane, each group on its own paces',
  },
  priority_support: {
    tier: 'elite',
    name: 'Priority support',
    pitch: 'A direct support address answered first',
  },
};

/** What every tier gets, Free included (the "basic framework"). */
export const included = [
  'Single workouts on the EST Framework',
  'Refine plans in plain words',
  'History, sharing and printing',
  'Word, PDF, Garmin and calendar export',
  'Your own base pace',
] as const;

const rank: Record<Tier, number> = { free: 0, lite: 1, pro: 2, elite: 3, admin: 4 };

/** Whether a tier has a feature. */
export function entitled(tier: Tier, feature: Feature): boolean {
  return rank[tier] >= rank[features[feature].tier];
}

/** The features a tier has, in the table's order. */
export function featuresOf(tier: Tier): Feature[] {
  return (Object.keys(features) as Feature[]).filter((feature) => entitled(tier, feature));
}

/** The features a paid tier adds over the tier below it: what its pricing card lists. */
export function featuresAddedBy(tier: PaidTier): Feature[] {
  return (Object.keys(features) as Feature[]).filter((feature) => features[feature].tier === tier);
}

/** The refusal of a locked feature, naming the lowest tier that unlocks it. */
export function lockedDetail(feature: Feature): string {
  const { name, tier } = features[feature];
  return `${name}: available on the ${tierNames[tier]} plan and above. Upgrade to ${tierNames[tier]} to unlock it.`;
}
