/**
 * The manage page of a booking's link (issue 25 points 3 and 5, decision 105): the booking as it
 * is, and — until the owner's deadline — moving it to another free time of its type or cancelling
 * it (a question first). Without JavaScript: links and GET forms choose the week and zone, the
 * move and the cancel post to the web server; with JavaScript the same by fetch. Never indexed.
 */
import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { BookingManageView } from '@wegweiser/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type {
  LoadContext,
  LoadResult,
  MetaContext,
  PageMeta,
  PageProps,
} from '../../shared/router/route-types';
import { Link, useNavigate } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { primaryButton, secondaryButton } from '../../shared/ui/button-styles';
import { pageTitle, sectionTitle } from '../../shared/ui/heading-styles';
import { cancelBooking, manageResource, moveBooking, slotsResource } from './api/booking-api';
import { bookingWords } from './booking-words';
import { WeekPager } from './components/week-pager';
import { WeekSlots } from './components/week-slots';
import { ZoneChooser } from './components/zone-chooser';
import { ZoneNote } from './components/zone-note';
import { type BookingNotice, readBookingAnswer } from './lib/booking-form';
import { bookingUrl, manageUrl, readManageQuery } from './lib/booking-query';
import { BOOKING_NOTICE, freshFormKey, renewFormKey, storedFormKey } from './lib/form-key';
import {
  addDays,
  firstWeek,
  formatMoment,
  formatWeek,
  groupWeek,
  mondayOf,
  sameClock,
  zoneCity,
  zonedDate,
} from './lib/zoned-week';
import { manageWords } from './manage-words';

const LIVE_STATES = new Set(['requested', 'confirmed']);

export default function ManagePage({ params, search }: PageProps) {
  const { language } = useApp();
  const words = manageWords(language);
  const token = params.token ?? '';
  const view = useResource(manageResource(token, language));
  usePageMeta({ title: words.title });
  const missing =
    view.error instanceof ApiRequestError && (view.error.status === 404 || view.error.status === 400);

  if (missing) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className={pageTitle}>{words.unknownTitle}</h1>
        <p className="mt-6 text-lg text-slate-700 dark:text-dark-200">{words.unknownText}</p>
        <Link to={bookingUrl({ lang: search.get('lang') })} className={`${primaryButton} mt-8`}>
          {bookingWords(language).pageTitle}
        </Link>
      </div>
    );
  }
  if (!view.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
        <h1 className={pageTitle}>{words.title}</h1>
        {view.error ? (
          <p role="alert" className="mt-6 text-red-800 dark:text-red-200">
            {bookingWords(language).slotsError}
          </p>
        ) : null}
      </div>
    );
  }
  return <ManageBooking key={view.data.id} token={token} booking={view.data} search={search} />;
}

function ManageBooking({
  token,
  booking,
  search,
}: {
  token: string;
  booking: BookingManageView;
  search: URLSearchParams;
}) {
  const { api, store, language } = useApp();
  const navigate = useNavigate();
  const words = manageWords(language);
  const bookingText = bookingWords(language);
  const query = readManageQuery(search);
  const lang = search.get('lang');
  const zone = query.tz ?? booking.visitor_time_zone;
  const practiceZone = booking.time_zone;
  const changeable = booking.can_change && LIVE_STATES.has(booking.state);
  const slots = useResource(changeable ? slotsResource(booking.session_type_id, query.week, language) : null);

  const [initial] = useState(() => {
    const state = store.get<BookingNotice>(BOOKING_NOTICE);
    return state?.status === 'success' ? state.data : null;
  });
  const [formKey] = useState(() => storedFormKey(store) ?? freshFormKey());
  const [selected, setSelected] = useState<string | null>(initial?.start ?? null);
  const [notice, setNotice] = useState<string | null>(initial?.message ?? null);
  const [sending, setSending] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  const starts = Date.parse(booking.starts_at);
  const now = Date.now();
  const freeSlots = (slots.data?.slots ?? []).filter((slot) => slot.start !== booking.starts_at);
  const week = query.week ?? firstWeek(freeSlots, zone, now);
  const days = groupWeek(freeSlots, week, zone);
  const currentWeek = mondayOf(zonedDate(now, zone));
  const here = (changes: Parameters<typeof manageUrl>[1]) =>
    manageUrl(token, { week: query.week, tz: query.tz, lang, ...changes });
  const action = here({ week: null, tz: null });

  const refresh = async (done: 'moved' | 'cancelled') => {
    await store.load(manageResource(token, language)).catch(() => undefined);
    renewFormKey(store);
    navigate(manageUrl(token, { lang, done }));
  };
  const refused = (error: unknown) => {
    setSending(false);
    if (error instanceof ApiRequestError && error.kind === 'http') {
      const answer = readBookingAnswer(error.status, error.body, bookingText);
      setNotice(answer.kind === 'refused' ? answer.message : bookingText.genericError);
      if (error.status === 409 || error.status === 422) {
        setSelected(null);
        slots.reload();
      }
    } else {
      setNotice(bookingText.networkError);
    }
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const onMove = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (!selected) {
      setNotice(bookingText.pickSlot);
      requestAnimationFrame(() => noticeRef.current?.focus());
      return;
    }
    setSending(true);
    try {
      await moveBooking(api, token, { start: selected, idempotency_key: formKey.key });
      await refresh('moved');
      setSending(false);
    } catch (error) {
      refused(error);
    }
  };
  const onCancel = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      await cancelBooking(api, token);
      await refresh('cancelled');
      setSending(false);
    } catch (error) {
      refused(error);
    }
  };

  const done = query.done === 'moved' ? words.moved : query.done === 'cancelled' ? words.cancelled : null;
  const showPractice = !sameClock(booking.visitor_time_zone, practiceZone, starts);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className={pageTitle}>{words.title}</h1>

      <div ref={noticeRef} tabIndex={-1} className="mt-8 focus:outline-none">
        {done && !notice ? (
          <div
            role="status"
            className="flex gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-primary-900 dark:border-primary-700 dark:bg-primary-900/40 dark:text-primary-100"
          >
            <CheckCircleIcon aria-hidden="true" className="size-6 shrink-0" />
            <p>{done}</p>
          </div>
        ) : null}
        {notice ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <ExclamationTriangleIcon aria-hidden="true" className="size-6 shrink-0" />
            <p>{notice}</p>
          </div>
        ) : null}
      </div>

      <dl className="mt-6 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800">
        <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-dark-300">{bookingText.what}</dt>
          <dd className="text-slate-900 dark:text-white">{booking.session_type_name}</dd>
        </div>
        <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-dark-300">{bookingText.when}</dt>
          <dd className="text-slate-900 dark:text-white">
            <span data-testid="booking-manage-time">
              {formatMoment(starts, language, booking.visitor_time_zone)}
            </span>{' '}
            <span className="text-slate-600 dark:text-dark-300">({zoneCity(booking.visitor_time_zone)})</span>
            {showPractice ? (
              <span className="mt-1 block text-sm text-slate-600 dark:text-dark-300">
                {bookingText.practiceTime}: {formatMoment(starts, language, practiceZone)} (
                {zoneCity(practiceZone)})
              </span>
            ) : null}
          </dd>
        </div>
        <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-dark-300">{bookingText.where}</dt>
          <dd className="text-slate-900 dark:text-white">
            {bookingText.location[booking.location_kind]}
            {booking.location_text ? ': ' : ''}
            {booking.location_text && /^https:\/\//.test(booking.location_text) ? (
              <a
                href={booking.location_text}
                rel="noopener noreferrer"
                target="_blank"
                className="break-all font-medium text-primary-800 underline underline-offset-2 dark:text-primary-200"
              >
                {booking.location_text}
              </a>
            ) : (
              booking.location_text
            )}
          </dd>
        </div>
        <div className="grid gap-1 p-5 sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600 dark:text-dark-300">{words.state}</dt>
          <dd className="font-semibold text-slate-900 dark:text-white" data-testid="booking-manage-state">
            {words.states[booking.state]}
          </dd>
        </div>
      </dl>

      {LIVE_STATES.has(booking.state) ? (
        <p className="mt-6 max-w-3xl text-slate-700 dark:text-dark-200">
          {changeable && booking.change_until
            ? words.changeUntil(
                formatMoment(Date.parse(booking.change_until), language, booking.visitor_time_zone),
              )
            : null}
          {!changeable ? (
            <>
              {words.tooLate}{' '}
              <Link
                to="/contact"
                className="font-medium text-primary-800 underline underline-offset-2 dark:text-primary-200"
              >
                {words.contact}
              </Link>
            </>
          ) : null}
        </p>
      ) : null}

      {changeable ? (
        <>
          <section aria-labelledby="manage-cancel-heading" className="mt-10 max-w-3xl">
            <h2 id="manage-cancel-heading" className={sectionTitle}>
              {words.cancelTitle}
            </h2>
            {query.cancel ? (
              <form
                method="post"
                action={action}
                onSubmit={onCancel}
                className="mt-4 space-y-4 rounded-xl border border-red-200 bg-red-50 p-5 dark:border-red-800 dark:bg-red-950/40"
              >
                <input type="hidden" name="action" value="cancel" />
                <input type="hidden" name="language" value={language} />
                <p className="text-slate-900 dark:text-white">{words.cancelAsk}</p>
                <div className="flex flex-wrap gap-3">
                  <button
                    type="submit"
                    disabled={sending}
                    className={`${primaryButton} disabled:opacity-80`}
                    data-testid="manage-cancel-confirm"
                  >
                    {words.cancelYes}
                  </button>
                  <Link to={here({ cancel: false })} className={secondaryButton}>
                    {words.cancelNo}
                  </Link>
                </div>
              </form>
            ) : (
              <Link
                to={here({ cancel: true })}
                className={`${secondaryButton} mt-4`}
                data-testid="manage-cancel"
              >
                {words.cancelStart}
              </Link>
            )}
          </section>

          <section aria-labelledby="manage-move-heading" className="mt-12 space-y-5">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h2 id="manage-move-heading" className={sectionTitle}>
                  {words.moveTitle}
                </h2>
                <p className="mt-1 text-slate-700 dark:text-dark-200">
                  {words.moveIntro} {bookingText.weekOf(formatWeek(week, language))}
                </p>
              </div>
              <WeekPager
                label={bookingText.weekOf(formatWeek(week, language))}
                previous={week > currentWeek ? here({ week: addDays(week, -7) }) : null}
                next={here({ week: addDays(week, 7) })}
                words={bookingText}
                testIds={{ previous: 'manage-previous-week', next: 'manage-next-week' }}
              />
            </div>
            <div className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-dark-800">
              <ZoneNote zone={zone} practiceZone={practiceZone} words={bookingText} />
              <ZoneChooser
                zone={zone}
                practiceZone={practiceZone}
                detected={booking.visitor_time_zone}
                action={`/booking/manage/${encodeURIComponent(token)}`}
                keep={{ week: query.week, lang }}
                words={bookingText}
                onChoose={(chosen) => navigate(here({ tz: chosen }), { replace: true })}
              />
            </div>
            <form
              method="post"
              action={action}
              noValidate
              onSubmit={onMove}
              aria-busy={sending}
              className="space-y-6"
            >
              <input type="hidden" name="action" value="move" />
              <input type="hidden" name="week" value={week} />
              <input type="hidden" name="time_zone" value={zone} />
              <input type="hidden" name="language" value={language} />
              <input type="hidden" name="idempotency_key" value={formKey.key} />
              {slots.loading ? (
                <p className="text-slate-600 dark:text-dark-300">…</p>
              ) : days.every((day) => day.slots.length === 0) ? (
                <p className="rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-dark-700 dark:text-dark-200">
                  {bookingText.noSlotsWeek}
                </p>
              ) : (
                <WeekSlots
                  days={days}
                  zone={zone}
                  practiceZone={practiceZone}
                  language={language}
                  selected={selected}
                  onSelect={setSelected}
                  words={bookingText}
                />
              )}
              <button
                type="submit"
                disabled={sending}
                className={`${primaryButton} min-h-12 w-full sm:w-auto disabled:opacity-80`}
                data-testid="manage-move"
              >
                {sending ? bookingText.sending : words.moveSubmit}
              </button>
            </form>
          </section>
        </>
      ) : null}
    </div>
  );
}

export async function load({ params, search, language, store }: LoadContext): Promise<LoadResult> {
  const token = params.token ?? '';
  renewFormKey(store);
  const state = await store.ensure(manageResource(token, language));
  if (state?.status === 'error') {
    const error = state.error;
    return error instanceof ApiRequestError && (error.status === 404 || error.status === 400)
      ? { status: 404 }
      : undefined;
  }
  if (state?.status === 'success' && state.data.can_change && LIVE_STATES.has(state.data.state)) {
    await store.ensure(slotsResource(state.data.session_type_id, readManageQuery(search).week, language));
  }
  return undefined;
}

export function meta({ language }: MetaContext): PageMeta {
  return { title: manageWords(language).title };
}
