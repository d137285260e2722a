/**
 * "Kalender" (issue 25 point 7, decision 110): the owner's bookings as a day, a week or a paged
 * list, the view and day in the URL; times in the practice's zone (said when her device differs);
 * blocking time on the blocked-times screen; the CSV of a period.
 */
import { Link } from '@tanstack/react-router';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { usePracticeSettings } from '../../../shared/practice/api';
import { todayIn } from '../../../shared/practice/calendar';
import { buttonClass } from '../../../shared/ui/button';
import { ErrorState, FormAlert, LoadingState, PageHeader } from '../../../shared/ui/states';
import { browserZone } from '../format';
import { AGENDA_VIEWS, type AgendaSearch } from '../search';
import { type AgendaWords, useAgendaWords } from '../words';
import { AgendaList } from './agenda-list';
import { CalendarView } from './calendar-view';
import { CsvExport } from './csv-export';

function ViewSwitch({ search }: { search: AgendaSearch }) {
  const { w } = useAgendaWords();
  const current = search.view ?? 'week';
  return (
    <nav aria-label={w.views.label} className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {AGENDA_VIEWS.map((view) => (
          <li key={view}>
            <Link
              to="/agenda"
              search={{ view: view === 'week' ? undefined : view, date: search.date }}
              aria-current={view === current ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
                view === current
                  ? 'border-primary-700 bg-primary-50 text-primary-900 dark:border-primary-300 dark:bg-primary-900 dark:text-primary-50'
                  : 'border-dark-300 text-dark-800 hover:bg-dark-100 dark:border-dark-600 dark:text-dark-100 dark:hover:bg-dark-800'
              }`}
            >
              {w.views[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Which zone the times are in; her device's zone named too when it differs. */
export function ZoneNote({ zone }: { zone: string }) {
  const { w } = useAgendaWords();
  const device = browserZone();
  return (
    <p className="mb-4 text-sm text-dark-700 dark:text-dark-200">
      {device && device !== zone ? w.zoneDiffers(zone, device) : w.zone(zone)}
    </p>
  );
}

const erasedText = (erased: string, w: AgendaWords) => {
  const [bookings = 0, mails = 0] = erased.split('-').map(Number);
  return w.person.erased(bookings, mails);
};

export default function AgendaPage({
  search,
  onSearchChange,
}: {
  search: AgendaSearch;
  onSearchChange: (search: AgendaSearch) => void;
}) {
  const { w } = useAgendaWords();
  const t = useT();
  const practice = usePracticeSettings();
  const view = search.view ?? 'week';
  let content: React.ReactNode;
  if (practice.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(practice.error, t).message}`}
        onRetry={() => void practice.refetch()}
      />
    );
  else if (!practice.data) content = <LoadingState />;
  else {
    const zone = practice.data.time_zone;
    content = (
      <>
        <ZoneNote zone={zone} />
        {view === 'list' ? (
          <AgendaList search={search} onSearchChange={onSearchChange} zone={zone} />
        ) : (
          <CalendarView view={view} date={search.date ?? todayIn(zone, new Date())} zone={zone} />
        )}
        <CsvExport zone={zone} today={todayIn(zone, new Date())} />
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={w.title}
        intro={w.intro}
        actions={
          <Link to="/booking/blocked-times" className={buttonClass('secondary')}>
            {w.blockTime}
          </Link>
        }
      />
      <ViewSwitch search={search} />
      {search.erased ? (
        <div className="mb-4">
          <FormAlert message={erasedText(search.erased, w)} tone="success" />
        </div>
      ) : null}
      {content}
    </>
  );
}
