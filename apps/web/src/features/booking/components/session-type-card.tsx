import { ClockIcon, MapPinIcon, PhoneIcon, VideoCameraIcon } from '@heroicons/react/24/outline';
import type { BookingSessionType } from '@wegweiser/contracts';
import type { BookingWords } from '../booking-words';

const PLACE_ICON = { practice: MapPinIcon, phone: PhoneIcon, video: VideoCameraIcon } as const;

/** A session type's facts: duration, place (with the practice's address), price, confirmation. */
export function SessionTypeFacts({ type, words }: { type: BookingSessionType; words: BookingWords }) {
  const PlaceIcon = PLACE_ICON[type.location_kind];
  const offer = type.service ?? type.package;
  const price = offer?.formatted_price?.formatted?.trim();
  return (
    <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-700 dark:text-dark-200">
      <li className="flex items-center gap-1.5">
        <ClockIcon aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
        {words.minutes(type.duration_minutes)}
      </li>
      <li className="flex items-center gap-1.5">
        <PlaceIcon aria-hidden="true" className="size-5 text-primary-700 dark:text-primary-300" />
        {words.location[type.location_kind]}
        {type.location_address ? `: ${type.location_address}` : ''}
      </li>
      {price ? <li className="font-semibold text-slate-900 dark:text-white">{price}</li> : null}
      <li>{type.requires_confirmation ? words.waitsForConfirmation : words.confirmedAtOnce}</li>
    </ul>
  );
}
