/**
 * The contact form's state: values, field errors and the send status (idle → sending → success or
 * error). Whatever goes wrong, the typed values stay; only a successful send clears them.
 */

import type { LanguageCode } from '@wegweiser/contracts/constants';
import { translate } from '@wegweiser/contracts/messages';
import { useEffect, useRef, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { useLocation } from '../../../shared/router/router';
import { createContactMessage } from '../api/create-contact-message';
import { CONTEXT_NAME_MAX, type ContactContextFields } from '../lib/contact-context';
import { buildPayload, describeSendError } from '../lib/contact-submission';
import { elapsedSince, formShownAt } from '../lib/spam-signals';
import {
  CONTACT_FIELDS,
  type ContactField,
  type ContactValues,
  type FieldErrors,
  validateContact,
} from '../lib/validate-contact';

export type SendStatus = 'idle' | 'sending' | 'success' | 'error';
export type SubmitOutcome = { status: 'invalid'; field: ContactField } | { status: 'success' | 'error' };

const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };

export function useContactForm(initialMessage: string, initialContext: ContactContextFields) {
  const { api, language } = useApp();
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, message: initialMessage });
  const [context, setContext] = useState(initialContext);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<SendStatus>('idle');
  const [notice, setNotice] = useState('');
  const { pathname } = useLocation();
  // The spam signals (decision 057): when the form was shown, and the honeypot a person never sees.
  const shownAt = useRef(0);
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    shownAt.current = formShownAt();
  }, []);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A corrected field should not keep shouting; the other fields keep their messages.
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const firstInvalid = (found: FieldErrors) => CONTACT_FIELDS.find((field) => found[field]);

  const submit = async (): Promise<SubmitOutcome> => {
    const found = validateContact(values, language);
    const invalid = firstInvalid(found);
    if (invalid) {
      setErrors(found);
      setStatus('error');
      setNotice(translate('validation_failed', language as LanguageCode));
      return { status: 'invalid', field: invalid };
    }
    setErrors({});
    setStatus('sending');
    setNotice('');
    try {
      const created = await createContactMessage(
        api,
        buildPayload(values, context, {
          page_path: pathname.slice(0, CONTEXT_NAME_MAX),
          elapsed_ms: elapsedSince(shownAt.current, performance.now()),
          website: honeypot.current?.value ?? '',
        }),
      );
      setValues(EMPTY);
      setContext({});
      setStatus('success');
      setNotice(created.message);
      return { status: 'success' };
    } catch (error) {
      const described = describeSendError(error, language);
      setErrors(described.fields);
      setStatus('error');
      setNotice(described.message);
      const field = firstInvalid(described.fields);
      return field ? { status: 'invalid', field } : { status: 'error' };
    }
  };

  return { values, context, errors, status, notice, honeypot, change, submit };
}
