import { describe, expect, it } from 'vitest';
import { sharedWords } from './shared-words';

describe('a shared plan read by someone other than its coach', () => {
  it('names the coach’s test where the plan told the coach “your” test', () => {
    expect(sharedWords('Paces: base 1:20/100 SCY, threshold 1:13/100 (from your CSS test; back 1:30)')).toBe('Paces: base 1:20/100 SCY, threshold 1:13/100 (from the coach’s CSS test; back 1:30)');
    expect(sharedWords('(from your T-30 test)')).toBe('(from the coach’s T-30 test)');
    expect(sharedWords('(from your 7 x 200 step test)')).toBe('(from the coach’s 7 x 200 step test)');
  });

  it('leaves out the advice to store paces, which only the coach can follow', () => {
    expect(sharedWords('Paces: base 1:25/100 SCY, the High School default (store your own under Paces)')).toBe('Paces: base 1:25/100 SCY, the High School default');
  });

  it('keeps every other word as written', () => {
    const text = '**Threshold Tuesday**\nMain: 8 x 100 free on 1:30 — your fastest holdable pace';
    expect(sharedWords(text)).toBe(text);
  });
});
