/** The snippet preview's cutting and length rules. */
import { describe, expect, it } from 'vitest';
import { breadcrumb, lengthVerdict, truncateForSnippet } from './snippet';

describe('search result snippet', () => {
  it('keeps a text that fits and cuts a long one on a word boundary with an ellipsis', () => {
    expect(truncateForSnippet('Karriere-Coaching in Berlin', 60)).toBe('Karriere-Coaching in Berlin');
    const long = 'Karriere-Coaching in Berlin für Menschen, die beruflich neu anfangen und ihren Weg suchen';
    const shown = truncateForSnippet(long, 60);
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(shown.slice(0, -2))).toBe(true);
  });

  it('judges lengths against the goal', () => {
    expect(lengthVerdict(0, 60)).toBe('empty');
    expect(lengthVerdict(20, 60)).toBe('short');
    expect(lengthVerdict(60, 60)).toBe('good');
    expect(lengthVerdict(61, 60)).toBe('long');
  });

  it('shows the address as a breadcrumb', () => {
    expect(breadcrumb('https://example.org', '/services/packages')).toBe('example.org › services › packages');
    expect(breadcrumb('https://example.org', '/')).toBe('example.org');
  });
});
