/**
 * What the contact link told the page (spec section 2: context plus service_name, package_name or
 * post_title): read from the query, shown as a note, sent with the message, and turned into a
 * polite first sentence. Values the API would reject are dropped or shortened so the visitor's
 * message is never refused because of the link they came from.
 */
import { CONTACT_CONTEXTS, type ContactContext } from '@wegweiser/contracts/constants';
import { contactLabels } from '../contact-labels';

export type ContactContextFields = {
  context?: ContactContext;
  service_name?: string;
  package_name?: string;
  post_title?: string;
};

/** The API's limit for service_name, package_name and post_title. */
export const CONTEXT_NAME_MAX = 200;

const name = (search: URLSearchParams, key: string) => {
  const value = search.get(key)?.trim().slice(0, CONTEXT_NAME_MAX).trim();
  return value ? value : undefined;
};

export function readContactContext(search: URLSearchParams): ContactContextFields {
  const context = search.get('context') ?? '';
  const fields: ContactContextFields = {
    context: (CONTACT_CONTEXTS as readonly string[]).includes(context)
      ? (context as ContactContext)
      : undefined,
    service_name: name(search, 'service_name'),
    package_name: name(search, 'package_name'),
    post_title: name(search, 'post_title'),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

/** What the enquiry is about: a job, a package or a service. */
export function contextTopic(
  fields: ContactContextFields,
): { kind: 'application' | 'enquiry'; name: string } | null {
  if (fields.context === 'career_post' && fields.post_title)
    return { kind: 'application', name: fields.post_title };
  const name = fields.package_name ?? fields.service_name ?? fields.post_title;
  if (!name) return null;
  return { kind: fields.post_title && name === fields.post_title ? 'application' : 'enquiry', name };
}

/** The note above the form, e.g. "Ihre Anfrage zu:" and the name. */
export function contextNote(
  fields: ContactContextFields,
  language: string,
): { label: string; name: string } | null {
  const topic = contextTopic(fields);
  if (!topic) return null;
  const labels = contactLabels(language);
  return {
    label: topic.kind === 'application' ? labels.applicationFor : labels.enquiryAbout,
    name: topic.name,
  };
}

/** The message the form starts with: a polite sentence naming the topic, or nothing. */
export function prefillMessage(fields: ContactContextFields, language: string): string {
  const topic = contextTopic(fields);
  if (!topic) return '';
  const labels = contactLabels(language);
  return topic.kind === 'application'
    ? labels.prefillApplication(topic.name)
    : labels.prefillEnquiry(topic.name);
}
