import { describe, expect, it } from 'vitest';
import { assertOwnSite } from './guards';

const check = (urls: Record<string, string>, appUrl = 'http://localhost:8080') => () => assertOwnSite(urls, appUrl, 'LaneForge');

describe('where checkout may send the user back', () => {
  it('accepts addresses of the product at its public address', () => {
    expect(check({ success_url: 'http://localhost:8080/dashboard?subscription=success', cancel_url: 'http://localhost:8080/subscription?cancelled=true' })).not.toThrow();
    expect(check({ success_url: 'https://laneforge.example.com/dashboard' }, 'https://laneforge.example.com')).not.toThrow();
  });

  it('takes localhost and 127.0.0.1 as one machine, at the same scheme and port only', () => {
    expect(check({ success_url: 'http://127.0.0.1:8080/dashboard', cancel_url: 'http://[::1]:8080/subscription' })).not.toThrow();
    expect(check({ success_url: 'http://127.0.0.1:9999/dashboard' })).toThrow(/success_url must be an address of LaneForge \(http:\/\/localhost:8080\)/);
    expect(check({ success_url: 'https://localhost:8080/dashboard' })).toThrow(/success_url/);
    // A public product has no loopback twin.
    expect(check({ success_url: 'http://localhost/dashboard' }, 'https://laneforge.example.com')).toThrow(/success_url/);
  });

  it('refuses another site whatever the request says of itself, naming the field', () => {
    expect(check({ success_url: 'http://localhost:8080/dashboard', cancel_url: 'https://evil.example/phish' })).toThrow(/^cancel_url must be an address of LaneForge/);
    expect(check({ success_url: 'http://localhost:8080@evil.example/' })).toThrow(/^success_url must be an address/);
    expect(check({ success_url: 'https://laneforge.example.com.evil.example/' }, 'https://laneforge.example.com')).toThrow(/^success_url/);
  });

  it('refuses anything but http(s)', () => {
    expect(check({ success_url: 'javascript:alert(1)' })).toThrow(/^success_url must be an http or https address/);
    expect(check({ cancel_url: 'not an address' })).toThrow(/^cancel_url must be an http or https address/);
  });
});
