/**
 * The bookable session types as the site shows them (issue 25 point 3, decision 105): each visible
 * type in the request's language with the site's per-field fallback (lib/localize.ts), the place
 * only as far as a visitor may see it before booking (the practice's address; a video link never),
 * and the active service or package it belongs to with its price formatted as the site's prices.
 */
import type { BookingSessionType } from '@wegweiser/contracts';
import type { SessionLocationKind } from '@wegweiser/contracts/booking';
import { formatPrice } from '../../lib/format';
import { type Locale, localizer } from '../../lib/localize';
import type { Repositories } from '../../repositories';
import type { BookableSessionTypeRow, SessionTypeFilter } from '../../repositories/session-types-repository';
import { priceIn } from '../catalog-service';

/** One bookable type as a visitor reads it: pure, from its row. */
export function sessionTypeView(locale: Locale, row: BookableSessionTypeRow): BookingSessionType {
  const t = localizer(locale);
  const { type } = row;
  const kind = type.locationKind as SessionLocationKind;
  return {
    id: type.id,
    name: t(type.name),
    description: t(type.description),
    duration_minutes: type.durationMinutes,
    location_kind: kind,
    location_address: kind === 'practice' ? type.locationAddress?.trim() || null : null,
    requires_confirmation: type.requiresConfirmation,
    service: row.service
      ? {
          kind: 'service',
          slug: row.service.slug,
          title: t(row.service.title),
          formatted_price: priceIn(locale, row.service.price, row.service.currency),
        }
      : null,
    package: row.package
      ? {
          kind: 'package',
          slug: row.package.slug,
          title: t(row.package.name),
          formatted_price: formatPrice(row.package.price, row.package.currency, locale.language),
        }
      : null,
    language: locale.language,
  };
}

export function createSessionTypesService(
  repositories: Pick<Repositories, 'sessionTypes' | 'practiceSettings'>,
) {
  return {
    /** The bookable types and the practice's time zone. */
    async list(
      locale: Locale,
      filter: SessionTypeFilter,
    ): Promise<{ time_zone: string; results: BookingSessionType[] }> {
      const [rows, timeZone] = await Promise.all([
        repositories.sessionTypes.listBookable(filter),
        repositories.practiceSettings.timeZone(),
      ]);
      return { time_zone: timeZone, results: rows.map((row) => sessionTypeView(locale, row)) };
    },
  };
}
