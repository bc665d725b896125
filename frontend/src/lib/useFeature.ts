import { features, type Feature } from '@laneforge/contracts/entitlements';
import { useAppSelector } from '../app/hooks';
import { entitled, tierOfUser, unlockingTier } from './entitlements';

/** Whether the signed-in user has a feature, and the tier that unlocks it when not; the server checks again on every call. */
export function useFeature(feature: Feature): { unlocked: boolean; name: string; tier: string } {
  const tier = useAppSelector((s) => (s.auth.user ? tierOfUser(s.auth.user) : 'free'));
  return { unlocked: entitled(tier, feature), name: features[feature].name, tier: unlockingTier(feature) };
}
