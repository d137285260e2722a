import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { buildContactUrl } from '../../shared/lib/contact-url';
import type { LoadContext, MetaContext, PageMeta } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { usePageMeta } from '../../shared/seo/use-page-meta';
import { primaryButton } from '../../shared/ui/button-styles';

const TEXTS = ['not_found_title', 'not_found_text', 'not_found_back'] as const;
/** Ways on from a dead end, labelled with the navigation's own texts (loaded with the layout). */
const WAYS_ON = ['header_nav_services', 'header_nav_about', 'header_contact_button'] as const;

const wayOnClass =
  'inline-flex min-h-11 items-center rounded-full px-4 font-medium text-primary-800 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:text-primary-200 dark:focus-visible:outline-primary-300';

export default function NotFoundPage() {
  const { settings } = useApp();
  const { t } = useTexts([...TEXTS, ...WAYS_ON]);
  usePageMeta({ title: t('not_found_title') });
  const waysOn = [
    { to: '/services', text: t('header_nav_services') },
    { to: '/about', text: t('header_nav_about') },
    {
      to: buildContactUrl(settings?.contact_button_redirect_url, { context: 'general_cta' }),
      text: t('header_contact_button'),
    },
  ].filter((way) => way.text);
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <p className="font-display text-7xl font-semibold text-primary-700 dark:text-primary-300">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-balance text-slate-900 sm:text-4xl dark:text-white">
        {t('not_found_title')}
      </h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-dark-200">{t('not_found_text')}</p>
      <Link to="/" className={`mt-8 ${primaryButton}`}>
        {t('not_found_back')}
      </Link>
      {waysOn.length > 0 ? (
        <ul className="mt-8 flex flex-wrap justify-center gap-x-2 gap-y-1 border-t border-slate-200 pt-6 dark:border-dark-700">
          {waysOn.map((way) => (
            <li key={way.to}>
              <Link to={way.to} className={wayOnClass}>
                {way.text}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export async function load({ texts, language }: LoadContext) {
  await texts.ensure(TEXTS, language).catch(() => undefined);
  return { status: 404 as const };
}

export function meta({ texts, language, defaultLanguage }: MetaContext): PageMeta {
  return { title: texts.text('not_found_title', language, defaultLanguage) };
}
