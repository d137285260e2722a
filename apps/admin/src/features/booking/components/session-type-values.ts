/**
 * A session type as the editor's form holds it (texts as typed, numbers as text), and the way
 * between that and the API: the values of a saved type, the request body of the form, a value of
 * the conflict dialog in words.
 */
import type { AdminSessionType, AdminSessionTypeList, SessionTypeOffer } from '@wegweiser/contracts';
import type { SessionLocationKind } from '@wegweiser/contracts/booking';
import type { Translations } from '../../../shared/content/translations';
import type { SessionTypeForm } from '../api';
import type { BookingWords } from '../words';

export type Values = {
  name: Translations;
  description: Translations;
  duration: string;
  bufferBefore: string;
  bufferAfter: string;
  maxPerDay: string;
  kind: SessionLocationKind;
  address: string;
  link: string;
  /** `service:3`, `package:1` or '' for neither. */
  offer: string;
  confirm: boolean;
  visible: boolean;
};

export const EMPTY: Values = {
  name: {},
  description: {},
  duration: '60',
  bufferBefore: '0',
  bufferAfter: '0',
  maxPerDay: '',
  kind: 'practice',
  address: '',
  link: '',
  offer: '',
  confirm: false,
  visible: true,
};

export const valuesOf = (type: AdminSessionType): Values => ({
  name: { ...type.name },
  description: { ...type.description },
  duration: String(type.duration_minutes),
  bufferBefore: String(type.buffer_before_minutes),
  bufferAfter: String(type.buffer_after_minutes),
  maxPerDay: type.max_per_day === null ? '' : String(type.max_per_day),
  kind: type.location_kind,
  address: type.location_address ?? '',
  link: type.location_link ?? '',
  offer: type.service_id ? `service:${type.service_id}` : type.package_id ? `package:${type.package_id}` : '',
  confirm: type.requires_confirmation,
  visible: type.is_visible,
});

const numberOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** The request body: what the form holds, as the API takes it. */
export function bodyOf(values: Values): SessionTypeForm {
  const [kind, id] = values.offer.split(':');
  return {
    name: values.name,
    description: values.description,
    duration_minutes: numberOf(values.duration),
    buffer_before_minutes: numberOf(values.bufferBefore),
    buffer_after_minutes: numberOf(values.bufferAfter),
    location_kind: values.kind,
    location_address: values.kind === 'practice' ? values.address : null,
    location_link: values.kind === 'video' && values.link.trim() ? values.link.trim() : null,
    service_id: kind === 'service' ? Number(id) : null,
    package_id: kind === 'package' ? Number(id) : null,
    requires_confirmation: values.confirm,
    max_per_day: values.maxPerDay.trim() ? numberOf(values.maxPerDay) : null,
    is_visible: values.visible,
  };
}

export const money = (offer: SessionTypeOffer, language: string) =>
  offer.price === null
    ? null
    : new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
        style: 'currency',
        currency: offer.currency,
      }).format(Number(offer.price));

/** A conflict row's value in words: the place, the service or package by name, minutes. */
export function valueText(
  field: string,
  value: unknown,
  w: BookingWords,
  list: AdminSessionTypeList,
  language: string,
): string | undefined {
  if (field === 'location_kind' && typeof value === 'string')
    return w.types.location[value as SessionLocationKind] ?? value;
  if ((field === 'service_id' || field === 'package_id') && typeof value === 'number') {
    const offer = list.offers.find(
      (candidate) =>
        candidate.id === value && candidate.kind === (field === 'service_id' ? 'service' : 'package'),
    );
    return offer ? offer.title[language] || offer.title.de || String(value) : String(value);
  }
  if (field.endsWith('_minutes') && typeof value === 'number') return w.common.minutes(value);
  return undefined;
}
