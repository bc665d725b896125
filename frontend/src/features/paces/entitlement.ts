import { type Feature, entitled, features } from '@laneforge/contracts/entitlements';
import { type Tier, tierOf } from '@laneforge/contracts/tiers';
import type { User } from '@laneforge/contracts/user';
import { useAppSelector } from '../../app/hooks';

/** The tier the signed-in user's features follow; the server checks again on every call. */
export function tierOfUser(user: Pick<User, 'role' | 'subscription_type'> | null | undefined): Tier {
  if (!user) return 'free';
  return user.role === 'admin' ? 'admin' : tierOf(user.subscription_type);
}

/** Whether the signed-in user has a feature, and the tier that unlocks it when not. */
export function useFeature(feature: Feature): { unlocked: boolean; name: string; tier: string } {
  const tier = useAppSelector((s) => tierOfUser(s.auth.user));
  const entry = features[feature];
  return { unlocked: entitled(tier, feature), name: entry.name, tier: entry.tier[0]!.toUpperCase() + entry.tier.slice(1) };
}
