import { ANALYTICS } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { isTrackedPath } from './tracked-path';

describe('isTrackedPath', () => {
  it('excludes exactly the spec prefixes', () => {
    expect(ANALYTICS.excludedPathPrefixes).toEqual(['/api/', '/admin/', '/static/', '/media/']);
  });

  it.each([
    ['/api/analytics/track/', false],
    ['/admin/', false],
    ['/admin/users', false],
    ['/static/app.js', false],
    ['/media/hero.jpg', false],
    ['/', true],
    ['/about', true],
    ['/services/packages/neustart-paket', true],
    ['/legal/privacy', true],
    ['/apis', true],
    ['/administration', true],
    ['/media', true],
  ])('%s → %s', (path, expected) => {
    expect(isTrackedPath(path)).toBe(expected);
  });
});
