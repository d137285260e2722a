/**
 * The contact form's use case (decisions 057, 094): judge spam, store the message and queue the
 * owners' notifications — none for spam. The repository stores what it is given.
 */
import type { ContactMessageCreate } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { contactNotificationEmail } from '../emails/templates';
import type { Locale } from '../lib/localize';
import type { Repositories } from '../repositories';
import { spamReasonOf } from './form-spam';
import { outboxRowsOf } from './mail-queue';
import { createSettingsService } from './settings-service';

export { spamReasonOf } from './form-spam';

export function createContactService(repositories: Pick<Repositories, 'contact' | 'settings'>) {
  /** The site's name in a language (its default language's where that one has none). */
  const siteNameIn = async (language: LanguageCode, fallback: LanguageCode) =>
    (await createSettingsService(repositories).getSiteSettings({ language, fallback }))?.site_name ?? '';

  return {
    /**
     * Stores a message from the form; returns its id. Spam is stored in the spam state, unannounced
     * (issue 14 inbox); otherwise every owner is told at her own address (issue 24 point 1).
     */
    async receive(body: ContactMessageCreate, locale: Locale): Promise<string> {
      const spam = spamReasonOf(body);
      const owners = spam ? [] : await repositories.contact.ownerRecipients();
      const siteName =
        owners.length > 0 ? await siteNameIn(owners[0]?.language ?? 'de', locale.fallback) : '';
      const notifications = outboxRowsOf(
        owners.map((owner) => ({
          email: contactNotificationEmail(body, { language: owner.language, siteName }),
          recipient: owner.email,
          language: owner.language,
        })),
      );
      return repositories.contact.create(body, locale.language, notifications, spam);
    },
  };
}
