/**
 * The booking page (issue 25 point 3, decision 105): the bookable session types, then a chosen
 * type's free slots of a week in the visitor's zone and the form. Server-rendered and whole without
 * JavaScript: links and GET forms choose type, week and zone; the form posts to the web server.
 */

import { funnelStepMarker } from '../../shared/booking/funnel-marker';
import { sessionTypesResource } from '../../shared/booking/session-types';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type { LoadContext, MetaContext, PageMeta, PageProps } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { primaryButton } from '../../shared/ui/button-styles';
import { ContentLoadError } from '../../shared/ui/content-load-error';
import { pageTitle, sectionTitle } from '../../shared/ui/heading-styles';
import { slotsResource } from './api/booking-api';
import { bookingWords } from './booking-words';
import { BookingForm } from './components/booking-form';
import { SessionTypeFacts } from './components/session-type-card';
import { bookingUrl, readBookingQuery } from './lib/booking-query';
import { renewFormKey } from './lib/form-key';

export default function BookingPage({ search }: PageProps) {
  const { language } = useApp();
  const words = bookingWords(language);
  const query = readBookingQuery(search);
  const lang = search.get('lang');
  const list = useResource(sessionTypesResource(language));
  usePageMeta({ title: words.pageTitle, description: words.pageDescription });
  const types = list.data?.results ?? [];
  const chosen = query.type === null ? undefined : types.find((type) => type.id === query.type);
  const unknown = query.type !== null && list.data !== undefined && !chosen;

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <h1 className={pageTitle}>{words.pageTitle}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-dark-200">{words.intro}</p>
      </header>

      {list.error && !list.data ? (
        <div className="mt-10">
          <ContentLoadError error={list.error} shape="list" onRetry={list.reload} />
        </div>
      ) : null}

      {chosen && list.data ? (
        <>
          <section
            aria-labelledby="booking-type-heading"
            // The funnel's "booking started" (decision 109): read by the tracker, only after consent.
            {...funnelStepMarker('booking_start', chosen)}
            className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-dark-700 dark:bg-dark-800"
          >
            <div className="flex flex-wrap items-start justify-between gap-3">
              <h2
                id="booking-type-heading"
                className="font-display text-2xl font-semibold text-slate-900 dark:text-white"
              >
                {chosen.name}
              </h2>
              {types.length > 1 ? (
                <Link
                  to={bookingUrl({ lang })}
                  className="text-sm font-medium text-primary-800 underline underline-offset-2 dark:text-primary-200"
                >
                  {words.otherType}
                </Link>
              ) : null}
            </div>
            {chosen.description ? (
              <p className="mt-2 text-slate-700 dark:text-dark-200">{chosen.description}</p>
            ) : null}
            <SessionTypeFacts type={chosen} words={words} />
          </section>
          <BookingForm
            key={chosen.id}
            type={chosen}
            listZone={list.data.time_zone}
            week={query.week}
            tz={query.tz}
            lang={lang}
          />
        </>
      ) : null}

      {!chosen && list.data ? (
        <section aria-labelledby="booking-types-heading" className="mt-10">
          {unknown ? (
            <p
              role="status"
              className="mb-6 rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-accent-900 dark:border-accent-800 dark:bg-accent-900/30 dark:text-accent-100"
            >
              {words.typeUnknown}
            </p>
          ) : null}
          <h2 id="booking-types-heading" className={sectionTitle}>
            {words.chooseType}
          </h2>
          {types.length === 0 ? (
            <p className="mt-4 text-slate-700 dark:text-dark-200">
              {words.noTypes}{' '}
              <Link
                to="/contact"
                className="font-medium text-primary-800 underline underline-offset-2 dark:text-primary-200"
              >
                {words.contactInstead}
              </Link>
            </p>
          ) : (
            <ul className="mt-6 grid gap-6 md:grid-cols-2">
              {types.map((type) => (
                <li
                  key={type.id}
                  className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-dark-700 dark:bg-dark-800"
                >
                  <h3 className="font-display text-xl font-semibold text-slate-900 dark:text-white">
                    {type.name}
                  </h3>
                  {type.description ? (
                    <p className="mt-2 text-slate-700 dark:text-dark-200">{type.description}</p>
                  ) : null}
                  <SessionTypeFacts type={type} words={words} />
                  <div className="mt-6 flex grow items-end">
                    <Link
                      to={bookingUrl({ type: type.id, lang })}
                      className={primaryButton}
                      aria-label={`${words.showTimes}: ${type.name}`}
                      data-testid="booking-choose-type"
                    >
                      {words.showTimes}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

export async function load({ search, language, store }: LoadContext) {
  const query = readBookingQuery(search);
  // A fresh key per rendered form: the same form sent twice books once (decision 105).
  renewFormKey(store);
  await Promise.all([
    store.ensure(sessionTypesResource(language)),
    query.type === null ? undefined : store.ensure(slotsResource(query.type, query.week, language)),
  ]);
}

export function meta({ language }: MetaContext): PageMeta {
  const words = bookingWords(language);
  return { title: words.pageTitle, description: words.pageDescription };
}
