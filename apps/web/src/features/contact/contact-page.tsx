/**
 * Contact: managed title and intro, the form (prefilled from the contact link's context) and the
 * direct contact items beside it.
 */

import { BookLink } from '../../shared/booking/book-link';
import { sessionTypesResource } from '../../shared/booking/session-types';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import type { LoadContext, PageProps } from '../../shared/router/route-types';
import { pageTitle } from '../../shared/ui/heading-styles';
import { contactItemsResource } from './api/get-contact-items';
import { ContactForm } from './components/contact-form';
import { ContactItems } from './components/contact-items';
import { contactLabels } from './contact-labels';
import { prefillMessage, readContactContext } from './lib/contact-context';

const TEXTS = [
  'contact_page_title',
  'contact_page_intro',
  'contact_form_name',
  'contact_form_email',
  'contact_form_phone',
  'contact_form_message',
  'contact_form_submit',
  'contact_form_sending',
  'contact_form_privacy_note',
  'footer_legal_privacy',
] as const;

export default function ContactPage({ search }: PageProps) {
  const { language } = useApp();
  const { t } = useTexts(TEXTS);
  const labels = contactLabels(language);
  const items = useResource(contactItemsResource(language));
  const sessionTypes = useResource(sessionTypesResource(language));
  const bookable = (sessionTypes.data?.results.length ?? 0) > 0;
  const context = readContactContext(search);

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
      <header className="max-w-3xl">
        <h1 className={pageTitle}>{t('contact_page_title')}</h1>
        {t('contact_page_intro') ? (
          <p className="mt-5 text-lg leading-relaxed text-slate-600 dark:text-dark-200">
            {t('contact_page_intro')}
          </p>
        ) : null}
      </header>

      <div className="mt-12 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-dark-700 dark:bg-dark-800">
          <ContactForm
            // A new contact link (another context) starts a fresh form.
            key={search.toString()}
            initialMessage={prefillMessage(context, language)}
            initialContext={context}
            texts={{
              name: t('contact_form_name'),
              email: t('contact_form_email'),
              phone: t('contact_form_phone'),
              message: t('contact_form_message'),
              submit: t('contact_form_submit'),
              sending: t('contact_form_sending'),
              privacyNote: t('contact_form_privacy_note'),
              privacyLink: t('footer_legal_privacy'),
            }}
          />
        </div>
        <aside>
          {bookable ? <BookLink className="mb-8 w-full" testId="contact-book" /> : null}
          <ContactItems items={items.data ?? []} title={labels.otherWays} />
        </aside>
      </div>
    </div>
  );
}

export async function load({ language, store, texts }: LoadContext) {
  await Promise.all([
    texts.ensure(TEXTS, language).catch(() => undefined),
    store.ensure(contactItemsResource(language)),
    store.ensure(sessionTypesResource(language)),
  ]);
}
