/**
 * About: who the coach is (managed texts, optional about_logo image), the approach, qualifications
 * and locations from the API, and an invitation to get in touch (contact context about_cta).
 */

import type { ReactNode } from 'react';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import { buildContactUrl } from '../../shared/lib/contact-url';
import { contentImage } from '../../shared/lib/content-url';
import type { LoadContext } from '../../shared/router/route-types';
import { Link } from '../../shared/router/router';
import { primaryButton } from '../../shared/ui/button-styles';
import { pageTitle } from '../../shared/ui/heading-styles';
import { Markdown, preloadMarkdown } from '../../shared/ui/markdown';
import { locationsResource } from './api/get-locations';
import { qualificationsResource } from './api/get-qualifications';
import { LocationList } from './components/location-list';
import { QualificationList } from './components/qualification-list';

const TEXTS = [
  'about_title',
  'about_subtitle',
  'about_intro',
  'about_approach_title',
  'about_approach_text',
  'about_qualifications_title',
  'about_locations_title',
  'about_cta_title',
  'about_step_text',
  'about_cta_text',
  'about_cta_button',
  'header_contact_button',
] as const;

/** A titled part of the page: the title in a narrow column beside the content on wide screens. */
function AboutSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 sm:pt-24">
      <div className="grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)] lg:gap-16">
        <h2
          id={id}
          className="font-display text-3xl font-semibold tracking-tight text-balance text-slate-900 sm:text-4xl dark:text-white"
        >
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

export default function AboutPage() {
  const { language, settings } = useApp();
  const { t } = useTexts(TEXTS);
  const qualifications = useResource(qualificationsResource(language));
  const locations = useResource(locationsResource(language));
  const contactUrl = buildContactUrl(settings?.contact_button_redirect_url, { context: 'about_cta' });
  const contactLabel = t('about_cta_button') || t('header_contact_button');
  const image = contentImage(settings?.about_logo);

  return (
    <div className="pb-16 sm:pb-24">
      <section className="border-b border-slate-200 bg-gradient-to-b from-primary-50 to-white dark:border-dark-800 dark:from-dark-800 dark:to-dark-900">
        <div
          className={`mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:px-6 sm:py-20 ${image ? 'lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start' : ''}`}
        >
          <div className="max-w-3xl">
            <h1 className={pageTitle}>{t('about_title')}</h1>
            {t('about_subtitle') ? (
              <p className="mt-4 text-xl leading-relaxed text-primary-800 dark:text-primary-200">
                {t('about_subtitle')}
              </p>
            ) : null}
            {t('about_intro') ? (
              <Markdown source={t('about_intro')} className="mt-8 sm:prose-lg prose-p:leading-relaxed" />
            ) : null}
            {contactLabel ? (
              <Link to={contactUrl} className={`mt-10 ${primaryButton}`}>
                {contactLabel}
              </Link>
            ) : null}
          </div>
          {image ? (
            <img
              src={image}
              alt={settings?.site_name ?? ''}
              decoding="async"
              className="mx-auto w-full max-w-sm rounded-3xl border border-slate-200 bg-white object-contain p-6 shadow-sm dark:border-dark-700 dark:bg-dark-800"
            />
          ) : null}
        </div>
      </section>

      {t('about_approach_text') ? (
        <AboutSection id="about-approach" title={t('about_approach_title')}>
          <Markdown
            source={t('about_approach_text')}
            className="max-w-3xl sm:prose-lg prose-p:leading-relaxed prose-strong:text-primary-800 dark:prose-strong:text-primary-200"
          />
        </AboutSection>
      ) : null}

      {qualifications.data && qualifications.data.length > 0 ? (
        <AboutSection id="about-qualifications" title={t('about_qualifications_title')}>
          <div className="max-w-3xl pl-4">
            <QualificationList items={qualifications.data} />
          </div>
        </AboutSection>
      ) : null}

      {locations.data && locations.data.length > 0 ? (
        <AboutSection id="about-locations" title={t('about_locations_title')}>
          <LocationList items={locations.data} language={language} />
        </AboutSection>
      ) : null}

      {contactLabel ? (
        <section aria-labelledby="about-cta" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 sm:pt-24">
          <div className="rounded-3xl bg-primary-800 px-6 py-12 text-center text-white shadow-sm sm:px-12 dark:bg-dark-800 dark:ring-1 dark:ring-dark-700">
            <h2 id="about-cta" className="font-display text-3xl font-semibold tracking-tight sm:text-4xl">
              {t('about_cta_title')}
            </h2>
            {t('about_step_text') ? (
              <p className="mx-auto mt-4 max-w-2xl text-lg font-medium text-primary-100 dark:text-primary-200">
                {t('about_step_text')}
              </p>
            ) : null}
            {t('about_cta_text') ? (
              <p className="mx-auto mt-3 max-w-2xl leading-relaxed text-primary-50 dark:text-dark-100">
                {t('about_cta_text')}
              </p>
            ) : null}
            <Link
              to={contactUrl}
              className="mt-8 inline-flex min-h-12 items-center justify-center rounded-full bg-white px-7 py-3 text-center font-semibold text-balance text-primary-900 shadow-sm transition hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200"
            >
              {contactLabel}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}

export async function load({ language, store, texts }: LoadContext) {
  await Promise.all([
    texts.ensure(TEXTS, language).catch(() => undefined),
    store.ensure(qualificationsResource(language)),
    store.ensure(locationsResource(language)),
    preloadMarkdown(),
  ]);
}
