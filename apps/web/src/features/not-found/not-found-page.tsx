import type { LoadContext, MetaContext, PageMeta } from '../../app/route-types';
import { Link } from '../../app/router/router';
import { useTexts } from '../../shared/content/use-texts';
import { usePageMeta } from '../../shared/seo/use-page-meta';

const TEXTS = ['not_found_title', 'not_found_text', 'not_found_back'] as const;

export default function NotFoundPage() {
  const { t } = useTexts(TEXTS);
  usePageMeta({ title: t('not_found_title') });
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center">
      <p className="font-display text-6xl font-semibold text-primary-700 dark:text-primary-300">404</p>
      <h1 className="mt-4 font-display text-3xl font-semibold">{t('not_found_title')}</h1>
      <p className="mt-4 text-lg text-slate-600 dark:text-dark-200">{t('not_found_text')}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-primary-700 px-6 py-3 font-medium text-white hover:bg-primary-800"
      >
        {t('not_found_back')}
      </Link>
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
