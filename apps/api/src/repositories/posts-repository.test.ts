import { describe, expect, it } from 'vitest';
import { readingTimeMinutes } from './posts-repository';

describe('readingTimeMinutes', () => {
  it('is at least one minute', () => {
    expect(readingTimeMinutes('kurz')).toBe(1);
  });
  it('counts 200 words a minute', () => {
    expect(readingTimeMinutes('wort '.repeat(1000))).toBe(5);
  });
  it('counts Chinese characters as half words', () => {
    expect(readingTimeMinutes('字'.repeat(2000))).toBe(5);
  });
});
