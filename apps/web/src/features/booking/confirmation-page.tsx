/**
 * The page after booking (decision 105): confirmed at once or a request received, the time in the
 * visitor's zone (and the practice's when they differ), the place, and what happens next. It reads
 * the booking's type, start, state and zone from its URL (the web server's 303 or the script's
 * navigation puts them there); never indexed.
 */
import { CheckCircleIcon, ClockIcon } from '@heroicons/react/24/outline';
import { funnelStepMarker } from '../../shared/booking/funnel-marker';
import { sessionTypesResource } from '../../shared/booking/session-types';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { primaryButton } from '../../shared/ui/button-styles';
import { pageTitle } from '../../shared/ui/heading-styles';
import { bookingWords } from './booking-words';
import { bookingUrl, readConfirmationQuery } from './lib/booking-query';
import { formatMoment, sameClock, zoneCity } from './lib/zoned-week';

export default function ConfirmationPage({ search }: PageProps) {
  const { language } = useApp();
  const words = bookingWords(language);
  const query = readConfirmationQuery(search);
  const lang = search.get('lang');
  const list = useResource(sessionTypesResource(language));
  const type = list.data?.results.find((candidate) => candidate.id === query.type);
  const complete = query.start !== null && query.state !== null && query.tz !== null;
  const title = complete
    ? query.state === 'confirmed'
      ? words.confirmedTitle
      : words.requestedTitle
    : words.confirmationTitle;
  usePageMeta({ title });

  if (!complete || !query.start || !query.tz) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className={pageTitle}>{words.confirmationTitle}</h1>
        <p className="mt-6 text-lg text-slate-700 dark:text-dark-200">{words.confirmationUnknown}</p>
        <Link to={bookingUrl({ lang })} className={`${primaryButton} mt-8`}>
          {words.pageTitle}
        </Link>
      </div>
    );
  }
  const instant = Date.parse(query.start);
  const practiceZone = list.data?.time_zone;
  const showPractice = practiceZone !== undefined && !sameClock(query.tz, practiceZone, instant);
  const confirmed = query.state === 'confirmed';
  const Icon = confirmed ? CheckCircleIcon : ClockIcon;

  return (
    <div
      className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16"
      // The funnel's "booked" (decision 109): read by the tracker, only after consent, once per booking.
      {...(type ? funnelStepMarker('booked', type, query.start) : {})}
    >
      <div className="flex items-start gap-4">
        <Icon aria-hidden="true" className="mt-1 size-10 shrink-0 text-primary-700 dark:text-primary-300" />
        <h1
          className={`${pageTitle} min-w-0 [overflow-wrap:anywhere]`}
          data-testid="booking-confirmation-title"
        >
          {title}
        </h1>
      </div>
      <dl className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800">
        {type ? (
          <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-600 dark:text-dark-300">{words.what}</dt>
            <dd className="text-slate-900 dark:text-white">
              {type.name} · {words.minutes(type.duration_minutes)}
            </dd>
          </div>
        ) : null}
        <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-dark-300">{words.when}</dt>
          <dd className="text-slate-900 dark:text-white">
            <span data-testid="booking-confirmation-time">{formatMoment(instant, language, query.tz)}</span>{' '}
            <span className="text-slate-600 dark:text-dark-300">({zoneCity(query.tz)})</span>
            {showPractice && practiceZone ? (
              <span className="mt-1 block text-sm text-slate-600 dark:text-dark-300">
                {words.practiceTime}: {formatMoment(instant, language, practiceZone)} (
                {zoneCity(practiceZone)})
              </span>
            ) : null}
          </dd>
        </div>
        {type ? (
          <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-slate-600 dark:text-dark-300">{words.where}</dt>
            <dd className="text-slate-900 dark:text-white">
              {words.location[type.location_kind]}
              {type.location_address ? `: ${type.location_address}` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-8 text-lg leading-relaxed text-slate-700 dark:text-dark-200">
        {confirmed ? words.confirmedNext : words.requestedNext}
      </p>
      <Link to={bookingUrl({ lang })} className={`${primaryButton} mt-8`}>
        {words.bookAnother}
      </Link>
    </div>
  );
}

export async function load({ language, store }: LoadContext) {
  await store.ensure(sessionTypesResource(language));
}

export function meta({ language, search }: MetaContext): PageMeta {
  const words = bookingWords(language);
  const state = readConfirmationQuery(search).state;
  return {
    title:
      state === 'confirmed'
        ? words.confirmedTitle
        : state === 'requested'
          ? words.requestedTitle
          : words.confirmationTitle,
  };
}
