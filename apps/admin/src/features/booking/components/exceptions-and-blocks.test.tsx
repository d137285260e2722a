/**
 * Exceptions & holidays and blocked times: a day off or other hours saved for a date (a date is
 * needed first), the next twelve months listed with an empty state, a state's holidays imported with
 * how many were added and kept; whole days or part of a day blocked in the practice's zone, and the
 * bookings a block covers named.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { availability, SETUP, SLOW } from '../testing';
// The screens are loaded lazily by the router; loaded here first, the first test does not wait for them.
import './blocked-times-page';
import './exceptions-page';

const OVERRIDES = SETUP('/date-overrides/');
const BLOCKS = SETUP('/blocked-times/');

describe('exceptions & holidays', () => {
  it('needs a date, saves other hours for it and lists it', async () => {
    const sent: { url: string; body: unknown }[] = [];
    type Override = { date: string; ranges: { start: string; end: string }[]; note: string | null };
    let items: Override[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(SETUP('/availability/'), () => HttpResponse.json(availability())),
      http.get(OVERRIDES, () => HttpResponse.json({ items })),
      http.patch(SETUP('/date-overrides/:date/'), async ({ request, params }) => {
        const body = (await request.json()) as Omit<Override, 'date'>;
        sent.push({ url: String(params.date), body });
        const saved = { date: String(params.date), ...body };
        items = [saved];
        return HttpResponse.json(saved);
      }),
    );
    const view = renderConsole('/booking/exceptions');
    expect(await screen.findByText('No exceptions in the next twelve months.', {}, SLOW)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save exception' }));
    expect(await screen.findByText('Please choose a date.')).toBeTruthy();
    expect(sent).toEqual([]);

    await view.user.type(screen.getByLabelText('Date'), '2030-12-24');
    await view.user.click(screen.getByRole('radio', { name: 'Other hours' }));
    const until = screen.getByRole('textbox', { name: /range 1: until/ });
    await view.user.clear(until);
    await view.user.type(until, '11:00');
    await view.user.type(screen.getByRole('textbox', { name: 'Note (only you see it)' }), 'Heiligabend');
    await view.user.click(screen.getByRole('button', { name: 'Save exception' }));
    expect(await screen.findByText('The exception on Tue, 24 December 2030 is saved.')).toBeTruthy();
    expect(sent).toEqual([
      { url: '2030-12-24', body: { ranges: [{ start: '09:00', end: '11:00' }], note: 'Heiligabend' } },
    ]);
    expect(await screen.findByText('09:00–11:00 · Heiligabend')).toBeTruthy();
  });

  it('imports a state’s holidays and says how many were added and kept', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(SETUP('/availability/'), () => HttpResponse.json(availability())),
      http.get(OVERRIDES, () =>
        HttpResponse.json({ items: [{ date: '2030-12-25', ranges: [], note: '1. Weihnachtstag' }] }),
      ),
      http.post(SETUP('/holiday-import/'), async ({ request }) => {
        sent.push(await request.json());
        return sent.length === 1
          ? HttpResponse.json({
              added: [{ date: '2030-12-26', ranges: [], note: '2. Weihnachtstag' }],
              kept: [{ date: '2030-12-25', name: '1. Weihnachtstag' }],
            })
          : HttpResponse.json({
              added: [],
              kept: [
                { date: '2030-12-25', name: '1. Weihnachtstag' },
                { date: '2030-12-26', name: '2. Weihnachtstag' },
              ],
            });
      }),
    );
    const view = renderConsole('/booking/exceptions');
    expect(await screen.findByText('Day off · 1. Weihnachtstag', {}, SLOW)).toBeTruthy();
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'BY');
    const year = screen.getByRole('combobox', { name: 'Year' }) as HTMLSelectElement;
    const next = year.options[1]?.value ?? '';
    await view.user.selectOptions(year, next);
    await view.user.click(screen.getByRole('button', { name: 'Import holidays' }));
    expect(await screen.findByText('1 holiday added as days off; 1 already set day kept.')).toBeTruthy();
    expect(sent).toEqual([{ state: 'BY', year: Number(next) }]);
    await view.user.click(screen.getByRole('button', { name: 'Import holidays' }));
    expect(
      await screen.findByText('No new days off: all 2 holidays were set already and stay as they are.'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('combobox', { name: 'State' })).getByRole('option', { name: 'Bavaria' }),
    ).toBeTruthy();
  });
});

describe('blocked times', () => {
  it('blocks whole days, and names the bookings the block covers', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(SETUP('/availability/'), () => HttpResponse.json(availability())),
      http.get(BLOCKS, () => HttpResponse.json({ items: [] })),
      http.post(BLOCKS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            item: {
              id: '00000000-0000-4000-8000-000000000001',
              start: '2030-05-05T22:00:00.000Z',
              end: '2030-05-07T22:00:00.000Z',
              note: 'Urlaub',
              created_at: '2026-11-29T10:00:00.000Z',
            },
            overlapping_bookings: [
              {
                id: 'b1',
                starts_at: '2030-05-06T08:00:00.000Z',
                ends_at: '2030-05-06T09:00:00.000Z',
                state: 'confirmed',
                session_type: { de: 'Erstgespräch', en: 'First talk' },
              },
            ],
          },
          { status: 201 },
        );
      }),
    );
    const view = renderConsole('/booking/blocked-times');
    expect(await screen.findByText('No blocked times in the next twelve months.', {}, SLOW)).toBeTruthy();
    await view.user.type(screen.getByLabelText('First day'), '2030-05-06');
    await view.user.type(screen.getByLabelText('Last day'), '2030-05-07');
    await view.user.type(screen.getByRole('textbox', { name: 'Note (only you see it)' }), 'Urlaub');
    await view.user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The time is blocked.')).toBeTruthy();
    expect(sent).toEqual([{ date: '2030-05-06', date_to: '2030-05-07', note: 'Urlaub' }]);
    expect(screen.getByText(/1 booking falls into this time. It stays/)).toBeTruthy();
    expect(screen.getByText('Mon, 6 May 2030, 10:00 – 11:00 · First talk')).toBeTruthy();
  });

  it('blocks part of a day in the practice’s zone, lists and removes blocks; a time must be HH:MM', async () => {
    const sent: unknown[] = [];
    const removed: string[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(SETUP('/availability/'), () => HttpResponse.json(availability())),
      http.get(BLOCKS, () =>
        HttpResponse.json({
          items: [
            {
              id: '00000000-0000-4000-8000-000000000002',
              start: '2030-05-05T22:00:00.000Z',
              end: '2030-05-07T22:00:00.000Z',
              note: 'Urlaub',
              created_at: '2026-11-29T10:00:00.000Z',
            },
          ],
        }),
      ),
      http.delete(SETUP('/blocked-times/:id/'), ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json({ deleted: true });
      }),
      http.post(BLOCKS, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            item: {
              id: '00000000-0000-4000-8000-000000000003',
              start: '2030-07-01T12:00:00.000Z',
              end: '2030-07-01T14:30:00.000Z',
              note: null,
              created_at: '2026-11-29T10:00:00.000Z',
            },
            overlapping_bookings: [],
          },
          { status: 201 },
        );
      }),
    );
    const view = renderConsole('/booking/blocked-times');
    expect(await screen.findByText('Mon, 6 May 2030 – Tue, 7 May 2030', {}, SLOW)).toBeTruthy();
    await view.user.click(screen.getByRole('radio', { name: 'Part of a day' }));
    await view.user.type(screen.getByLabelText('Day'), '2030-07-01');
    const from = screen.getByRole('textbox', { name: 'From' });
    await view.user.clear(from);
    await view.user.type(from, '14');
    await view.user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('Please give a time such as 09:00, in steps of 5 minutes.')).toBeTruthy();
    expect(sent).toEqual([]);
    await view.user.clear(from);
    await view.user.type(from, '14:00');
    const until = screen.getByRole('textbox', { name: 'Until' });
    await view.user.clear(until);
    await view.user.type(until, '16:30');
    await view.user.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('The time is blocked.')).toBeTruthy();
    // Berlin in July is UTC+2.
    expect(sent).toEqual([
      { start: '2030-07-01T12:00:00.000Z', end: '2030-07-01T14:30:00.000Z', note: null },
    ]);

    await view.user.click(
      screen.getByRole('button', { name: 'Remove the blocked time Mon, 6 May 2030 – Tue, 7 May 2030' }),
    );
    const list = screen.getByRole('region', { name: 'Upcoming blocked times' });
    expect(await within(list).findByText('The blocked time is removed.')).toBeTruthy();
    expect(removed).toEqual(['00000000-0000-4000-8000-000000000002']);
  });
});
