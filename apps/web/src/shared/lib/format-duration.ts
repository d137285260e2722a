/**
 * Duration display (spec section 2): the number, a space, then the unit's label from the managed
 * texts duration_unit_{unit}, or the raw unit when there is no label.
 */
import type { DurationUnit } from '@wegweiser/contracts/constants';

export function formatDuration(
  duration: { duration: number; unit: DurationUnit | string } | null | undefined,
  label: (contentType: string) => string | undefined,
): string {
  if (!duration) return '';
  if (!duration.unit) return String(duration.duration);
  return `${duration.duration} ${label(`duration_unit_${duration.unit}`) || duration.unit}`;
}
