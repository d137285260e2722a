/**
 * The outbox screen: the banner when no mail server is configured, the counts per status as filters
 * reaching the API, status and kind in words, one email's content (HTML only in a sandboxed frame),
 * "send again" for a failed email and its refusal; empty and failed states.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { OutboxEmail, OutboxEmailSummary, OutboxList } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl, recordingGet } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const FAILED_ID = '2b3c4d5e-6f70-4812-9a3b-4c5d6e7f8091';
const HELD_ID = '3c4d5e6f-7081-4923-8b4c-5d6e7f809102';

const summary = (overrides: Partial<OutboxEmailSummary> = {}): OutboxEmailSummary => ({
  id: HELD_ID,
  template: 'newsletter_confirmation',
  recipient: 'bert@example.org',
  language: 'de',
  subject: 'Bitte bestätigen Sie Ihre Anmeldung',
  status: 'no_server',
  attempts: 0,
  created_at: '2026-11-24T08:00:00.000Z',
  last_attempt_at: null,
  next_attempt_at: '2026-11-24T08:00:00.000Z',
  sent_at: null,
  last_error: null,
  ...overrides,
});
const failed = summary({
  id: FAILED_ID,
  template: 'contact_reply',
  recipient: 'maria@example.com',
  subject: 'Re: Ihre Nachricht',
  status: 'failed',
  attempts: 8,
  last_error: '550 5.1.1 mailbox unavailable',
});
const detail = (row: OutboxEmailSummary, overrides: Partial<OutboxEmail> = {}): OutboxEmail => ({
  ...row,
  body_text: 'Guten Tag,\n\ndanke für Ihre Nachricht.\n\n> Ich interessiere mich.',
  body_html: '<p id="inside-frame">Guten Tag</p><script>parent.hacked = true</script>',
  headers: { 'List-Unsubscribe': '<https://example.com/u/abc>' },
  mail_server_configured: false,
  ...overrides,
});

const list = (results: OutboxEmailSummary[], configured = false): OutboxList => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  counts: { queued: 0, sending: 0, sent: 3, failed: 1, no_server: 1 },
  mail_server_configured: configured,
});

function outboxApi(answer: OutboxList | 'fail' = list([failed, summary()]), german = false) {
  const asked: Record<string, string>[] = [];
  const retried: string[] = [];
  apiServer.use(
    signedInAs(owner(german ? { ui_language: 'de' } : {})),
    recordingGet('/admin/outbox/', answer, asked),
    http.get(apiUrl(`/admin/outbox/${FAILED_ID}/`), () => HttpResponse.json(detail(failed))),
    http.get(apiUrl(`/admin/outbox/${HELD_ID}/`), () =>
      HttpResponse.json(detail(summary(), { body_html: null })),
    ),
    http.post(apiUrl('/admin/outbox/:id/retry/'), ({ params }) => {
      retried.push(String(params.id));
      if (params.id === HELD_ID)
        return HttpResponse.json(
          { message: 'Only an email that failed can be sent again.' },
          { status: 409 },
        );
      return HttpResponse.json(detail(failed, { status: 'queued', attempts: 0 }));
    }),
  );
  return { asked, retried };
}

describe('the outbox screen', () => {
  it('explains that without a mail server emails are kept, and shows the counts and the list in words', async () => {
    const { asked } = outboxApi();
    renderConsole('/outbox');
    const table = await screen.findByRole('table', { name: 'Emails' });
    expect(screen.getByRole('region', { name: 'No mail server is configured' }).textContent).toContain(
      'go out as soon as a mail server is set (SMTP_URL',
    );
    const held = within(table).getByRole('row', { name: /bert@example\.org/ });
    expect(held.textContent).toContain('Not sent – no mail server configured');
    expect(held.textContent).toContain('Newsletter: please confirm');
    const failedRow = within(table).getByRole('row', { name: /maria@example\.com/ });
    expect(failedRow.textContent).toContain('Failed');
    expect(failedRow.textContent).toContain('550 5.1.1 mailbox unavailable');
    expect(within(failedRow).getAllByRole('cell')[3]?.textContent).toBe('8');
    const counts = screen.getByRole('navigation', { name: 'Emails by status' });
    expect(
      within(counts)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All5', 'Waiting0', 'Being sent0', 'Sent3', 'Failed1', 'No mail server1']);
    expect(asked).toEqual([{}]);
  });

  it('filters by status through the URL', async () => {
    const { asked } = outboxApi();
    const view = renderConsole('/outbox');
    await screen.findByRole('table', { name: 'Emails' });
    await view.user.click(
      within(screen.getByRole('navigation', { name: 'Emails by status' })).getByRole('link', {
        name: /^Failed/,
      }),
    );
    await waitFor(() => expect(asked.at(-1)).toEqual({ status: 'failed' }));
    expect(view.router.state.location.search).toEqual({ status: 'failed' });
  });

  it('has no banner once a mail server is configured', async () => {
    outboxApi(list([failed], true));
    renderConsole('/outbox');
    await screen.findByRole('table', { name: 'Emails' });
    expect(screen.queryByRole('region', { name: 'No mail server is configured' })).toBeNull();
  });

  it('shows an email’s text as text and its HTML only inside a sandboxed frame, and sends it again', async () => {
    const { retried } = outboxApi();
    const view = renderConsole('/outbox');
    await view.user.click(await screen.findByRole('button', { name: 'Show the email “Re: Ihre Nachricht”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Re: Ihre Nachricht' });
    const text = await within(dialog).findByText(/danke für Ihre Nachricht/);
    expect(text.tagName).toBe('PRE');
    expect(text.textContent).toBe('Guten Tag,\n\ndanke für Ihre Nachricht.\n\n> Ich interessiere mich.');
    expect(dialog.textContent).toContain('List-Unsubscribe: <https://example.com/u/abc>');
    expect(dialog.textContent).toContain('550 5.1.1 mailbox unavailable');
    const frame = within(dialog).getByTitle('HTML version');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<p id="inside-frame">');
    // Never part of the console's own page.
    expect(document.getElementById('inside-frame')).toBeNull();
    expect(document.querySelector('script:not([src])')).toBeNull();

    await view.user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(
      await within(dialog).findByText(/queued again; it goes out once a mail server is configured/),
    ).toBeTruthy();
    expect(retried).toEqual([FAILED_ID]);
    expect(within(dialog).queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('shows why "send again" was refused', async () => {
    const { retried } = outboxApi();
    const view = renderConsole('/outbox');
    await view.user.click(
      await screen.findByRole('button', { name: 'Show the email “Bitte bestätigen Sie Ihre Anmeldung”' }),
    );
    const dialog = await screen.findByRole('dialog');
    await view.user.click(await within(dialog).findByRole('button', { name: 'Send again' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only an email that failed can be sent again.',
    );
    expect(retried).toEqual([HELD_ID]);
    expect(within(dialog).queryByTitle('HTML version')).toBeNull();
  });

  it('speaks German: Nicht gesendet – kein Mailserver eingerichtet', async () => {
    outboxApi(undefined, true);
    renderConsole('/outbox', { language: 'de' });
    const table = await screen.findByRole('table', { name: 'E-Mails' });
    expect(within(table).getByRole('row', { name: /bert@example\.org/ }).textContent).toContain(
      'Nicht gesendet – kein Mailserver eingerichtet',
    );
    expect(screen.getByRole('region', { name: 'Kein Mailserver eingerichtet' })).toBeTruthy();
  });

  it('says when there are no emails yet', async () => {
    outboxApi(list([], true));
    renderConsole('/outbox');
    expect(await screen.findByText(/No emails yet/)).toBeTruthy();
  });

  it('shows a failure with a way to try again', async () => {
    outboxApi('fail');
    renderConsole('/outbox');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The emails could not be loaded. The database is asleep.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
