import { describe, expect, it } from 'vitest';
import { features, featuresOf, included, type Feature } from '@laneforge/contracts/entitlements';
import { trialBenefits } from '../features/subscription/components/offer';
import { PLAN_CARDS, planDescription } from './plans';

const names = (list: Feature[]) => list.map((f) => features[f].name);
const card = (tier: string) => PLAN_CARDS.find((c) => c.tier === tier)!;

describe('pricing texts come from the declared entitlements table', () => {
  it('sells Free what Free gets, and none of the locked features', () => {
    expect(card('free').features).toEqual(['1 workout per week (4 per month)', ...included]);
    for (const name of names(Object.keys(features) as Feature[])) expect(card('free').features.join(' ')).not.toContain(name);
    expect(planDescription('free')).toBe('1 workout per week on the basic EST Framework, with every export.');
  });

  it('lists on each paid card exactly the features its tier adds', () => {
    expect(card('lite').features).toEqual(['10 workouts per month (1 every 3 days)', 'Everything in Free', 'Season plans and taper programs', 'Test-derived paces']);
    expect(card('pro').features).toEqual(['1 workout per day', 'Everything in Lite', 'Premium analytics']);
    expect(card('elite').features).toEqual(['Unlimited workouts', 'Everything in Pro', 'Lane groups and custom plans', 'Priority support']);
    expect(planDescription('pro_annual')).toBe('1 workout per day, with season plans and taper programs, test-derived paces and premium analytics.');
  });

  it('offers in the Pro trial what Pro has and nothing more', () => {
    expect(trialBenefits.slice(1, -1)).toEqual(names(featuresOf('pro')));
    expect(trialBenefits).not.toContain('Priority support');
  });
});
