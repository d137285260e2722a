/**
 * One brand colour → the ten shades 50–900 the site reads (decision 091). Worked out in OKLCH, where
 * equal lightness steps look equal: the chosen colour is shade 500 exactly; the lighter and darker
 * shades keep its hue, take Tailwind's lightness steps (scaled so the steps stay in order whatever
 * the chosen lightness), and ease its chroma towards both ends; a shade outside sRGB loses chroma
 * until it fits. OKLab's published matrices (https://bottosson.github.io/posts/oklab/) are the
 * whole of the maths, so no colour library is added to the console for it.
 */
import { THEME_SHADES } from '@wegweiser/contracts/constants';
import { parseHex } from './contrast';

export type Shade = (typeof THEME_SHADES)[number];
export type Oklch = { l: number; c: number; h: number };
type Rgb = [number, number, number];

const toLinear = (value: number) => {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (value: number) =>
  255 * (value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055);

function rgbToOklch([r8, g8, b8]: Rgb): Oklch {
  const [r, g, b] = [toLinear(r8), toLinear(g8), toLinear(b8)];
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const L = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const A = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const B = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const h = (Math.atan2(B, A) * 180) / Math.PI;
  return { l: L, c: Math.hypot(A, B), h: h < 0 ? h + 360 : h };
}

/** OKLCH → linear sRGB, unclamped (a channel outside 0–1 means outside the sRGB gamut). */
function oklchToLinear({ l: L, c, h }: Oklch): Rgb {
  const A = c * Math.cos((h * Math.PI) / 180);
  const B = c * Math.sin((h * Math.PI) / 180);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const EPSILON = 1e-6;
export const inGamut = (colour: Oklch) =>
  oklchToLinear(colour).every((channel) => channel >= -EPSILON && channel <= 1 + EPSILON);

/** A `#rrggbb` colour in OKLCH, or null for anything that is not a hex colour. */
export function hexToOklch(hex: string): Oklch | null {
  const rgb = parseHex(hex);
  return rgb ? rgbToOklch(rgb) : null;
}

/** An in-gamut OKLCH colour as `#rrggbb` (channels rounded to 8 bits). */
export function oklchToHex(colour: Oklch): string {
  return `#${oklchToLinear(colour)
    .map((channel) => Math.round(fromLinear(Math.min(1, Math.max(0, channel)))))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`;
}

/** The largest chroma up to the asked one at which lightness and hue fit sRGB (bisection). */
function fitGamut(colour: Oklch): Oklch {
  if (inGamut(colour)) return colour;
  let [low, high] = [0, colour.c];
  for (let step = 0; step < 30; step++) {
    const middle = (low + high) / 2;
    if (inGamut({ ...colour, c: middle })) low = middle;
    else high = middle;
  }
  return { ...colour, c: low };
}

/** Tailwind's lightness per shade (its v4 palettes, averaged): 500 is moved to the chosen colour's. */
const LIGHTNESS: Record<Shade, number> = {
  '50': 0.975,
  '100': 0.94,
  '200': 0.885,
  '300': 0.81,
  '400': 0.71,
  '500': 0.625,
  '600': 0.545,
  '700': 0.475,
  '800': 0.41,
  '900': 0.36,
};
/** The chosen colour's chroma per shade: eased towards white at 50 and towards black at 900. */
const CHROMA: Record<Shade, number> = {
  '50': 0.12,
  '100': 0.25,
  '200': 0.45,
  '300': 0.68,
  '400': 0.88,
  '500': 1,
  '600': 1,
  '700': 0.92,
  '800': 0.8,
  '900': 0.68,
};

/** The shades' OKLCH before rounding to hex; shade 500 is the chosen colour itself. */
export function scaleOklch(base: Oklch): Record<Shade, Oklch> {
  const top = Math.max(LIGHTNESS['50'], base.l);
  const bottom = Math.min(LIGHTNESS['900'], base.l);
  const lightness = (shade: Shade) => {
    const target = LIGHTNESS[shade];
    const mid = LIGHTNESS['500'];
    // The same share of the way from 500 to the end as in Tailwind's steps.
    return target >= mid
      ? base.l + ((target - mid) / (LIGHTNESS['50'] - mid)) * (top - base.l)
      : base.l - ((mid - target) / (mid - LIGHTNESS['900'])) * (base.l - bottom);
  };
  return Object.fromEntries(
    THEME_SHADES.map((shade) => [
      shade,
      shade === '500' ? base : fitGamut({ l: lightness(shade), c: base.c * CHROMA[shade], h: base.h }),
    ]),
  ) as Record<Shade, Oklch>;
}

/** The ten shades of a brand colour as `#rrggbb`, or null when the colour is not a hex colour. */
export function brandScale(hex: string): Record<Shade, string> | null {
  const rgb = parseHex(hex);
  if (!rgb) return null;
  const shades = scaleOklch(rgbToOklch(rgb));
  return Object.fromEntries(
    THEME_SHADES.map((shade) => [
      shade,
      shade === '500'
        ? `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`
        : oklchToHex(shades[shade]),
    ]),
  ) as Record<Shade, string>;
}
