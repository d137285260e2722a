import { PACKAGE_GRID_MAX_WIDTH_PX } from '@wegweiser/contracts/constants';

/**
 * The packages grid of spec section 2 (used on home; the list page follows it too): one card gives
 * a narrow column (max 400 px), two cards two columns (max 850 px), three or more three columns on
 * large screens.
 */
export function packageGridLayout(count: number): { className: string; maxWidth: number | undefined } {
  if (count <= 1) return { className: 'grid-cols-1', maxWidth: PACKAGE_GRID_MAX_WIDTH_PX.one };
  if (count === 2)
    return { className: 'grid-cols-1 md:grid-cols-2', maxWidth: PACKAGE_GRID_MAX_WIDTH_PX.two };
  return { className: 'grid-cols-1 md:grid-cols-2 lg:grid-cols-3', maxWidth: undefined };
}
