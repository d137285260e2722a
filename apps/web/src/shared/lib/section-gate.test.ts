import { describe, expect, it } from 'vitest';
import { isSectionOpen } from './section-gate';

describe('isSectionOpen', () => {
  it('opens a gated section only while its setting is true', () => {
    expect(isSectionOpen('blog_enabled', { blog_enabled: true, career_enabled: false })).toBe(true);
    expect(isSectionOpen('career_enabled', { blog_enabled: true, career_enabled: false })).toBe(false);
    expect(isSectionOpen('career_enabled', { blog_enabled: false, career_enabled: true })).toBe(true);
  });

  it('keeps a gated section closed when the settings are missing or failed to load', () => {
    expect(isSectionOpen('blog_enabled', null)).toBe(false);
    expect(isSectionOpen('blog_enabled', undefined)).toBe(false);
    expect(isSectionOpen('blog_enabled', {})).toBe(false);
  });

  it('always opens what has no gate', () => {
    expect(isSectionOpen(undefined, null)).toBe(true);
    expect(isSectionOpen(undefined, { blog_enabled: false })).toBe(true);
  });
});
