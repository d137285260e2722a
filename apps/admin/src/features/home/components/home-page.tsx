/**
 * The start page after sign-in (issue 24 point 2): a greeting, what came in during the last 7 days,
 * what still needs doing — each with a link to the place that fixes it — and the way to every place
 * of the console.
 */

import { Link } from '@tanstack/react-router';
import type { Overview, OverviewTask } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useContentWords } from '../../../shared/content/words';
import { useConsoleWords, useT } from '../../../shared/i18n/console-words';
import { NAV_LABELS } from '../../../shared/navigation';
import { useSession } from '../../../shared/session/session-provider';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { useOverview } from '../api';
import { useHomeWords } from '../words';

type Destination = {
  to:
    | '/messages'
    | '/subscribers'
    | '/campaigns'
    | '/analytics'
    | '/media'
    | '/texts'
    | '/settings'
    | '/profile'
    | '/users'
    | '/audit';
  title: string;
  text: string;
};

/** Every place of the console the signed-in person may open, each with a sentence on what it is for. */
function useDestinations(role: 'owner' | 'editor'): Destination[] {
  const { w: t, language } = useConsoleWords();
  const { w } = useHomeWords();
  const settings = NAV_LABELS[language].settings;
  const owner = role === 'owner';
  const all: (Destination & { ownerOnly?: true })[] = [
    { to: '/messages', title: NAV_LABELS[language].messages, text: w.messagesText, ownerOnly: true },
    {
      to: '/subscribers',
      title: NAV_LABELS[language].subscribers,
      text: w.subscribersText,
      ownerOnly: true,
    },
    { to: '/campaigns', title: NAV_LABELS[language].campaigns, text: w.campaignsText, ownerOnly: true },
    { to: '/analytics', title: NAV_LABELS[language].analytics, text: w.analyticsText, ownerOnly: true },
    { to: '/media', title: NAV_LABELS[language].media, text: w.mediaText },
    { to: '/texts', title: settings.texts, text: w.textsText },
    { to: '/settings', title: settings.site, text: w.settingsText, ownerOnly: true },
    { to: '/profile', title: t.shell.profile, text: w.profileText },
    { to: '/users', title: t.shell.users, text: w.usersText, ownerOnly: true },
    { to: '/audit', title: t.shell.audit, text: w.auditText, ownerOnly: true },
  ];
  return all
    .filter((destination) => owner || !destination.ownerOnly)
    .map(({ ownerOnly: _, ...rest }) => rest);
}

const cardFrame =
  'block h-full rounded-2xl border border-dark-200 bg-white shadow-sm transition-colors hover:border-primary-400 dark:border-dark-700 dark:bg-dark-800 dark:hover:border-primary-500';
const cardClass = `${cardFrame} p-5`;
const sectionTitleClass = 'mb-3 text-lg font-semibold text-dark-900 dark:text-white';

/** The three figures of the last 7 days, each a way to the place that shows them. */
function Figures({ figures }: { figures: NonNullable<Overview['figures']> }) {
  const { w, language } = useHomeWords();
  const number = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB');
  const items = [
    {
      to: '/messages' as const,
      count: figures.new_messages,
      label: w.newMessages(figures.new_messages),
    },
    {
      to: '/subscribers' as const,
      count: figures.new_subscribers,
      label: w.newSubscribers(figures.new_subscribers),
    },
    {
      to: '/analytics' as const,
      count: figures.visitors_week,
      label: w.visitors(figures.visitors_week),
    },
  ];
  return (
    <section aria-labelledby="home-figures" className="mb-8">
      <h2 id="home-figures" className={sectionTitleClass}>
        {w.figuresTitle}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-4">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={`${cardFrame} p-3 sm:p-5`}>
              <span className="block text-2xl font-semibold tabular-nums text-primary-800 sm:text-3xl dark:text-primary-200">
                {number.format(item.count)}
              </span>
              <span className="mt-1 block text-sm text-dark-700 sm:text-base dark:text-dark-200">
                {item.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One thing still to do: what is missing, in her words, and the link to the place that fixes it. */
function TaskRow({ task }: { task: OverviewTask }) {
  const { w } = useHomeWords();
  const { w: contentWords } = useContentWords();
  const linkClass = 'font-semibold text-primary-800 underline underline-offset-4 dark:text-primary-200';
  let text: string;
  let action: ReactNode;
  switch (task.kind) {
    case 'mail_server':
      text = w.mailServer;
      action = (
        <Link to="/outbox" className={linkClass}>
          {w.mailServerAction}
        </Link>
      );
      break;
    case 'demo_legal_page':
      text = task.page === 'imprint' ? w.demoImprint : w.demoPrivacy;
      action = (
        <Link
          to="/content/$resource/$key"
          params={{ resource: 'legal-pages', key: task.key }}
          className={linkClass}
        >
          {task.page === 'imprint' ? w.demoImprintAction : w.demoPrivacyAction}
        </Link>
      );
      break;
    case 'two_factor':
      text = w.twoFactorHint;
      action = (
        <Link to="/profile" hash="two-factor" className={linkClass}>
          {w.twoFactorAction}
        </Link>
      );
      break;
    case 'translation':
      text = w.translation(contentWords.languageName[task.language], task.percent);
      action = (
        <Link to="/translations" search={{ language: task.language }} className={linkClass}>
          {w.translationAction}
        </Link>
      );
      break;
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      <p className="max-w-2xl">{text}</p>
      {action}
    </li>
  );
}

function Tasks({ overview }: { overview: ReturnType<typeof useOverview> }) {
  const t = useT();
  const { w } = useHomeWords();
  let content: ReactNode;
  if (overview.isPending) content = <LoadingState label={w.tasksLoading} />;
  else if (overview.isError)
    content = (
      <ErrorState
        message={`${w.tasksError} ${toApiProblem(overview.error, t).message}`}
        onRetry={() => void overview.refetch()}
      />
    );
  else if (overview.data.tasks.length === 0) content = <EmptyState>{w.tasksNone}</EmptyState>;
  else
    content = (
      <ul className="space-y-3">
        {overview.data.tasks.map((task) => (
          <TaskRow
            key={`${task.kind}-${'page' in task ? task.page : 'language' in task ? task.language : ''}`}
            task={task}
          />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="home-tasks" className="mb-8">
      <h2 id="home-tasks" className={sectionTitleClass}>
        {w.tasksTitle}
      </h2>
      {content}
    </section>
  );
}

export function HomePage() {
  const { w } = useHomeWords();
  const session = useSession();
  const user = session.me?.user;
  const destinations = useDestinations(user?.role ?? 'editor');
  const overview = useOverview();
  if (!user) return null;
  const figures = overview.data?.figures;
  return (
    <>
      <PageHeader title={w.greeting(user.name)} intro={w.intro} />
      {figures ? <Figures figures={figures} /> : null}
      <Tasks overview={overview} />
      <section aria-labelledby="home-places">
        <h2 id="home-places" className={sectionTitleClass}>
          {w.placesTitle}
        </h2>
        <ul aria-labelledby="home-places" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.to}>
              <Link to={destination.to} className={cardClass}>
                <span className="block text-lg font-semibold text-primary-800 dark:text-primary-200">
                  {destination.title}
                </span>
                <span className="mt-1 block text-dark-700 dark:text-dark-200">{destination.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
