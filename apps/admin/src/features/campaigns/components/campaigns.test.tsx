/**
 * The newsletter campaign screens: the list (empty state, rows with status and progress), a new
 * draft saved and opened, the test to the owner, the send after a confirmation naming the number,
 * the progress view (waiting for a mail server explained), a 409 and its two ways out, owner only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Campaign } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, owner, page } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 'c1',
  language: 'de',
  subject: 'Neuigkeiten im Herbst',
  body_markdown: '# Hallo\n\nUnser **neues** Angebot.',
  status: 'draft',
  version: 0,
  created_at: '2026-11-20T09:00:00.000Z',
  updated_at: '2026-11-20T09:00:00.000Z',
  started_at: null,
  queued_at: null,
  sent_at: null,
  audience: 3,
  progress: { recipients: 0, queued: 0, sent: 0, failed: 0, waiting: 0 },
  ...overrides,
});

describe('the campaign list', () => {
  it('says there are none yet and offers to write one', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/'), () => HttpResponse.json(page([]))),
    );
    renderConsole('/campaigns');
    expect(await screen.findByText('No campaigns yet. Write your first newsletter.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'New newsletter' })).toHaveLength(2);
  });

  it('lists campaigns with their language, status and progress', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/'), () =>
        HttpResponse.json(
          page([
            campaign(),
            campaign({
              id: 'c2',
              subject: 'Sommerausgabe',
              language: 'en',
              status: 'sent',
              started_at: '2026-08-01T09:00:00.000Z',
              queued_at: '2026-08-01T09:00:01.000Z',
              sent_at: '2026-08-01T09:05:00.000Z',
              progress: { recipients: 40, queued: 0, sent: 39, failed: 1, waiting: 0 },
            }),
          ]),
        ),
      ),
    );
    renderConsole('/campaigns');
    const list = await screen.findByRole('list', { name: 'Campaigns' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Draft');
    expect(rows[0]?.textContent).toContain('German');
    expect(rows[0]?.textContent).toContain('3 confirmed subscribers');
    expect(rows[1]?.textContent).toContain('Sent');
    expect(rows[1]?.textContent).toContain('English');
    expect(rows[1]?.textContent).toContain('39 of 40 sent');
    const bar = within(rows[1] as HTMLElement).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('39');
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'Neuigkeiten im Herbst' })
        .getAttribute('href'),
    ).toBe('/admin/campaigns/c1');
  });

  it('is the owner’s: an editor reads why not', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/campaigns');
    expect(await screen.findByText('Only the owner of the website can open this page.')).toBeTruthy();
  });
});

describe('a campaign', () => {
  it('is written as a new draft with a live preview, saved, and opened', async () => {
    const posted: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.post(apiUrl('/admin/campaigns/'), async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(campaign({ id: 'c9', language: 'fr', subject: 'Bonjour' }), { status: 201 });
      }),
      http.get(apiUrl('/admin/campaigns/c9/'), () =>
        HttpResponse.json(campaign({ id: 'c9', language: 'fr', subject: 'Bonjour' })),
      ),
    );
    const view = renderConsole('/campaigns/new');
    await view.user.selectOptions(await screen.findByLabelText('Language'), 'fr');
    await view.user.type(screen.getByLabelText('Subject'), 'Bonjour');
    await view.user.type(screen.getByRole('textbox', { name: 'Text' }), 'Un **nouveau** texte');
    const preview = await screen.findByRole('region', { name: /Preview/ });
    expect((await within(preview).findByText('nouveau')).tagName).toBe('STRONG');

    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/campaigns/c9'));
    expect(posted).toEqual([{ language: 'fr', subject: 'Bonjour', body_markdown: 'Un **nouveau** texte' }]);
    expect(
      await screen.findByRole('button', { name: 'Send to 3 confirmed subscribers in French' }),
    ).toBeTruthy();
    // The campaign's own page still says that the draft was saved.
    expect(screen.getByText('Draft saved.')).toBeTruthy();
  });

  it('names the fields the API refuses', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.post(apiUrl('/admin/campaigns/'), () =>
        HttpResponse.json(
          { message: 'Validation failed.', errors: { subject: ['This subject is not allowed.'] } },
          { status: 400 },
        ),
      ),
    );
    const view = renderConsole('/campaigns/new');
    await view.user.click(await screen.findByRole('button', { name: 'Save draft' }));
    // The schema refuses the empty fields before anything is sent.
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    await view.user.type(screen.getByLabelText('Subject'), 'Hallo');
    await view.user.type(screen.getByRole('textbox', { name: 'Text' }), 'Text');
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('This subject is not allowed.')).toBeTruthy();
  });

  it('says the test waits in the outbox, and why, when no mail server is set up', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/c1/'), () => HttpResponse.json(campaign())),
      http.post(apiUrl('/admin/campaigns/c1/test/'), () =>
        HttpResponse.json({ recipient: 'owner@example.org', mail_server_configured: false }, { status: 202 }),
      ),
    );
    const view = renderConsole('/campaigns/c1');
    await view.user.click(await screen.findByRole('button', { name: 'Send test to me' }));
    const said = await screen.findByText(
      /The test for owner@example.org is saved but not sent: no mail server is set up/,
    );
    expect(said.closest('[role="alert"]')).toBeTruthy();
    expect(screen.queryByText(/on its way/)).toBeNull();
  });

  it('sends the owner a test, then sends to the number the dialog names, and shows the progress', async () => {
    let current = campaign();
    const sent: string[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/c1/'), () => HttpResponse.json(current)),
      http.post(apiUrl('/admin/campaigns/c1/test/'), () => {
        sent.push('test');
        return HttpResponse.json(
          { recipient: 'owner@example.org', mail_server_configured: true },
          { status: 202 },
        );
      }),
      http.post(apiUrl('/admin/campaigns/c1/send/'), () => {
        sent.push('send');
        current = campaign({
          status: 'sending',
          version: 1,
          started_at: '2026-11-27T10:00:00.000Z',
          queued_at: '2026-11-27T10:00:01.000Z',
          progress: { recipients: 3, queued: 0, sent: 0, failed: 0, waiting: 3 },
        });
        return HttpResponse.json(current, { status: 202 });
      }),
    );
    const view = renderConsole('/campaigns/c1');
    await view.user.click(await screen.findByRole('button', { name: 'Send test to me' }));
    expect(await screen.findByText('The test is on its way to owner@example.org.')).toBeTruthy();

    await view.user.click(screen.getByRole('button', { name: 'Send to 3 confirmed subscribers in German' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this newsletter now?' });
    expect(dialog.textContent).toContain('It goes to 3 confirmed subscribers in German, each once.');
    await view.user.click(within(dialog).getByRole('button', { name: 'Send to 3' }));

    const progress = await screen.findByRole('region', { name: 'Progress' });
    expect(
      within(progress).getByRole('progressbar', { name: 'Mails sent' }).getAttribute('aria-valuemax'),
    ).toBe('3');
    expect(progress.textContent).toContain('Not sent — no mail server configured3');
    expect(progress.textContent).toContain('No mail server is configured (SMTP_URL)');
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(sent).toEqual(['test', 'send']);
  });

  it('asks again while mails are leaving, until the campaign is sent', async () => {
    let asked = 0;
    const sending = campaign({
      status: 'sending',
      started_at: '2026-11-27T10:00:00.000Z',
      queued_at: '2026-11-27T10:00:01.000Z',
      progress: { recipients: 3, queued: 2, sent: 1, failed: 0, waiting: 0 },
    });
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/c1/'), () => {
        asked += 1;
        return HttpResponse.json(
          asked === 1
            ? sending
            : {
                ...sending,
                status: 'sent',
                sent_at: '2026-11-27T10:00:05.000Z',
                progress: { recipients: 3, queued: 0, sent: 3, failed: 0, waiting: 0 },
              },
        );
      }),
    );
    renderConsole('/campaigns/c1');
    const bar = await screen.findByRole('progressbar', { name: 'Mails sent' });
    expect(bar.getAttribute('aria-valuenow')).toBe('1');
    expect(screen.getByText('This page updates by itself while mails are leaving.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Mails sent' }).getAttribute('aria-valuenow')).toBe('3'),
    );
    expect(screen.getByText(/^Finished /)).toBeTruthy();
    // A mail server is configured: no "not sent" number to puzzle over.
    expect(screen.queryByText('Not sent — no mail server configured')).toBeNull();
    expect(screen.queryByText('This page updates by itself while mails are leaving.')).toBeNull();
    expect(asked).toBe(2);
  });

  it('cannot send to nobody: the button says why', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/c1/'), () =>
        HttpResponse.json(campaign({ language: 'zh', audience: 0 })),
      ),
    );
    renderConsole('/campaigns/c1');
    expect(await screen.findByText(/There are no confirmed subscribers in Chinese yet/)).toBeTruthy();
    expect(
      (
        screen.getByRole('button', {
          name: 'Send to 0 confirmed subscribers in Chinese',
        }) as HTMLButtonElement
      ).disabled,
    ).toBe(true);
  });

  it('after a 409 keeps what was typed and offers the saved version or saving over it', async () => {
    const patches: { subject?: string; version: number }[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(apiUrl('/admin/campaigns/c1/'), () => HttpResponse.json(campaign())),
      http.patch(apiUrl('/admin/campaigns/c1/'), async ({ request }) => {
        const body = (await request.json()) as { subject: string; version: number };
        patches.push(body);
        if (body.version === 0) {
          return HttpResponse.json(
            {
              message: 'Someone changed this item in the meantime.',
              current: campaign({ subject: 'Von nebenan', version: 4 }),
            },
            { status: 409 },
          );
        }
        return HttpResponse.json(campaign({ subject: body.subject, version: body.version + 1 }));
      }),
    );
    const view = renderConsole('/campaigns/c1');
    const subject = await screen.findByLabelText('Subject');
    await view.user.clear(subject);
    await view.user.type(subject, 'Meine Fassung');
    // Unsaved: the test and the send wait for a save.
    expect((screen.getByRole('button', { name: 'Send test to me' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await view.user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Someone changed this newsletter in the meantime/)).toBeTruthy();
    expect((subject as HTMLInputElement).value).toBe('Meine Fassung');

    await view.user.click(screen.getByRole('button', { name: 'Keep my text and save' }));
    expect(await screen.findByText('Draft saved.')).toBeTruthy();
    expect(patches.map((patch) => [patch.subject, patch.version])).toEqual([
      ['Meine Fassung', 0],
      ['Meine Fassung', 4],
    ]);
  });
});
