import { describe, expect, it } from 'vitest';
import { changedFields, userSummary } from './audit';

describe('audit summaries', () => {
  it('keeps only the fields that changed, with both values', () => {
    expect(changedFields({ name: 'A', email: 'a@x.io', role: 'user' }, { name: 'B', email: 'a@x.io', role: undefined })).toEqual({ before: { name: 'A' }, after: { name: 'B' } });
    expect(changedFields({ name: 'A' }, { name: 'A' })).toEqual({ before: {}, after: {} });
    expect(changedFields({}, { subscription_type: 'elite_monthly' })).toEqual({ before: { subscription_type: null }, after: { subscription_type: 'elite_monthly' } });
  });

  it('summarises a user without anything secret', () => {
    const summary = userSummary({ name: 'A', email: 'a@x.io', role: 'user', subscription_type: 'free', subscription_status: 'active', ...{ password: 'x', picture: 'p' } } as never);
    expect(Object.keys(summary).sort()).toEqual(['email', 'name', 'role', 'subscription_status', 'subscription_type']);
  });
});
