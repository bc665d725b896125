import { describe, expect, it } from 'vitest';
import { checkExpiry, isActive, splitTargets } from './messages';

const now = new Date('2026-03-01T12:00:00Z');

describe('admin message rules', () => {
  it('takes tiers and user ids once each, whatever their case', () => {
    expect(splitTargets(['Pro', 'pro', ' all ', 'A0B1C2D3-0000-4000-8000-00000000000A', 'a0b1c2d3-0000-4000-8000-00000000000a'])).toEqual({
      audiences: ['pro', 'all'],
      userIds: ['a0b1c2d3-0000-4000-8000-00000000000a'],
    });
  });

  it('refuses an expiry that has passed, naming the field', () => {
    expect(() => checkExpiry('2026-03-01T12:00:00Z', now)).toThrow('expires_at must be in the future');
    expect(checkExpiry('2026-03-01T13:00:00+01:00', new Date('2026-03-01T11:59:00Z'))).toEqual(new Date('2026-03-01T12:00:00Z'));
    expect(checkExpiry(null, now)).toBeNull();
  });

  it('is active until withdrawn or expired', () => {
    expect(isActive({ deactivatedAt: null, expiresAt: null }, now)).toBe(true);
    expect(isActive({ deactivatedAt: null, expiresAt: new Date('2026-03-01T12:00:01Z') }, now)).toBe(true);
    expect(isActive({ deactivatedAt: null, expiresAt: now }, now)).toBe(false);
    expect(isActive({ deactivatedAt: new Date('2026-02-01T00:00:00Z'), expiresAt: null }, now)).toBe(false);
  });
});
