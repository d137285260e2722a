/**
 * The home card grid (spec section 2, "Grid"): one card gives a narrow single column, two cards
 * two columns, three or more three columns on large screens. Packages cap the grid's width at
 * 400 px (one) and 850 px (two).
 */
import { PACKAGE_GRID_MAX_WIDTH_PX } from '@wegweiser/contracts/constants';

export type CardKind = 'services' | 'packages';

export type CardGridLayout = {
  columns: 1 | 2 | 3;
  /** Tailwind classes of the grid's columns (complete strings so the class scanner sees them). */
  className: string;
  /** Inline max width in px, or null when the container's width applies. */
  maxWidthPx: number | null;
};

/** A lone service card stays about as narrow as a package card. */
const SINGLE_SERVICE_MAX_WIDTH_PX = 448;

export function cardGridLayout(count: number, kind: CardKind): CardGridLayout {
  if (count <= 1) {
    return {
      columns: 1,
      className: 'grid-cols-1',
      maxWidthPx: kind === 'packages' ? PACKAGE_GRID_MAX_WIDTH_PX.one : SINGLE_SERVICE_MAX_WIDTH_PX,
    };
  }
  if (count === 2) {
    return {
      columns: 2,
      className: 'grid-cols-1 md:grid-cols-2',
      maxWidthPx: kind === 'packages' ? PACKAGE_GRID_MAX_WIDTH_PX.two : null,
    };
  }
  return { columns: 3, className: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3', maxWidthPx: null };
}
