/**
 * Queueing mails (decision 094): a use case that decided to send a mail builds it with emails/
 * (pure templates and the header guards of emails/headers.ts) and hands the outbox repository the
 * rows to store. Repositories store rows; they neither build nor check mails.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { outboxRow } from '../emails/headers';
import type { Email } from '../emails/templates';
import type { OutboxEmailInsert, OutboxRepository } from '../repositories/outbox-repository';

/** One mail to one recipient, in the language it is written in. */
export type OutgoingMail = { email: Email; recipient: string; language: LanguageCode };

/** The outbox rows of the mails (every header-bound value checked by emails/headers.ts). */
export const outboxRowsOf = (mails: readonly OutgoingMail[]): OutboxEmailInsert[] =>
  mails.map(({ email, recipient, language }) => outboxRow(email, recipient, language));

/** Queues the mails outside any other transaction and wakes the worker; returns their ids. */
export const queueMails = async (
  outbox: Pick<OutboxRepository, 'enqueue'>,
  mails: readonly OutgoingMail[],
): Promise<string[]> => outbox.enqueue(outboxRowsOf(mails));
