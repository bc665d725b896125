import { describe, expect, it } from 'vitest';
import { jsonCache } from './json-cache';

describe('the JSON cache of plan answers', () => {
  it('answers only for the stamp a copy was kept under', () => {
    const cache = jsonCache();
    cache.set('a', '1:1', '{"v":1}');
    expect(cache.get('a', '1:1')).toBe('{"v":1}');
    expect(cache.get('a', '2:2')).toBeUndefined();
    cache.set('a', '2:2', '{"v":2}');
    expect(cache.get('a', '1:1')).toBeUndefined();
    expect(cache.get('a', '2:2')).toBe('{"v":2}');
    cache.delete('a');
    expect(cache.get('a', '2:2')).toBeUndefined();
  });

  it('keeps at most its characters, dropping the oldest copy first, and never one larger than all of them', () => {
    const cache = jsonCache(10);
    cache.set('a', 's', '1234');
    cache.set('b', 's', '5678');
    cache.set('c', 's', '90');
    expect([cache.get('a', 's'), cache.get('b', 's'), cache.get('c', 's')]).toEqual(['1234', '5678', '90']);
    cache.set('d', 's', 'xyz');
    expect(cache.get('a', 's')).toBeUndefined();
    expect([cache.get('b', 's'), cache.get('c', 's'), cache.get('d', 's')]).toEqual(['5678', '90', 'xyz']);
    cache.set('e', 's', 'far too long for it');
    expect(cache.get('e', 's')).toBeUndefined();
    expect(cache.get('b', 's')).toBe('5678');
  });
});
