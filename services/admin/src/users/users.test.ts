import type { User } from '@laneforge/contracts';
import { describe, expect, it } from 'vitest';
import { planUpdate } from './users';

const current: User = {
  id: '5d7f7a8e-8f1a-4f3e-9a59-1d2d7a0b4c11',
  name: 'Casey Coach',
  email: 'casey@example.com',
  role: 'user',
  subscription_type: 'free',
  subscription_status: 'active',
  current_period_end: null,
  picture: null,
  timezone: 'UTC',
  created_at: '2025-01-01T00:00:00.000Z',
  usage_count: 0,
  total_workouts_created: 0,
  workouts_created_today: 0,
};

describe('an administrator’s edit', () => {
  it('changes nothing when the dialog sends the user as they are', () => {
    expect(planUpdate(current, { name: 'Casey Coach', email: 'CASEY@example.com', role: 'user', subscription_type: 'free', subscription_status: 'active' })).toEqual({ profile: null, subscription: null });
  });

  it('sends name, email and role to auth and the subscription to billing', () => {
    expect(planUpdate(current, { name: ' Casey Lane ', email: 'lane@example.com', subscription_type: 'elite_monthly', subscription_status: 'active' })).toEqual({
      profile: { name: 'Casey Lane', email: 'lane@example.com' },
      subscription: { subscription_type: 'elite_monthly', subscription_status: 'active' },
    });
    expect(planUpdate({ ...current, subscription_type: 'pro_monthly' }, { subscription_status: 'canceled' }).subscription).toEqual({ subscription_type: 'pro_monthly', subscription_status: 'cancelled' });
  });

  it('reads canceled as cancelled, so spelling alone is no change', () => {
    expect(planUpdate({ ...current, subscription_status: 'canceled' }, { subscription_status: 'cancelled' })).toEqual({ profile: null, subscription: null });
  });

  it('refuses what billing’s override cannot set, naming the field', () => {
    expect(() => planUpdate(current, { subscription_type: 'monthly' })).toThrow(/^subscription_type must be one of: free, admin, lite_monthly/);
    expect(() => planUpdate(current, { subscription_type: 'pro_monthly', subscription_status: 'past_due' })).toThrow(/^subscription_status must be one of: active, cancelled, expired/);
    expect(() => planUpdate(current, { subscription_type: 'admin' })).toThrow(/^subscription_type admin is only for administrator accounts/);
    expect(planUpdate(current, { role: 'admin', subscription_type: 'admin' })).toEqual({ profile: { role: 'admin' }, subscription: { subscription_type: 'admin', subscription_status: 'active' } });
  });

  it('moves a demoted administrator off the administrators’ plan, to Free', () => {
    const head = { ...current, role: 'admin' as const, subscription_type: 'admin' as const };
    expect(planUpdate(head, { role: 'user', subscription_type: 'admin', subscription_status: 'active' })).toEqual({
      profile: { role: 'user' },
      subscription: { subscription_type: 'free', subscription_status: 'active' },
    });
    expect(planUpdate(head, { role: 'user', subscription_type: 'pro_monthly' }).subscription).toEqual({ subscription_type: 'pro_monthly', subscription_status: 'active' });
  });

  it('leaves an unchanged past-due subscription alone while the name changes', () => {
    expect(planUpdate({ ...current, subscription_type: 'pro_monthly', subscription_status: 'past_due' }, { name: 'New', subscription_type: 'pro_monthly', subscription_status: 'past_due' })).toEqual({
      profile: { name: 'New' },
      subscription: null,
    });
  });
});
