/**
 * The brand colour scale: lightness falls from 50 to 900, the hue stays, every shade is a real
 * sRGB colour, and shade 500 is the chosen colour itself (exactly: it is the owner's hex).
 */
import { THEME_SHADES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { brandScale, hexToOklch, inGamut, type Shade, scaleOklch } from './colour-scale';

const BRANDS = ['#438f7c', '#2563eb', '#d66a29', '#7dd3fc', '#e11d48', '#0f5132', '#facc15', '#6d28d9'];

const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('brandScale', () => {
  it.each(BRANDS)('keeps %s as shade 500 and fills every other shade with a hex colour', (brand) => {
    const scale = brandScale(brand);
    expect(scale?.['500']).toBe(brand);
    for (const shade of THEME_SHADES) expect(scale?.[shade]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(BRANDS)('falls in lightness from 50 to 900 for %s, before and after rounding to hex', (brand) => {
    const base = hexToOklch(brand);
    if (!base) throw new Error(brand);
    const exact = scaleOklch(base);
    const rounded: Partial<Record<Shade, string>> = brandScale(brand) ?? {};
    const lightness = (pick: (shade: Shade) => number) => THEME_SHADES.map(pick);
    for (const values of [
      lightness((shade) => exact[shade].l),
      lightness((shade) => hexToOklch(rounded[shade] ?? '')?.l ?? Number.NaN),
    ]) {
      for (let index = 1; index < values.length; index++) {
        expect(values[index], `${brand} ${THEME_SHADES[index]}`).toBeLessThan(values[index - 1] as number);
      }
    }
  });

  it.each(BRANDS)('keeps the hue of %s within a degree and every shade inside sRGB', (brand) => {
    const base = hexToOklch(brand);
    if (!base) throw new Error(brand);
    const exact = scaleOklch(base);
    for (const shade of THEME_SHADES) {
      expect(inGamut(exact[shade]), `${brand} ${shade} in gamut`).toBe(true);
      expect(hueDistance(exact[shade].h, base.h), `${brand} ${shade} hue`).toBeLessThan(1);
      // After rounding to 8-bit hex a faint shade's hue can move a little more: a hex colour cannot
      // hold a hue that closely when there is almost no colour in it.
      const hex = hexToOklch(brandScale(brand)?.[shade] ?? '');
      if (hex && hex.c >= 0.03)
        expect(hueDistance(hex.h, base.h), `${brand} ${shade} hex hue`).toBeLessThan(1);
    }
  });

  it('eases the chroma towards both ends and never goes past the chosen colour’s', () => {
    const base = hexToOklch('#2563eb');
    if (!base) throw new Error('base');
    const exact = scaleOklch(base);
    expect(exact['50'].c).toBeLessThan(exact['300'].c);
    expect(exact['900'].c).toBeLessThan(exact['600'].c);
    for (const shade of THEME_SHADES) expect(exact[shade].c).toBeLessThanOrEqual(base.c + 1e-9);
  });

  it('keeps the order (not necessarily strict) for white and black, and refuses what is not a colour', () => {
    for (const brand of ['#ffffff', '#000000']) {
      const values = THEME_SHADES.map((shade) => hexToOklch(brandScale(brand)?.[shade] ?? '')?.l ?? 0);
      for (let index = 1; index < values.length; index++) {
        expect(values[index]).toBeLessThanOrEqual((values[index - 1] as number) + 1e-9);
      }
    }
    expect(brandScale('blau')).toBeNull();
  });
});
