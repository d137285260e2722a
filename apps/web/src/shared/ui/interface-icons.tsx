/**
 * The interface's icons on every page's first load — menu, close, theme, privacy settings — drawn
 * with Heroicons' shapes (MIT) by a few lines of our own instead of Heroicons' React component per
 * icon (forwardRef and title handling each), within the home's 90 KB JS budget (decision 146).
 * Icons of other screens keep using the library.
 */
import type { SVGProps } from 'react';

type IconProps = SVGProps<SVGSVGElement>;

/**
 * Heroicons' 24 px outline style, or with `solid` its 20 px solid style (an even-odd filled shape).
 * No `xmlns`: an `<svg>` in HTML is SVG without it.
 */
const icon = (d: string, solid?: boolean) =>
  function InterfaceIcon(props: IconProps) {
    return solid ? (
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" data-slot="icon" {...props}>
        <path fillRule="evenodd" clipRule="evenodd" d={d} />
      </svg>
    ) : (
      <svg
        fill="none"
        viewBox="0 0 24 24"
        strokeWidth={1.5}
        stroke="currentColor"
        aria-hidden="true"
        data-slot="icon"
        {...props}
      >
        <path strokeLinecap="round" strokeLinejoin="round" d={d} />
      </svg>
    );
  };

export const MenuIcon = icon('M3.75 6.75h16.5M3.75 12h16.5m-16.5 5.25h16.5');
export const CloseIcon = icon('M6 18 18 6M6 6l12 12');
export const PrivacyIcon = icon(
  'M9 12.75 11.25 15 15 9.75m-3-7.036A11.959 11.959 0 0 1 3.598 6 11.99 11.99 0 0 0 3 9.749c0 5.592 3.824 10.29 9 11.623 5.176-1.332 9-6.03 9-11.622 0-1.31-.21-2.571-.598-3.751h-.152c-3.196 0-6.1-1.248-8.25-3.285Z',
);
/**
 * Heroicons' 20 px solid sun, drawn as its disc and eight round-capped strokes: the same shape as
 * its outlined rays (each a 1.5 px capsule), in a quarter of the path's length.
 */
export function SunIcon(props: IconProps) {
  return (
    <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" data-slot="icon" {...props}>
      <circle cx="10" cy="10" r="3" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        d="M10 2.75v1.5m0 11.5v1.5M2.75 10h1.5m11.5 0h1.5M4.874 4.874l1.06 1.06m8.132 8.132 1.06 1.061M4.874 15.126l1.06-1.06m8.132-8.132 1.061-1.06"
      />
    </svg>
  );
}
export const MoonIcon = icon(
  'M7.455 2.004a.75.75 0 0 1 .26.77 7 7 0 0 0 9.958 7.967.75.75 0 0 1 1.067.853A8.5 8.5 0 1 1 6.647 1.921a.75.75 0 0 1 .808.083Z',
  true,
);
