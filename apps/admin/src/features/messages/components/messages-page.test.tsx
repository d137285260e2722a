/**
 * The contact inbox: "all" leaves spam out and spam has its own folder; folder, source and search
 * reach the API and the CSV link; each row names the sender (a link to the message) and the source
 * in words; empty and failed states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Message } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, recordingGet } from '../../../testing/api-server';
import { owner, page } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { message } from '../testing';

const career = message({
  id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  name: 'Frieda Frei',
  email: 'frieda@example.com',
  state: 'answered',
  source: { context: 'career_post', service_name: null, package_name: null, post_title: 'Coach (m/w/d)' },
});

function inboxApi(rows: Message[] | 'fail' = [message(), career], german = false) {
  const asked: Record<string, string>[] = [];
  apiServer.use(
    signedInAs(owner(german ? { ui_language: 'de' } : {})),
    recordingGet('/admin/messages/', rows === 'fail' ? rows : page(rows), asked),
  );
  return asked;
}

describe('the contact inbox', () => {
  it('lists every message but spam, the sender linking to the message, the source in words', async () => {
    const asked = inboxApi();
    apiServer.use(
      http.get(apiUrl('/admin/messages/:id/'), () => HttpResponse.json(message({ state: 'read' }))),
    );
    const view = renderConsole('/messages');
    const table = await screen.findByRole('table', { name: 'Messages' });
    expect(asked).toEqual([{ exclude_spam: 'true' }]);
    const maria = within(table).getByRole('row', { name: /Maria Schmidt/ });
    expect(maria.textContent).toContain('Service page: Karriere-Coaching');
    expect(maria.textContent).toContain('New');
    const frieda = within(table).getByRole('row', { name: /Frieda Frei/ });
    expect(frieda.textContent).toContain('Career post: Coach (m/w/d)');
    expect(frieda.textContent).toContain('Answered');
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');

    await view.user.click(within(maria).getByRole('link', { name: 'Maria Schmidt' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/messages/${message().id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Schmidt' })).toBeTruthy();
  });

  it('has a folder per state, spam among them, and filters by source and search', async () => {
    const asked = inboxApi();
    const view = renderConsole('/messages');
    await screen.findByRole('table', { name: 'Messages' });
    const folders = screen.getByRole('navigation', { name: 'Folders' });
    expect(
      within(folders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All', 'New', 'Read', 'Answered', 'Archived', 'Spam']);
    await view.user.click(within(folders).getByRole('link', { name: 'Spam' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'spam' }));
    await view.user.selectOptions(screen.getByLabelText('Source'), 'service_detail');
    await waitFor(() => expect(asked.at(-1)).toEqual({ state: 'spam', context: 'service_detail' }));
    await view.user.type(screen.getByLabelText('Search in name, email and message'), 'coaching');
    await waitFor(() =>
      expect(asked.at(-1)).toEqual({ state: 'spam', context: 'service_detail', search: 'coaching' }),
    );
    expect(screen.getByRole('link', { name: 'Download as CSV' }).getAttribute('href')).toBe(
      '/api/admin/messages/csv/?state=spam&context=service_detail&search=coaching',
    );
    expect(view.router.state.location.search).toEqual({
      folder: 'spam',
      context: 'service_detail',
      q: 'coaching',
    });
  });

  it('speaks German: folders and source words', async () => {
    inboxApi(undefined, true);
    renderConsole('/messages', { language: 'de' });
    const table = await screen.findByRole('table', { name: 'Nachrichten' });
    expect(within(table).getByRole('row', { name: /Maria Schmidt/ }).textContent).toContain(
      'Leistungsseite: Karriere-Coaching',
    );
    const folders = screen.getByRole('navigation', { name: 'Ordner' });
    expect(
      within(folders)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Alle', 'Neu', 'Gelesen', 'Beantwortet', 'Archiviert', 'Spam']);
  });

  it('says when the inbox is empty', async () => {
    inboxApi([]);
    renderConsole('/messages');
    expect(await screen.findByText(/No messages yet/)).toBeTruthy();
  });

  it('says when a folder is empty', async () => {
    inboxApi([]);
    renderConsole('/messages?folder=archived');
    expect(await screen.findByText('Nothing in this folder.')).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    inboxApi('fail');
    renderConsole('/messages');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The messages could not be loaded. The database is asleep.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
