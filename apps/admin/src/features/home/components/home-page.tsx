/** The overview after sign-in: a greeting, the two-factor hint, and the way to every place of the console. */
import { Link } from '@tanstack/react-router';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { useSession } from '../../../shared/session/session-provider';
import { PageHeader } from '../../../shared/ui/states';
import { ANALYTICS_NAV_LABEL } from '../../analytics/routes';
import { CAMPAIGNS_NAV_LABEL } from '../../campaigns/routes';
import { MEDIA_NAV_LABEL } from '../../media/routes';
import { MESSAGES_NAV_LABEL } from '../../messages/routes';
import { useSettingsWords } from '../../settings/words';
import { SUBSCRIBERS_NAV_LABEL } from '../../subscribers/routes';

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
  const { t, language } = useI18n();
  const settings = useSettingsWords().nav;
  const owner = role === 'owner';
  const all: (Destination & { ownerOnly?: true })[] = [
    { to: '/messages', title: MESSAGES_NAV_LABEL[language], text: t.home.messagesText, ownerOnly: true },
    {
      to: '/subscribers',
      title: SUBSCRIBERS_NAV_LABEL[language],
      text: t.home.subscribersText,
      ownerOnly: true,
    },
    { to: '/campaigns', title: CAMPAIGNS_NAV_LABEL[language], text: t.home.campaignsText, ownerOnly: true },
    { to: '/analytics', title: ANALYTICS_NAV_LABEL[language], text: t.home.analyticsText, ownerOnly: true },
    { to: '/media', title: MEDIA_NAV_LABEL[language], text: t.home.mediaText },
    { to: '/texts', title: settings.texts, text: t.home.textsText },
    { to: '/settings', title: settings.site, text: t.home.settingsText, ownerOnly: true },
    { to: '/profile', title: t.shell.profile, text: t.home.profileText },
    { to: '/users', title: t.shell.users, text: t.home.usersText, ownerOnly: true },
    { to: '/audit', title: t.shell.audit, text: t.home.auditText, ownerOnly: true },
  ];
  return all
    .filter((destination) => owner || !destination.ownerOnly)
    .map(({ ownerOnly: _, ...rest }) => rest);
}

export function HomePage() {
  const { t } = useI18n();
  const session = useSession();
  const user = session.me?.user;
  const destinations = useDestinations(user?.role ?? 'editor');
  if (!user) return null;
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
