import type { ServiceSummary } from '@wegweiser/contracts';
import { formatDuration } from '../../../shared/lib/format-duration';
import type { PackageTeaser } from '../api/list-packages-with-service';

/** Price (formatted_price.formatted) and duration ('90 Minuten') of a service; empty strings when absent. */
export function serviceFacts(
  service: Pick<ServiceSummary, 'formatted_price' | 'formatted_duration'>,
  label: (contentType: string) => string | undefined,
): { price: string; duration: string } {
  return {
    price: service.formatted_price?.formatted?.trim() ?? '',
    duration: formatDuration(service.formatted_duration, label),
  };
}

/** Packages that include the service, in the list's order. */
export const packagesIncluding = (packages: readonly PackageTeaser[], serviceSlug: string) =>
  packages.filter((pkg) => pkg.serviceSlugs.includes(serviceSlug));
