import { ConfigError } from '@laneforge/platform';
import { describe, expect, it } from 'vitest';
import { providerName } from './index';

const key = 'sk_test_123';

describe('which payment provider billing runs', () => {
  it('Stripe when a key is set, the simulation without one outside production', () => {
    expect(providerName({ NODE_ENV: 'production', STRIPE_SECRET_KEY: key })).toBe('stripe');
    expect(providerName({ NODE_ENV: 'development' })).toBe('local');
    expect(providerName({ NODE_ENV: 'test' })).toBe('local');
  });

  it('in production, never the simulation by itself: only when PAYMENT_PROVIDER=local says so', () => {
    expect(() => providerName({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => providerName({ NODE_ENV: 'production' })).toThrow(/STRIPE_SECRET_KEY: not set.*PAYMENT_PROVIDER=local/);
    expect(providerName({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local' })).toBe('local');
  });

  it('refuses a choice that contradicts the key', () => {
    expect(() => providerName({ NODE_ENV: 'development', PAYMENT_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/);
    expect(() => providerName({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'local', STRIPE_SECRET_KEY: key })).toThrow(/PAYMENT_PROVIDER: local .* contradicts/);
  });
});
