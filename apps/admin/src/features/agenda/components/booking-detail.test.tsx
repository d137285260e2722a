/**
 * One booking: its facts in the practice's zone; confirm with a message (the version sent, "notified"
 * only after the server's yes); decline; cancel asks first; move to a date and time in the zone; a
 * taken time or a stale version refused in words, the typed input kept and the booking shown as it
 * is now; the marks after the start say nothing of a mail; a failure says so.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { AgendaBooking } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, databaseAsleep } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { BOOKINGS, booking, SLOW } from '../testing';
import './booking-detail';

const ID = booking().id;
type Sent = { action: string; body: Record<string, string> };

/** GET the booking; each action answers `answer(action, body)` or the booking in `next`'s state. */
function bookingApi(
  start: AgendaBooking,
  answer: (action: string, body: Record<string, string>) => Response | AgendaBooking,
) {
  const sent: Sent[] = [];
  apiServer.use(
    signedInAs(owner()),
    http.get(BOOKINGS('/:id/'), () => HttpResponse.json(start)),
    http.post(BOOKINGS('/:id/:action/'), async ({ params, request }) => {
      const body = (await request.json()) as Record<string, string>;
      sent.push({ action: String(params.action), body });
      const result = answer(String(params.action), body);
      return result instanceof Response ? result : HttpResponse.json(result);
    }),
  );
  return sent;
}

const refusal = (reason: string, message: string, current: AgendaBooking, status = 409) =>
  HttpResponse.json({ reason, message, current }, { status });

describe('a booking', () => {
  it("shows who, when in the practice's zone, what, her message and the history", async () => {
    bookingApi(booking({ language: 'zh', visitor_time_zone: 'Asia/Shanghai' }), () => booking());
    renderConsole(`/agenda/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mia Muster' }, SLOW)).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'The booking' });
    expect(facts.textContent).toContain('Mon, 7 Dec 2026, 10:00–10:50');
    expect(facts.textContent).toContain('First talk (50 min)');
    expect(facts.textContent).toContain('Requested');
    expect(facts.textContent).toContain('+49 30 1234567');
    expect(facts.textContent).toContain('Gern am Vormittag.');
    expect(facts.textContent).toContain('Chinese');
    expect(facts.textContent).toContain('Asia/Shanghai');
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain(
      'Booked on Sat, 28 Nov 2026, 09:00',
    );
  });

  it('confirms with a message, sending the version read; "notified" only after the answer', async () => {
    const sent = bookingApi(booking(), () =>
      booking({ state: 'confirmed', version: '2026-11-29T10:00:00.000Z' }),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm' }, SLOW));
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
    await view.user.type(screen.getByLabelText('Message to the visitor (optional)'), 'Bis Montag!');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and notify her' }));
    expect(await screen.findByText('The visitor has been notified by email.', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([
      { action: 'confirm', body: { version: booking().version, message: 'Bis Montag!' } },
    ]);
    expect(screen.getByRole('region', { name: 'The booking' }).textContent).toContain('Confirmed');
    expect(screen.getByRole('button', { name: 'Move' })).toBeTruthy();
  });

  it('declines without a message', async () => {
    const sent = bookingApi(booking(), () => booking({ state: 'declined', ended_by: 'owner' }));
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Decline' }, SLOW));
    await view.user.click(screen.getByRole('button', { name: 'Decline and notify her' }));
    expect(await screen.findByText('The visitor has been notified by email.', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ action: 'decline', body: { version: booking().version } }]);
    expect(screen.getByText('Nothing more can be done with this booking.')).toBeTruthy();
  });

  it('asks before cancelling, and keeping the booking sends nothing', async () => {
    const sent = bookingApi(booking({ state: 'confirmed' }), () => booking({ state: 'cancelled' }));
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Cancel booking' }, SLOW));
    await view.user.type(screen.getByLabelText('Message to the visitor (optional)'), 'Ich bin krank.');
    await view.user.click(screen.getByRole('button', { name: 'Cancel and notify her' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Cancel this booking?' });
    await view.user.click(within(ask).getByRole('button', { name: 'Keep the booking' }));
    expect(sent).toEqual([]);
    await view.user.click(screen.getByRole('button', { name: 'Cancel and notify her' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel and notify her' }),
    );
    expect(await screen.findByText('The visitor has been notified by email.', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([
      { action: 'cancel', body: { version: booking().version, message: 'Ich bin krank.' } },
    ]);
  });

  it("moves to a date and time in the practice's zone; a taken time keeps her input", async () => {
    let taken = true;
    const sent = bookingApi(booking({ state: 'confirmed' }), (_, body) =>
      taken
        ? refusal(
            'taken',
            'Another booking already lies at this time. Please choose another time.',
            booking({ state: 'confirmed' }),
          )
        : booking({ state: 'confirmed', starts_at: body.start ?? '', version: '2026-11-29T11:00:00.000Z' }),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Move' }, SLOW));
    const date = screen.getByLabelText('New date') as HTMLInputElement;
    const time = screen.getByLabelText('New start time') as HTMLInputElement;
    expect([date.value, time.value]).toEqual(['2026-12-07', '10:00']);
    await view.user.clear(date);
    await view.user.type(date, '2026-12-08');
    await view.user.clear(time);
    await view.user.type(time, '14:30');
    await view.user.type(screen.getByLabelText('Message to the visitor (optional)'), 'Passt das?');
    await view.user.click(screen.getByRole('button', { name: 'Move and notify her' }));
    expect(await screen.findByText(/Another booking already lies at this time/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
    expect(sent[0]).toEqual({
      action: 'move',
      body: { version: booking().version, start: '2026-12-08T13:30:00.000Z', message: 'Passt das?' },
    });
    expect((screen.getByLabelText('New start time') as HTMLInputElement).value).toBe('14:30');
    expect((screen.getByLabelText('Message to the visitor (optional)') as HTMLTextAreaElement).value).toBe(
      'Passt das?',
    );
    taken = false;
    await view.user.click(screen.getByRole('button', { name: 'Move and notify her' }));
    expect(await screen.findByText('The visitor has been notified by email.', {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'The booking' }).textContent).toContain(
      'Tue, 8 Dec 2026, 14:30',
    );
  });

  it('refuses a move into the past in words, her input kept', async () => {
    const sent = bookingApi(booking({ state: 'confirmed' }), () =>
      refusal(
        'in_the_past',
        'A booking cannot be moved into the past.',
        booking({ state: 'confirmed' }),
        422,
      ),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Move' }, SLOW));
    const date = screen.getByLabelText('New date');
    await view.user.clear(date);
    await view.user.type(date, '2026-01-05');
    await view.user.click(screen.getByRole('button', { name: 'Move and notify her' }));
    expect(await screen.findByText('A booking cannot be moved into the past.', {}, SLOW)).toBeTruthy();
    expect(sent[0]?.body.start).toBe('2026-01-05T09:00:00.000Z');
    expect((screen.getByLabelText('New date') as HTMLInputElement).value).toBe('2026-01-05');
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
  });

  it('shows a booking changed meanwhile as it is now', async () => {
    const now = booking({
      state: 'cancelled',
      ended_by: 'visitor',
      state_changed_at: '2026-11-29T09:00:00.000Z',
    });
    const sent = bookingApi(booking(), () =>
      refusal('stale', 'This booking was changed in the meantime.', now),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm' }, SLOW));
    await view.user.click(screen.getByRole('button', { name: 'Confirm and notify her' }));
    expect(
      await screen.findByText(/This booking was changed in the meantime\. This is how it is now/, {}, SLOW),
    ).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'The booking' }).textContent).toContain('Cancelled');
    expect(screen.getByRole('region', { name: 'History' }).textContent).toContain('by the visitor');
    expect(screen.queryByRole('button', { name: 'Confirm and notify her' })).toBeNull();
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
  });

  it('notes a begun booking as not attended, without a mail', async () => {
    const past = booking({
      state: 'confirmed',
      starts_at: '2026-01-05T09:00:00.000Z',
      ends_at: '2026-01-05T09:50:00.000Z',
    });
    const sent = bookingApi(past, () => ({ ...past, state: 'no_show' }));
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Did not come' }, SLOW));
    expect(await screen.findByText('Saved.', {}, SLOW)).toBeTruthy();
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
    expect(sent).toEqual([{ action: 'no-show', body: { version: past.version } }]);
    expect(screen.getByRole('button', { name: 'Took place' })).toBeTruthy();
  });

  it('says when an action failed', async () => {
    bookingApi(booking(), () => databaseAsleep());
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Confirm' }, SLOW));
    await view.user.click(screen.getByRole('button', { name: 'Confirm and notify her' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('That did not work.');
    expect(screen.queryByText('The visitor has been notified by email.')).toBeNull();
  });

  it('says when the booking no longer exists', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/:id/'), () => HttpResponse.json({ message: 'Not found.' }, { status: 404 })),
    );
    renderConsole(`/agenda/${ID}`);
    expect(await screen.findByText('This booking no longer exists.', {}, SLOW)).toBeTruthy();
  });
});

describe("a person's data", () => {
  it('exports her bookings and mails as a file', async () => {
    const asked: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/:id/'), () => HttpResponse.json(booking())),
      http.post(BOOKINGS('/person/export/'), async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({
          exported_at: '2026-11-29T10:00:00.000Z',
          email: 'mia@example.org',
          bookings: [booking()],
          mails: [],
        });
      }),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Export this person’s data' }, SLOW));
    expect(await screen.findByText('The file has been downloaded.', {}, SLOW)).toBeTruthy();
    expect(asked).toEqual([{ email: 'mia@example.org' }]);
  });

  it('asks before deleting; refused while a booking of hers is to come, then deleted', async () => {
    let live = true;
    apiServer.use(
      signedInAs(owner()),
      http.get(BOOKINGS('/:id/'), () => HttpResponse.json(booking())),
      http.get(BOOKINGS('/'), () =>
        HttpResponse.json({
          count: 0,
          next: null,
          previous: null,
          results: [],
          time_zone: 'Europe/Berlin',
          blocked_times: [],
        }),
      ),
      http.post(BOOKINGS('/person/erase/'), () =>
        live
          ? HttpResponse.json({ message: 'This person still has an upcoming appointment.' }, { status: 409 })
          : HttpResponse.json({ bookings: 2, mails: 5 }),
      ),
    );
    const view = renderConsole(`/agenda/${ID}`);
    await view.user.click(await screen.findByRole('button', { name: 'Delete this person’s data' }, SLOW));
    const ask = await screen.findByRole('alertdialog', {
      name: 'Delete all of this person’s bookings and booking emails?',
    });
    expect(ask.textContent).toContain('mia@example.org');
    await view.user.click(within(ask).getByRole('button', { name: 'Delete for good' }));
    expect(
      await screen.findByText(/She still has an upcoming booking\. Cancel it first/, {}, SLOW),
    ).toBeTruthy();
    live = false;
    await view.user.click(screen.getByRole('button', { name: 'Delete this person’s data' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete for good' }),
    );
    expect(await screen.findByText('Deleted: 2 bookings, 5 emails.', {}, SLOW)).toBeTruthy();
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/agenda'));
  });
});
