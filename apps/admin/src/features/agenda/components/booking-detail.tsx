/**
 * One booking (issue 25 point 7, decision 110): who, when in the practice's zone, what and where,
 * her message, the state and its history as far as the booking tells it; the owner's actions by
 * state; her data to export or delete.
 */
import { Link } from '@tanstack/react-router';
import { ApiRequestError } from '@wegweiser/client/api-client';
import type { AgendaBooking } from '@wegweiser/contracts';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { usePracticeSettings } from '../../../shared/practice/api';
import { ErrorState, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { useBooking } from '../api';
import { dateTimeIn, timeIn } from '../format';
import { useAgendaWords } from '../words';
import { ZoneNote } from './agenda-page';
import { BookingActions } from './booking-actions';
import { BookingStateBadge } from './booking-state';
import { PersonData } from './person-data';

const BACK =
  'mb-4 inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-800';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="font-medium text-dark-700 dark:text-dark-200">{label}</dt>
      <dd className="[overflow-wrap:anywhere] text-dark-900 dark:text-dark-50">{children}</dd>
    </div>
  );
}

function History({ booking, zone }: { booking: AgendaBooking; zone: string }) {
  const { w, language } = useAgendaWords();
  const at = (iso: string) => dateTimeIn(iso, zone, language);
  const by =
    booking.ended_by === 'visitor'
      ? w.detail.byVisitor
      : booking.ended_by === 'owner'
        ? w.detail.byOwner
        : booking.ended_by === 'expiry'
          ? w.detail.byExpiry
          : null;
  return (
    <ol className="list-inside list-disc space-y-1 text-dark-900 dark:text-dark-50">
      <li>{w.detail.booked(at(booking.created_at))}</li>
      {booking.state === 'requested' && booking.expires_at ? (
        <li>{w.detail.expiresAt(at(booking.expires_at))}</li>
      ) : null}
      {booking.state_changed_at && booking.state !== 'requested' ? (
        <li>
          {w.detail.changed(w.states[booking.state], at(booking.state_changed_at))}
          {by ? ` (${by})` : ''}
        </li>
      ) : null}
      {booking.decision_message ? (
        <li>
          {w.detail.yourMessage}: „{booking.decision_message}“
        </li>
      ) : null}
    </ol>
  );
}

export function BookingFacts({ booking, zone }: { booking: AgendaBooking; zone: string }) {
  const { w, language } = useAgendaWords();
  const type =
    booking.session_type.name[language] || booking.session_type.name.de || booking.session_type.name.en;
  return (
    <dl className="divide-y divide-dark-200 dark:divide-dark-700">
      <Fact label={w.detail.when}>
        {dateTimeIn(booking.starts_at, zone, language)}–{timeIn(booking.ends_at, zone, language)}
      </Fact>
      <Fact label={w.detail.type}>
        {type} ({w.detail.minutes(booking.session_type.duration_minutes)})
      </Fact>
      <Fact label={w.detail.state}>
        <BookingStateBadge booking={booking} />
      </Fact>
      <Fact label={w.detail.email}>
        <a
          href={`mailto:${booking.visitor.email}`}
          className="text-primary-800 underline dark:text-primary-200"
        >
          {booking.visitor.email}
        </a>
      </Fact>
      {booking.visitor.phone ? (
        <Fact label={w.detail.phone}>
          <a
            href={`tel:${booking.visitor.phone}`}
            className="text-primary-800 underline dark:text-primary-200"
          >
            {booking.visitor.phone}
          </a>
        </Fact>
      ) : null}
      <Fact label={w.detail.message}>
        <span className="whitespace-pre-line">{booking.visitor.message || w.detail.noMessage}</span>
      </Fact>
      <Fact label={w.detail.language}>{languageName(booking.language, language)}</Fact>
      <Fact label={w.detail.visitorZone}>{booking.visitor_time_zone}</Fact>
    </dl>
  );
}

/** "Chinesisch" for `zh`, in the console's language (the code itself when the browser knows no name). */
const languageName = (code: string, language: 'de' | 'en') =>
  new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;

export default function BookingDetail({ id }: { id: string }) {
  const { w } = useAgendaWords();
  const t = useT();
  const booking = useBooking(id);
  const practice = usePracticeSettings();
  const back = (
    <Link to="/agenda" className={BACK}>
      {w.detail.back}
    </Link>
  );
  if (booking.isError || practice.isError) {
    const error = booking.error ?? practice.error;
    const gone = error instanceof ApiRequestError && error.status === 404;
    return (
      <>
        {back}
        <ErrorState
          message={gone ? w.detail.notFound : `${w.detail.loadError} ${toApiProblem(error, t).message}`}
          {...(gone ? {} : { onRetry: () => void Promise.all([booking.refetch(), practice.refetch()]) })}
        />
      </>
    );
  }
  if (!booking.data || !practice.data) return <LoadingState />;
  const zone = practice.data.time_zone;
  return (
    <>
      {back}
      <PageHeader title={booking.data.visitor.name} />
      <ZoneNote zone={zone} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Panel title={w.detail.facts} id="booking-facts">
            <BookingFacts booking={booking.data} zone={zone} />
          </Panel>
          <Panel title={w.detail.history} id="booking-history">
            <History booking={booking.data} zone={zone} />
          </Panel>
        </div>
        <div className="space-y-6">
          <BookingActions booking={booking.data} zone={zone} />
          <PersonData email={booking.data.visitor.email} />
        </div>
      </div>
    </>
  );
}
