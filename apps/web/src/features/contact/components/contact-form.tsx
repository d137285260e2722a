import { CheckCircleIcon, ExclamationTriangleIcon } from '@heroicons/react/24/outline';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { Link } from '../../../shared/router/router';
import { primaryButton } from '../../../shared/ui/button-styles';
import { contactLabels } from '../contact-labels';
import { useContactForm } from '../hooks/use-contact-form';
import { type ContactContextFields, contextNote } from '../lib/contact-context';
import { splitPrivacyNote } from '../lib/privacy-note';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '../lib/validate-contact';
import { FormField } from './form-field';
import { HoneypotField } from './honeypot-field';

export type ContactFormTexts = {
  name: string;
  email: string;
  phone: string;
  message: string;
  submit: string;
  sending: string;
  privacyNote: string;
  privacyLink: string;
};

type Props = { texts: ContactFormTexts; initialMessage: string; initialContext: ContactContextFields };

export function ContactForm({ texts, initialMessage, initialContext }: Props) {
  const { language } = useApp();
  const labels = contactLabels(language);
  const form = useContactForm(initialMessage, initialContext);
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const noticeRef = useRef<HTMLDivElement>(null);
  const sending = form.status === 'sending';
  const [interactive, setInteractive] = useState(false);

  // Until the page is interactive the button stays disabled, so an early press cannot submit the
  // form natively (which would put the message into the URL). Text typed before that moment lives
  // only in the inputs; adopt it so nothing typed is lost.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, right after hydration
  useEffect(() => {
    for (const field of CONTACT_FIELDS) {
      const element = fields.current[field];
      if (element && element.value !== form.values[field]) form.change(field, element.value);
    }
    setInteractive(true);
  }, []);
  const note = contextNote(form.context, language);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const outcome = await form.submit();
    // Move focus to what needs attention: the first field to fix, or the outcome message.
    if (outcome.status === 'invalid') fields.current[outcome.field]?.focus();
    else noticeRef.current?.focus();
  };

  const bind = (field: ContactField) => ({
    id: `contact-${field}`,
    value: form.values[field],
    onChange: (value: string) => form.change(field, value),
    error: form.errors[field],
    inputRef: (element: HTMLInputElement | HTMLTextAreaElement | null) => {
      fields.current[field] = element;
    },
  });

  const privacyParts = splitPrivacyNote(texts.privacyNote, [texts.privacyLink, labels.privacyFallback]);
  const privacyLink = (text: string) => (
    <Link
      to="/legal/privacy"
      className="font-medium text-primary-800 underline underline-offset-2 hover:text-primary-900 dark:text-primary-200 dark:hover:text-white"
    >
      {text}
    </Link>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="space-y-6">
      {note ? (
        <p className="rounded-xl border border-accent-200 bg-accent-50 px-4 py-3 text-accent-900 dark:border-accent-800 dark:bg-accent-900/30 dark:text-accent-100">
          {note.label} <strong className="font-semibold">{note.name}</strong>
        </p>
      ) : null}

      <div className="grid gap-6 sm:grid-cols-2">
        <FormField {...bind('name')} label={texts.name} required autoComplete="name" />
        <FormField {...bind('email')} label={texts.email} required type="email" autoComplete="email" />
      </div>
      <FormField {...bind('phone')} label={texts.phone} type="tel" autoComplete="tel" />
      <HoneypotField inputRef={form.honeypot} />
      <FormField
        {...bind('message')}
        label={texts.message}
        required
        multiline
        hint={labels.characters(form.values.message.length, CONTACT_LIMITS.message)}
      />

      <p className="text-sm leading-relaxed text-slate-600 dark:text-dark-300">
        {privacyParts ? (
          <>
            {privacyParts.before}
            {privacyLink(privacyParts.link)}
            {privacyParts.after}
          </>
        ) : (
          <>
            {texts.privacyNote} {privacyLink(texts.privacyLink || labels.privacyFallback)}
          </>
        )}
      </p>

      <div ref={noticeRef} tabIndex={-1} className="focus:outline-none">
        {form.notice && form.status === 'success' ? (
          <div
            role="status"
            className="flex gap-3 rounded-xl border border-primary-200 bg-primary-50 p-4 text-primary-900 dark:border-primary-700 dark:bg-primary-900/40 dark:text-primary-100"
          >
            <CheckCircleIcon aria-hidden="true" className="size-6 shrink-0" />
            <div>
              <p className="font-semibold">{labels.successTitle}</p>
              <p className="mt-1">{form.notice}</p>
            </div>
          </div>
        ) : null}
        {form.notice && form.status === 'error' ? (
          <div
            role="alert"
            className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            <ExclamationTriangleIcon aria-hidden="true" className="size-6 shrink-0" />
            <p>{form.notice}</p>
          </div>
        ) : null}
      </div>

      <button
        type="submit"
        disabled={sending || !interactive}
        className={`${primaryButton} min-h-12 w-full px-8 disabled:cursor-wait disabled:opacity-80 sm:w-auto`}
      >
        {sending ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
