import { ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { BookingSessionType } from '@wegweiser/contracts';
import { type FormEvent, startTransition, useEffect, useRef, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { Link, useNavigate } from '../../../shared/router/router';
import { primaryButton } from '../../../shared/ui/button-styles';
import { sectionTitle } from '../../../shared/ui/heading-styles';
import { createBooking, slotsResource } from '../api/booking-api';
import { bookingWords } from '../booking-words';
import {
  BOOKING_FIELDS,
  type BookingField,
  type BookingFieldErrors,
  type BookingNotice,
  type BookingValues,
  buildBookingBody,
  checkBeforeSend,
  EMPTY_VALUES,
  readBookingAnswer,
} from '../lib/booking-form';
import { bookingUrl, confirmationUrl } from '../lib/booking-query';
import { BOOKING_NOTICE, freshFormKey, renewFormKey, storedFormKey } from '../lib/form-key';
import {
  addDays,
  firstWeek,
  formatWeek,
  groupWeek,
  isTimeZone,
  mondayOf,
  zonedDate,
} from '../lib/zoned-week';
import { TextField } from './text-field';
import { WeekPager } from './week-pager';
import { WeekSlots } from './week-slots';
import { ZoneChooser } from './zone-chooser';
import { ZoneNote } from './zone-note';

type Props = {
  type: BookingSessionType;
  /** The practice's zone as the type list names it (until the slots answer names it too). */
  listZone: string;
  week: string | null;
  tz: string | null;
  lang: string | null;
};

const LIMITS: Record<BookingField, number> = { name: 200, email: 254, phone: 40, message: 5000 };

/** The visitor's zone as her browser knows it, if it is one Intl can show. */
function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * A session type's free slots of one week and the booking form (decision 105). The form posts to
 * the web server (no JavaScript) or, with JavaScript, is sent with fetch: the same answers either
 * way — the confirmation page, or the refusal with her input kept and the current free slots.
 */
export function BookingForm({ type, listZone, week: weekParam, tz, lang }: Props) {
  const { api, store, language } = useApp();
  const navigate = useNavigate();
  const words = bookingWords(language);
  const slots = useResource(slotsResource(type.id, weekParam, language));
  const practiceZone = slots.data?.time_zone ?? listZone;
  const [detected, setDetected] = useState<string | null>(null);
  useEffect(() => {
    const found = browserZone();
    // Her zone renders the week again: as a transition, in slices that leave the main thread free
    // for her input (decision 112); only words change inside the slots' boxes.
    if (found) startTransition(() => setDetected(found));
  }, []);
  const zone = tz ?? detected ?? practiceZone;
  // Links keep a zone the visitor chose or her browser named; the practice's is the default.
  const linkZone = tz ?? (detected && detected !== practiceZone ? detected : null);

  const [initial] = useState(() => {
    const state = store.get<BookingNotice>(BOOKING_NOTICE);
    return state?.status === 'success' ? state.data : null;
  });
  const [formKey] = useState(() => storedFormKey(store) ?? freshFormKey());
  const [values, setValues] = useState<BookingValues>(initial?.values ?? EMPTY_VALUES);
  const [selected, setSelected] = useState<string | null>(initial?.start ?? null);
  const [notice, setNotice] = useState<{ message: string; fields: BookingFieldErrors } | null>(
    initial ? { message: initial.message, fields: initial.fields } : null,
  );
  const [sending, setSending] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const shownAt = useRef(0);
  useEffect(() => {
    // Shown with the server's page: since the page began loading; mounted later: from now.
    shownAt.current = document.documentElement.dataset.hydrated === 'true' ? performance.now() : 0;
  }, []);

  const now = Date.now();
  const freeSlots = slots.data?.slots ?? [];
  const week = weekParam ?? firstWeek(freeSlots, zone, now);
  const days = groupWeek(freeSlots, week, zone);
  const weekIsEmpty = days.every((day) => day.slots.length === 0);
  const currentWeek = mondayOf(zonedDate(now, zone));
  const weekLink = (monday: string) => bookingUrl({ type: type.id, week: monday, tz: linkZone, lang });

  const change = (field: BookingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setNotice((current) =>
      current?.fields[field] ? { ...current, fields: { ...current.fields, [field]: undefined } } : current,
    );
  };

  const focusFirst = (fields: BookingFieldErrors) => {
    const first = (['start', ...BOOKING_FIELDS] as const).find((field) => fields[field]);
    const target =
      first === 'start'
        ? document.querySelector<HTMLInputElement>('input[name="start"]')
        : first
          ? document.getElementById(`booking-${first}`)
          : null;
    (target ?? noticeRef.current)?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const errors = checkBeforeSend({ start: selected, values }, words);
    if (Object.values(errors).some(Boolean) || !selected) {
      setNotice({
        message: errors.start && Object.keys(errors).length === 1 ? words.pickSlot : words.fixFields,
        fields: errors,
      });
      requestAnimationFrame(() => focusFirst(errors));
      return;
    }
    setSending(true);
    const body = buildBookingBody({
      typeId: type.id,
      start: selected,
      values,
      language,
      timeZone: zone,
      key: formKey.key,
      website: honeypot.current?.value ?? '',
      elapsedMs: performance.now() - shownAt.current,
    });
    try {
      const booking = await createBooking(api, body);
      renewFormKey(store);
      navigate(
        confirmationUrl({
          type: type.id,
          start: booking.starts_at,
          state: booking.state === 'requested' ? 'requested' : 'confirmed',
          tz: zone,
          lang: lang ?? undefined,
        }),
      );
    } catch (error) {
      setSending(false);
      if (error instanceof ApiRequestError && error.kind === 'http') {
        const answer = readBookingAnswer(error.status, error.body, words);
        if (answer.kind === 'refused') {
          setNotice({ message: answer.message, fields: answer.fields });
          if (answer.fields.start) {
            setSelected(null);
            slots.reload();
          }
        }
      } else {
        setNotice({ message: words.networkError, fields: {} });
      }
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  };

  const action = lang ? `/booking?lang=${encodeURIComponent(lang)}` : '/booking';
  const fields = notice?.fields ?? {};

  return (
    <div className="mt-10 space-y-8">
      <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
        {notice ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <ExclamationTriangleIcon aria-hidden="true" className="size-6 shrink-0" />
            <p>{notice.message}</p>
          </div>
        ) : null}
      </div>

      <section aria-labelledby="booking-times-heading" className="space-y-5">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="booking-times-heading" className={sectionTitle}>
              {words.chooseTime}
            </h2>
            <p className="mt-1 text-slate-700 dark:text-dark-200">
              {words.weekOf(formatWeek(week, language))}
            </p>
          </div>
          <WeekPager
            label={words.weekOf(formatWeek(week, language))}
            previous={week > currentWeek ? weekLink(addDays(week, -7)) : null}
            next={weekLink(addDays(week, 7))}
            words={words}
            testIds={{ previous: 'booking-previous-week', next: 'booking-next-week' }}
          />
        </div>

        <div className="space-y-3 rounded-xl bg-slate-50 p-4 dark:bg-dark-800">
          <ZoneNote zone={zone} practiceZone={practiceZone} words={words} />
          <ZoneChooser
            zone={zone}
            practiceZone={practiceZone}
            detected={detected}
            action="/booking"
            keep={{ type: type.id, week: weekParam, lang }}
            words={words}
            onChoose={(chosen) =>
              navigate(bookingUrl({ type: type.id, week: weekParam, tz: chosen, lang }), { replace: true })
            }
          />
        </div>
      </section>

      <form
        method="post"
        action={action}
        noValidate
        onSubmit={onSubmit}
        aria-busy={sending}
        className="space-y-10"
      >
        <input type="hidden" name="session_type_id" value={type.id} />
        <input type="hidden" name="week" value={week} />
        <input type="hidden" name="time_zone" value={zone} />
        <input type="hidden" name="language" value={language} />
        <input type="hidden" name="idempotency_key" value={formKey.key} />
        <input type="hidden" name="rendered_at" value={formKey.renderedAt} />

        {slots.error && !slots.data ? (
          <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
            <p>{words.slotsError}</p>
            <a
              href={weekLink(week)}
              className="mt-2 inline-block font-medium underline"
              onClick={(event) => {
                event.preventDefault();
                slots.reload();
              }}
            >
              {words.retry}
            </a>
          </div>
        ) : slots.loading ? (
          <p className="text-slate-600 dark:text-dark-300" aria-live="polite">
            …
          </p>
        ) : weekIsEmpty ? (
          <p className="rounded-xl border border-slate-200 p-4 text-slate-700 dark:border-dark-700 dark:text-dark-200">
            {words.noSlotsWeek}
          </p>
        ) : (
          <WeekSlots
            days={days}
            zone={zone}
            practiceZone={practiceZone}
            language={language}
            selected={selected}
            onSelect={(start) => {
              setSelected(start);
              setNotice((current) =>
                current?.fields.start
                  ? { ...current, fields: { ...current.fields, start: undefined } }
                  : current,
              );
            }}
            words={words}
            error={fields.start}
          />
        )}

        <fieldset className="space-y-6">
          <legend className={sectionTitle}>{words.yourDetails}</legend>
          <div className="grid gap-6 sm:grid-cols-2">
            <TextField
              name="name"
              label={words.name}
              value={values.name}
              onChange={(v) => change('name', v)}
              error={fields.name}
              required
              autoComplete="name"
              maxLength={LIMITS.name}
            />
            <TextField
              name="email"
              label={words.email}
              value={values.email}
              onChange={(v) => change('email', v)}
              error={fields.email}
              required
              type="email"
              autoComplete="email"
              maxLength={LIMITS.email}
            />
          </div>
          <TextField
            name="phone"
            label={words.phone}
            value={values.phone}
            onChange={(v) => change('phone', v)}
            error={fields.phone}
            optionalLabel={words.optional}
            type="tel"
            autoComplete="tel"
            maxLength={LIMITS.phone}
          />
          <TextField
            name="message"
            label={words.message}
            value={values.message}
            onChange={(v) => change('message', v)}
            error={fields.message}
            optionalLabel={words.optional}
            multiline
            maxLength={LIMITS.message}
          />
          <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
            <label htmlFor="booking-website">Website</label>
            <input
              ref={honeypot}
              id="booking-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
            />
          </div>
          <PrivacyNote note={words.privacyNote} link={words.privacyLink} />
        </fieldset>

        <button
          type="submit"
          disabled={sending}
          className={`${primaryButton} min-h-12 w-full px-8 disabled:cursor-wait disabled:opacity-80 sm:w-auto`}
          data-testid="booking-submit"
        >
          {sending ? words.sending : type.requires_confirmation ? words.submitRequest : words.submitBook}
        </button>
      </form>
    </div>
  );
}

/** The privacy note with the words that name the policy linked to it. */
function PrivacyNote({ note, link }: { note: string; link: string }) {
  const at = note.toLocaleLowerCase().indexOf(link.toLocaleLowerCase());
  const anchor = (text: string) => (
    <Link
      to="/legal/privacy"
      className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900 dark:text-primary-200 dark:hover:text-white"
    >
      {text}
    </Link>
  );
  return (
    <p className="text-sm leading-relaxed text-slate-600 dark:text-dark-300">
      {at >= 0 ? (
        <>
          {note.slice(0, at)}
          {anchor(note.slice(at, at + link.length))}
          {note.slice(at + link.length)}
        </>
      ) : (
        <>
          {note} {anchor(link)}
        </>
      )}
    </p>
  );
}
