import { entitled, features, lockedDetail, type Feature } from '@laneforge/contracts/entitlements';
import { tierFor, tierNames, type Tier } from '@laneforge/contracts/tiers';
import type { User } from '@laneforge/contracts/user';

export { entitled, features, tierNames, type Feature };

const refusals = new Set((Object.keys(features) as Feature[]).map(lockedDetail));

/**
 * A 403 for a feature the tier does not include (DECISIONS.md "Entitlements"): the user is still
 * signed in and only needs to upgrade, so it must not end the session as other 403s do.
 */
export const isLockedRefusal = (detail: string | undefined) => detail !== undefined && refusals.has(detail);

/** "Lite", "Pro", "Elite": the tier that unlocks a feature, as the pricing cards name it. */
export const unlockingTier = (feature: Feature) => tierNames[features[feature].tier];

/**
 * The tier a signed-in user has, from their profile, by the rule the server enforces (`tierFor`):
 * what the server decides (`/usage/check`) when a screen already has it, this where only the user is at hand.
 */
export function tierOfUser(user: Pick<User, 'role' | 'subscription_type' | 'subscription_status' | 'current_period_end'>): Tier {
  return tierFor({ role: user.role, subscriptionType: user.subscription_type, subscriptionStatus: user.subscription_status, currentPeriodEnd: user.current_period_end }, new Date());
}
