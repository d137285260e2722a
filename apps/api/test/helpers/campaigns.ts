/**
 * What the campaign tests share: subscribers of every status and language, written straight into
 * the database, and a valid campaign body.
 */

import type { DatabaseHandle } from '../../src/db/client';
import { newsletterSubscriptions } from '../../src/db/schema';

export type SeededSubscriber = {
  email: string;
  language: string;
  status: 'pending' | 'active' | 'unsubscribed';
};

/** Three confirmed German subscribers, and German ones who must get nothing, and other languages. */
export const SUBSCRIBERS: SeededSubscriber[] = [
  { email: 'anna@example.de', language: 'de', status: 'active' },
  { email: 'bernd@example.de', language: 'de', status: 'active' },
  { email: 'carla@example.de', language: 'de', status: 'active' },
  { email: 'dora.pending@example.de', language: 'de', status: 'pending' },
  { email: 'emil.gone@example.de', language: 'de', status: 'unsubscribed' },
  { email: 'fiona@example.com', language: 'en', status: 'active' },
  { email: 'gaston@example.fr', language: 'fr', status: 'active' },
];

export const activeGerman = (subscribers: SeededSubscriber[] = SUBSCRIBERS) =>
  subscribers
    .filter((subscriber) => subscriber.language === 'de' && subscriber.status === 'active')
    .map((subscriber) => subscriber.email)
    .sort();

export async function seedSubscribers(
  database: DatabaseHandle,
  subscribers: SeededSubscriber[] = SUBSCRIBERS,
) {
  const now = new Date();
  await database.db.insert(newsletterSubscriptions).values(
    subscribers.map((subscriber) => ({
      email: subscriber.email,
      languageCode: subscriber.language,
      status: subscriber.status,
      consentTextVersion: 'test',
      subscribedAt: now,
      confirmedAt: subscriber.status === 'pending' ? null : now,
      unsubscribedAt: subscriber.status === 'unsubscribed' ? now : null,
    })),
  );
}

/** A German newsletter: a site link, an outside link, raw HTML that must not render. */
export const GERMAN_CAMPAIGN = {
  language: 'de',
  subject: 'Neuigkeiten im Herbst',
  body_markdown:
    '# Hallo!\n\nUnser **neues** Angebot: [Kontakt](/de/kontakt) und [Blog](https://blog.example.org/herbst?a=1&b=2).\n\n<script>alert(1)</script><img src="https://tracker.example/pixel.gif">',
};
