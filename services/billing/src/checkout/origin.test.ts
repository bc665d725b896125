import { describe, expect, it } from 'vitest';
import { assertOwnOrigin } from './use-cases';

describe('where checkout may send the user back', () => {
  it('accepts addresses of the page the request came from', () => {
    expect(() => assertOwnOrigin(['http://localhost:8080/dashboard?subscription=success', 'http://localhost:8080/subscription?cancelled=true'], 'http://localhost:8080')).not.toThrow();
  });

  it('refuses another site, and anything but http(s), with 400', () => {
    expect(() => assertOwnOrigin(['https://evil.example/phish', 'http://localhost:8080/subscription'], 'http://localhost:8080')).toThrow(/addresses of this site/);
    expect(() => assertOwnOrigin(['javascript:alert(1)'], undefined)).toThrow(/http or https/);
  });

  it('lets a client that is not a browser (no Origin) name any http(s) address', () => {
    expect(() => assertOwnOrigin(['https://example.com/done'], undefined)).not.toThrow();
  });
});
