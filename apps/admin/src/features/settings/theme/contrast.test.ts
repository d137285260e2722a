/** The WCAG contrast formula against the published reference values. */
import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex } from './contrast';

describe('contrast', () => {
  it('reads short and long hex colours and refuses the rest', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#1D4ED8')).toEqual([29, 78, 216]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
  });

  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBeCloseTo(1, 5);
  });

  it('matches known ratios around the AA threshold', () => {
    // #767676 on white is the classic lightest AA grey (4.54:1); #777777 just fails (4.48:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#2563eb')).toBeCloseTo(5.17, 2);
  });

  it('answers null when a colour is not valid', () => {
    expect(contrastRatio('#ggg', '#fff')).toBeNull();
  });
});
