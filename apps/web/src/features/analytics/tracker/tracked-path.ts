import { ANALYTICS } from '@wegweiser/contracts/constants';

/** Paths under /api/, /admin/, /static/ and /media/ are never tracked (spec section 4). */
export function isTrackedPath(path: string): boolean {
  return !ANALYTICS.excludedPathPrefixes.some((prefix) => path.startsWith(prefix));
}
