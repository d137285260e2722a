/**
 * One contact message: everything about it shown (mailto, source with the service, language, page,
 * time); opening a new one marks it read; archive, spam and not spam; delete after asking; the reply
 * quoting the original, kept as a draft until sent, then the message is answered.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { MessageDetail as Message } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { owner, page } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { message } from '../testing';

const ID = message().id;

/** The message's API: detail, PATCH state, reply, delete — remembering what was sent. */
function messageApi(initial: Message = message(), delivery: 'queued' | 'no_server' = 'no_server') {
  let current = initial;
  const sent = { states: [] as string[], replies: [] as string[], deleted: 0 };
  apiServer.use(
    signedInAs(owner()),
    http.get(apiUrl(`/admin/messages/${ID}/`), () =>
      sent.deleted > 0
        ? HttpResponse.json({ message: 'Not found.' }, { status: 404 })
        : HttpResponse.json(current),
    ),
    http.patch(apiUrl(`/admin/messages/${ID}/`), async ({ request }) => {
      const { state } = (await request.json()) as { state: Message['state'] };
      sent.states.push(state);
      current = { ...current, state };
      return HttpResponse.json(current);
    }),
    http.post(apiUrl(`/admin/messages/${ID}/reply/`), async ({ request }) => {
      const { body } = (await request.json()) as { body: string };
      sent.replies.push(body);
      current = {
        ...current,
        state: 'answered',
        answered_at: '2026-11-24T10:00:00.000Z',
        replies: [
          ...current.replies,
          {
            id: `r-${sent.replies.length}`,
            body,
            created_at: '2026-11-24T10:00:00.000Z',
            sent_by: { id: 'u-owner', name: 'Olga Owner' },
            delivery,
          },
        ],
      };
      return HttpResponse.json(current);
    }),
    http.delete(apiUrl(`/admin/messages/${ID}/`), () => {
      sent.deleted += 1;
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(apiUrl('/admin/messages/'), () => HttpResponse.json(page([]))),
  );
  return sent;
}

describe('one contact message', () => {
  it('shows who wrote, from where, in which language, on which page and when; a new one becomes read', async () => {
    const sent = messageApi();
    renderConsole(`/messages/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Schmidt' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'maria@example.com' }).getAttribute('href')).toBe(
      'mailto:maria@example.com',
    );
    expect(screen.getByRole('link', { name: '+49 170 1234567' }).getAttribute('href')).toBe(
      'tel:+491701234567',
    );
    const details = screen.getByRole('region', { name: 'Details' });
    expect(details.textContent).toContain('Service page: Karriere-Coaching');
    expect(details.textContent).toContain('German');
    expect(details.textContent).toContain('/services/karriere-coaching');
    expect(within(details).getByText(/2026/).tagName).toBe('TIME');
    expect(screen.getByRole('region', { name: 'Message' }).textContent).toBe(
      'MessageGuten Tag,\nich interessiere mich für ein Coaching.',
    );
    await waitFor(() => expect(sent.states).toEqual(['read']));
    await waitFor(() =>
      expect(screen.getByRole('main').querySelector('header')?.textContent).toContain('Read'),
    );
  });

  it('does not mark an answered message again; archives it, marks it spam and not spam', async () => {
    const sent = messageApi(message({ state: 'answered', answered_at: '2026-11-24T09:00:00.000Z' }));
    const view = renderConsole(`/messages/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Moved to “Archived”.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Mark as spam' }));
    expect(await screen.findByText('Moved to “Spam”.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Not spam' }));
    expect(await screen.findByText('Moved to “Read”.')).toBeTruthy();
    expect(sent.states).toEqual(['archived', 'spam', 'read']);
  });

  it('deletes only after asking, then goes back to the inbox', async () => {
    const sent = messageApi(message({ state: 'read' }));
    const view = renderConsole(`/messages/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the message from Maria Schmidt?' });
    expect(sent.deleted).toBe(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/messages'));
    expect(sent.deleted).toBe(1);
  });

  it('replies with the original quoted; the typed text survives a reload until it is sent', async () => {
    const sent = messageApi(message({ state: 'read' }));
    const first = renderConsole(`/messages/${ID}`);
    const quote = await screen.findByText(/> ich interessiere mich für ein Coaching\./);
    expect(quote.textContent).toBe('> Guten Tag,\n> ich interessiere mich für ein Coaching.');
    await first.user.type(screen.getByLabelText('Your reply'), 'Gern, wann passt es Ihnen?');
    first.unmount();

    // A reload: the draft is back.
    const view = renderConsole(`/messages/${ID}`);
    const field = await screen.findByLabelText('Your reply');
    await waitFor(() => expect(field).toHaveProperty('value', 'Gern, wann passt es Ihnen?'));
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    // No mail server: it says the reply waits, and why, instead of that it is on its way.
    expect(
      await screen.findByText(/Your reply is saved but not sent: no mail server is set up/),
    ).toBeTruthy();
    expect(sent.replies).toEqual(['Gern, wann passt es Ihnen?']);
    expect(screen.getByRole('main').querySelector('header')?.textContent).toContain('Answered');
    expect(screen.getByRole('region', { name: 'Details' }).textContent).toContain('Answered');
    expect(field).toHaveProperty('value', '');
    expect(sessionStorage.getItem(`console-draft:message-reply:${ID}`)).toBeNull();
    // The reply joins the message's thread, saying honestly where its mail stands.
    const thread = screen.getByRole('region', { name: 'Your replies' });
    expect(thread.textContent).toContain('Gern, wann passt es Ihnen?');
    expect(thread.textContent).toContain('Olga Owner');
    expect(thread.textContent).toContain('Not sent – no mail server is set up; it waits in the outbox');
  });

  it('with a mail server, says the reply is on its way from the outbox', async () => {
    messageApi(message({ state: 'read' }), 'queued');
    const view = renderConsole(`/messages/${ID}`);
    await view.user.type(await screen.findByLabelText('Your reply'), 'Gern.');
    await view.user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(/Your reply is in the outbox and goes out from there/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Your replies' }).textContent).toContain(
      'Waiting in the outbox to be sent',
    );
  });

  it('refuses an empty reply without sending it', async () => {
    const sent = messageApi(message({ state: 'read' }));
    const view = renderConsole(`/messages/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(sent.replies).toEqual([]);
  });

  it('says when the message does not exist', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl(`/admin/messages/${ID}/`), () =>
        HttpResponse.json({ message: 'Not found.' }, { status: 404 }),
      ),
    );
    renderConsole(`/messages/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This message does not exist (any more).' }),
    ).toBeTruthy();
  });
});
