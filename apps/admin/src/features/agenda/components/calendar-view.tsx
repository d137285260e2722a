/**
 * The day and week views: previous, today and next, then each day of the practice's zone with its
 * blocked times and bookings, earliest first. From a wide screen up the week is seven columns; on a
 * phone it is one list per day, under one another — never a grid to scroll sideways.
 */
import { Link } from '@tanstack/react-router';
import type { AgendaBooking, AgendaList } from '@wegweiser/contracts';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { todayIn } from '../../../shared/practice/calendar';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState, ErrorState, LoadingState } from '../../../shared/ui/states';
import { useAgendaWindow } from '../api';
import { byDay, daysOf, partOn, stepOf, windowOf } from '../calendar';
import { dayHeading, shortDate, timeIn } from '../format';
import { useAgendaWords } from '../words';
import { isLive } from './booking-state';

const BORDER: Record<string, string> = {
  requested: 'border-l-amber-500 dark:border-l-amber-400',
  confirmed: 'border-l-primary-700 dark:border-l-primary-300',
  done: 'border-l-primary-300 dark:border-l-primary-600',
  no_show: 'border-l-red-600 dark:border-l-red-400',
};

function BookingCard({ booking, zone }: { booking: AgendaBooking; zone: string }) {
  const { w, language } = useAgendaWords();
  const time = `${timeIn(booking.starts_at, zone, language)}–${timeIn(booking.ends_at, zone, language)}`;
  const type =
    booking.session_type.name[language] || booking.session_type.name.de || booking.session_type.name.en;
  const live = isLive(booking);
  return (
    <Link
      to="/agenda/$id"
      params={{ id: booking.id }}
      className={`block rounded-lg border border-l-4 border-dark-200 bg-white p-2 text-sm hover:bg-dark-50 dark:border-dark-700 dark:bg-dark-800 dark:hover:bg-dark-700 ${
        BORDER[booking.expired ? 'expired' : booking.state] ?? 'border-l-dark-300 dark:border-l-dark-500'
      } ${live || booking.state === 'done' ? '' : 'opacity-80'}`}
    >
      <span className="block font-semibold tabular-nums text-dark-900 dark:text-white">{time}</span>
      <span
        className={`block font-medium [overflow-wrap:anywhere] text-primary-800 underline dark:text-primary-200 ${
          live ? '' : 'line-through decoration-1'
        }`}
      >
        {booking.visitor.name}
      </span>
      <span className="block [overflow-wrap:anywhere] text-dark-700 dark:text-dark-200">{type}</span>
      <span className="block font-medium text-dark-800 dark:text-dark-100">
        {booking.expired ? w.expired : w.states[booking.state]}
      </span>
    </Link>
  );
}

function Day({ date, data, today, wide }: { date: string; data: AgendaList; today: string; wide: boolean }) {
  const { w, language } = useAgendaWords();
  const zone = data.time_zone;
  const bookings =
    byDay([date], data.results, (b) => ({ start: b.starts_at, end: b.ends_at }), zone).get(date) ?? [];
  const blocked = byDay([date], data.blocked_times, (b) => b, zone).get(date) ?? [];
  return (
    <section aria-label={dayHeading(date, language)} className="min-w-0">
      <h3
        className={`mb-2 border-b pb-1 text-sm font-semibold ${
          date === today
            ? 'border-primary-700 text-primary-900 dark:border-primary-300 dark:text-primary-100'
            : 'border-dark-200 text-dark-900 dark:border-dark-700 dark:text-white'
        }`}
      >
        {/* Seven columns on a wide screen: the short form, so a heading keeps to one line. */}
        <span className={wide ? 'xl:hidden' : undefined}>{dayHeading(date, language)}</span>
        {wide ? <span className="hidden xl:inline">{dayHeading(date, language, false, 'short')}</span> : null}
        {date === today ? ` · ${w.today}` : ''}
      </h3>
      <ul className="space-y-2">
        {blocked.map((block) => {
          const part = partOn(block, date, zone);
          return (
            <li
              key={block.id}
              className="rounded-lg border border-dashed border-dark-400 bg-dark-100 p-2 text-sm text-dark-800 dark:border-dark-500 dark:bg-dark-900 dark:text-dark-100"
            >
              <span className="block font-semibold">
                {part?.whole ? w.blockedAllDay : `${w.blocked} ${part?.from}–${part?.to}`}
              </span>
              {block.note ? <span className="block [overflow-wrap:anywhere]">{block.note}</span> : null}
            </li>
          );
        })}
        {bookings.map((booking) => (
          <li key={booking.id}>
            <BookingCard booking={booking} zone={zone} />
          </li>
        ))}
        {bookings.length === 0 && blocked.length === 0 ? (
          <li className="text-sm text-dark-600 dark:text-dark-300">{w.noBookingsThatDay}</li>
        ) : null}
      </ul>
    </section>
  );
}

export function CalendarView({ view, date, zone }: { view: 'day' | 'week'; date: string; zone: string }) {
  const { w, language } = useAgendaWords();
  const t = useT();
  const days = daysOf(view, date);
  const window = useAgendaWindow(windowOf(days, zone));
  const today = todayIn(zone, new Date());
  const first = days[0] ?? date;
  const last = days.at(-1) ?? date;
  const step = (direction: 1 | -1) => ({
    view: view === 'day' ? ('day' as const) : undefined,
    date: stepOf(view, date, direction),
  });
  let body: React.ReactNode;
  if (window.isPending) body = <LoadingState />;
  else if (window.isError)
    body = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(window.error, t).message}`}
        onRetry={() => void window.refetch()}
      />
    );
  else if (window.data.results.length === 0 && window.data.blocked_times.length === 0)
    body = <EmptyState>{view === 'day' ? w.emptyDay : w.emptyWeek}</EmptyState>;
  else
    body = (
      <>
        {window.data.results.length === 0 ? (
          <div className="mb-4">
            <EmptyState>{view === 'day' ? w.emptyDay : w.emptyWeek}</EmptyState>
          </div>
        ) : null}
        <div className={view === 'week' ? 'grid grid-cols-1 gap-6 xl:grid-cols-7 xl:gap-3' : ''}>
          {days.map((day) => (
            <Day key={day} date={day} data={window.data} today={today} wide={view === 'week'} />
          ))}
        </div>
      </>
    );
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Link to="/agenda" search={step(-1)} className={buttonClass('secondary')}>
          {w.previous[view]}
        </Link>
        <Link
          to="/agenda"
          search={{ view: view === 'day' ? 'day' : undefined }}
          className={buttonClass('secondary')}
        >
          {w.today}
        </Link>
        <Link to="/agenda" search={step(1)} className={buttonClass('secondary')}>
          {w.next[view]}
        </Link>
      </div>
      <h2 className="mb-4 text-lg font-semibold text-dark-900 dark:text-white" aria-live="polite">
        {view === 'day'
          ? dayHeading(first, language, true)
          : w.weekOf(shortDate(first, language), shortDate(last, language))}
      </h2>
      {body}
    </>
  );
}
