/**
 * The start page (issue 24 point 2): what came in during the last 7 days, what still needs doing with
 * a link to the place that fixes each, and every place of the console the person may open.
 */

import { screen, within } from '@testing-library/react';
import type { Overview } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, databaseAsleep } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const SLOW = { timeout: 8_000 };
const allDone: Overview = { figures: null, tasks: [] };
const answering = (overview: Overview | 'fail') =>
  http.get(apiUrl('/admin/overview/'), () =>
    overview === 'fail' ? databaseAsleep() : HttpResponse.json(overview),
  );

async function cards() {
  const places = await screen.findByRole('list', {
    name: /Everything in the console|Alles in der Verwaltung/,
  });
  return within(places)
    .getAllByRole('link')
    .map((link) => [link.getAttribute('href'), link.querySelector('span')?.textContent]);
}

async function tasks() {
  const region = await screen.findByRole('region', { name: /Still to do|Noch zu tun/ }, SLOW);
  const items = await within(region).findAllByRole('listitem', {}, SLOW);
  return items.map((item) => [
    item.querySelector('p')?.textContent,
    item.querySelector('a')?.getAttribute('href'),
  ]);
}

describe('the overview', () => {
  it('leads the owner to every place, inbox and newsletter first', async () => {
    apiServer.use(signedInAs(owner({ totp_enabled: true })), answering(allDone));
    renderConsole('/');
    expect(await cards()).toEqual([
      ['/admin/messages', 'Messages'],
      ['/admin/subscribers', 'Subscribers'],
      ['/admin/campaigns', 'Send newsletters'],
      ['/admin/analytics', 'Visitors'],
      ['/admin/media', 'Media library'],
      ['/admin/texts', 'Texts'],
      ['/admin/settings', 'Site settings'],
      ['/admin/profile', 'My profile'],
      ['/admin/users', 'Users'],
      ['/admin/audit', 'Audit log'],
    ]);
    expect(screen.getByText(/Write a newsletter in one language, test it and send it\./)).toBeTruthy();
  });

  it('leads an editor, in German, only where an editor may go', async () => {
    apiServer.use(signedInAs(editor({ ui_language: 'de', totp_enabled: true })), answering(allDone));
    renderConsole('/');
    expect(await cards()).toEqual([
      ['/admin/media', 'Mediathek'],
      ['/admin/texts', 'Texte'],
      ['/admin/profile', 'Mein Profil'],
    ]);
    expect(
      screen.getByText('Das ist die Verwaltung Ihrer Website. Von hier aus erreichen Sie alles:'),
    ).toBeTruthy();
  });

  it('shows the last 7 days and what still needs doing, each linked to the place that fixes it', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      answering({
        figures: { new_messages: 3, new_subscribers: 1, visitors_week: 1204 },
        tasks: [
          { kind: 'mail_server' },
          { kind: 'demo_legal_page', page: 'imprint', key: '2' },
          { kind: 'demo_legal_page', page: 'privacy', key: '1' },
          { kind: 'two_factor' },
          { kind: 'translation', language: 'fr', percent: 92 },
        ],
      }),
    );
    renderConsole('/');
    expect(await tasks()).toEqual([
      [
        'Es ist noch kein Mailserver eingerichtet: Antworten, Newsletter und Benachrichtigungen warten im Postausgang und erreichen niemanden. Einrichten kann ihn, wer Ihre Website betreibt.',
        '/admin/outbox',
      ],
      ['Ihr Impressum zeigt noch die Demodaten (Name, Anschrift, Telefon).', '/admin/content/legal-pages/2'],
      [
        'Ihre Datenschutzerklärung zeigt noch die Demodaten (Name, Anschrift, Telefon).',
        '/admin/content/legal-pages/1',
      ],
      [
        'Die Anmeldung in zwei Schritten ist aus. Eingeschaltet schützt sie Ihre Website auch dann, wenn Ihr Passwort bekannt wird.',
        '/admin/profile#two-factor',
      ],
      ['Französisch ist auf der Website zu 92 % übersetzt.', '/admin/translations?language=fr'],
    ]);
    const figures = screen.getByRole('region', { name: 'Die letzten 7 Tage' });
    expect(
      within(figures)
        .getAllByRole('link')
        .map((link) => [link.getAttribute('href'), link.textContent]),
    ).toEqual([
      ['/admin/messages', '3neue Nachrichten'],
      ['/admin/subscribers', '1neues Abonnement'],
      ['/admin/analytics', '1.204Besucher'],
    ]);
  });

  it('says when nothing is left to do, and gives an editor no figures', async () => {
    apiServer.use(signedInAs(editor({ totp_enabled: true })), answering(allDone));
    renderConsole('/');
    expect(await screen.findByText('Nothing left to do: your website is complete.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'The last 7 days' })).toBeNull();
  });

  it('says so when the list cannot be loaded, and loads it again on request', async () => {
    apiServer.use(signedInAs(owner({ totp_enabled: true })), answering('fail'));
    const view = renderConsole('/');
    expect(await screen.findByText(/^What still needs doing could not be loaded\./, {}, SLOW)).toBeTruthy();
    apiServer.use(answering({ figures: null, tasks: [{ kind: 'two_factor' }] }));
    await view.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Turn it on' })).toBeTruthy();
  });
});
