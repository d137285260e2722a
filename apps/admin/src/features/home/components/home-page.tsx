/** The overview after sign-in: a greeting and the way to what the console can do so far. */
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { PageHeader } from '../../../shared/ui/states';

type Destination = { to: '/profile' | '/users' | '/audit'; title: string; text: string };

export function HomePage() {
  const { t } = useI18n();
  const session = useSession();
  const user = session.me?.user;
  if (!user) return null;
  const destinations: Destination[] = [{ to: '/profile', title: t.shell.profile, text: t.home.profileText }];
  if (user.role === 'owner') {
    destinations.push(
      { to: '/users', title: t.shell.users, text: t.home.usersText },
      { to: '/audit', title: t.shell.audit, text: t.home.auditText },
    );
  }
  return (
    <>
      <PageHeader title={t.home.greeting(user.name)} intro={t.home.intro} />
      {user.totp_enabled ? null : (
        <div className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <p className="max-w-2xl">{t.home.twoFactorHint}</p>
          <Link to="/profile" hash="two-factor" className="font-semibold underline underline-offset-4">
            {t.home.twoFactorAction}
          </Link>
        </div>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {destinations.map((destination) => (
          <li key={destination.to}>
            <Link
              to={destination.to}
              className="block h-full rounded-2xl border border-dark-200 bg-white p-5 shadow-sm transition-colors hover:border-primary-400 dark:border-dark-700 dark:bg-dark-800 dark:hover:border-primary-500"
            >
              <span className="block text-lg font-semibold text-primary-800 dark:text-primary-200">
                {destination.title}
              </span>
              <span className="mt-1 block text-dark-700 dark:text-dark-200">{destination.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
