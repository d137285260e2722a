/**
 * The console's navigation, grouped as the owner thinks of it: overview and visitors; mail and
 * newsletter; content; media; settings; account and team. An editor sees only what an editor may open.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../testing/api-server';
import { editor, owner } from '../testing/fixtures';
import { renderConsole, signedInAs } from '../testing/render-console';

/** Each heading of the side bar with the links under it ('' for a group without heading). */
async function navigationGroups(name: string) {
  const nav = await screen.findByRole('navigation', { name });
  return [...nav.querySelectorAll('ul')].map((list) => [
    list.previousElementSibling?.tagName === 'H2' ? list.previousElementSibling.textContent : '',
    within(list)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ]);
}

describe('the console navigation', () => {
  it('groups the owner’s places under headings, mail and newsletter before the content', async () => {
    apiServer.use(signedInAs(owner()));
    renderConsole('/profile');
    const groups = await navigationGroups('Console navigation');
    const headings = groups.map(([heading]) => heading);
    expect(groups[0]).toEqual(['', ['Overview', 'Visitors']]);
    expect(groups[1]).toEqual([
      'Mail & newsletter',
      ['Messages', 'Subscribers', 'Send newsletters', 'Emails'],
    ]);
    // The calendar first under "Appointments" (decision 110), then the booking setup.
    expect(groups[2]).toEqual([
      'Appointments',
      ['Calendar', 'Session types', 'Hours', 'Exceptions & holidays', 'Blocked times', 'Booking rules'],
    ]);
    expect(headings.slice(-3)).toEqual(['Images', 'Texts & settings', 'Account & team']);
    expect(groups.at(-1)?.[1]).toEqual(['My profile', 'Users', 'Audit log']);
    expect(groups.at(-3)).toEqual(['Images', ['Media library']]);
  });

  it('shows an editor neither visitors, mail nor team, in German', async () => {
    apiServer.use(signedInAs(editor({ ui_language: 'de' })));
    renderConsole('/profile');
    const groups = await navigationGroups('Navigation der Verwaltung');
    const headings = groups.map(([heading]) => heading);
    expect(groups[0]).toEqual(['', ['Übersicht']]);
    expect(headings).not.toContain('Post & Newsletter');
    expect(headings).not.toContain('Termine');
    expect(groups.at(-1)).toEqual(['Konto & Team', ['Mein Profil']]);
    expect(headings).toContain('Texte & Einstellungen');
  });
});
