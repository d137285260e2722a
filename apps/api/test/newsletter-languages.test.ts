/**
 * The double opt-in in the subscriber's language (issue 14 point 2): the confirmation mail, the page
 * its link opens and the page after confirming are in the language the address signed up in, for
 * all five languages, even when the browser opening the link prefers another one.
 *
 *   TEST_DATABASE=pglite npx vitest run --project api apps/api/test/newsletter-languages.test.ts
 */
import { describe, expect, it } from 'vitest';
import { setupApp } from './helpers/build-app';
import { newsletterHelpers } from './helpers/newsletter';

const t = setupApp();
const { lastEmailTo, formPost, subscribeAndGetToken } = newsletterHelpers(t);

/** Words each language's mail and pages must carry, written out here (not taken from the code). */
const EXPECTED = {
  de: {
    subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
    body: 'Guten Tag,',
    footer: 'Vom Newsletter abmelden:',
    prompt: 'Bitte bestätigen Sie Ihre Anmeldung zum Newsletter mit einem Klick auf die Schaltfläche.',
    confirmed: 'Vielen Dank! Ihre Anmeldung zum Newsletter ist bestätigt.',
    browser: 'en',
  },
  en: {
    subject: 'Please confirm your newsletter subscription',
    body: 'Hello,',
    footer: 'Unsubscribe from the newsletter:',
    prompt: 'Please confirm your newsletter subscription by clicking the button.',
    confirmed: 'Thank you! Your newsletter subscription is confirmed.',
    browser: 'de',
  },
  es: {
    subject: 'Confirme su suscripción al boletín',
    body: 'Hola:',
    footer: 'Darse de baja del boletín:',
    prompt: 'Confirme su suscripción al boletín haciendo clic en el botón.',
    confirmed: '¡Gracias! Su suscripción al boletín está confirmada.',
    browser: 'de',
  },
  fr: {
    subject: 'Veuillez confirmer votre inscription à la newsletter',
    body: 'Bonjour,',
    footer: 'Se désinscrire de la newsletter :',
    prompt: 'Veuillez confirmer votre inscription à la newsletter en cliquant sur le bouton.',
    confirmed: 'Merci ! Votre inscription à la newsletter est confirmée.',
    browser: 'de',
  },
  zh: {
    subject: '请确认您在',
    body: '您好：',
    footer: '退订新闻通讯：',
    prompt: '请点击下方按钮确认您的新闻订阅。',
    confirmed: '谢谢！您的新闻订阅已确认。',
    browser: 'de',
  },
} as const;

/** Text as the notice page writes it (its HTML escaping). */
const escaped = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

describe('the double opt-in in the subscriber’s language', () => {
  it.each(Object.entries(EXPECTED))('%s: mail, link page and confirmation page', async (language, words) => {
    const email = `opt-in-${language}@example.com`;
    const { confirm } = await subscribeAndGetToken(email, language);
    const mail = await lastEmailTo(email);
    expect(mail?.languageCode).toBe(language);
    expect(mail?.subject).toContain(words.subject);
    expect(mail?.bodyText.startsWith(words.body)).toBe(true);
    expect(mail?.bodyText).toContain(words.footer);

    // Opened in a browser that prefers another language: the page still speaks the subscriber's.
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/newsletter/confirm/${confirm}/`,
      headers: { accept: 'text/html', 'accept-language': words.browser },
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(`<html lang="${language}">`);
    expect(opened.body).toContain(escaped(words.prompt));

    const confirmed = await formPost(`/api/newsletter/confirm/${confirm}/`, {
      'accept-language': words.browser,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain(`<html lang="${language}">`);
    expect(confirmed.body).toContain(escaped(words.confirmed));
  });
});
