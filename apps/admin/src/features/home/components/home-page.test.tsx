/** The overview: every place of the console the person may open, each with what it is for. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

async function cards() {
  await screen.findByRole('heading', { level: 1 });
  const main = screen.getByRole('main');
  return within(main)
    .getAllByRole('link')
    .filter((link) => link.closest('li'))
    .map((link) => [link.getAttribute('href'), link.querySelector('span')?.textContent]);
}

describe('the overview', () => {
  it('leads the owner to every place, inbox and newsletter first', async () => {
    apiServer.use(signedInAs(owner({ totp_enabled: true })));
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
    apiServer.use(signedInAs(editor({ ui_language: 'de', totp_enabled: true })));
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
});
