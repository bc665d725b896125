import { features, featuresOf } from '@laneforge/contracts/entitlements';

/**
 * What the Pro trial gives, from the declared table: the trial is a Pro subscription, so it lists
 * Pro's allowance and Pro's features, and nothing Pro does not have.
 */
export const trialBenefits = ['Daily workout generation', ...featuresOf('pro').map((f) => features[f].name), 'No commitment: no card needed, it simply ends after 30 days'];
