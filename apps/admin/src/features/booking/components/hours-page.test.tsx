/**
 * "Hours": the weekly ranges per day with add, remove and copy Monday to the weekdays; the window
 * explained in plain words; overlapping or reversed ranges refused at their field before anything
 * is sent; a save with the version read; a 409 in the shared conflict dialog; leaving with
 * unsaved changes asks first; loading failure with retry; the owner's only.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { availability, SETUP, SLOW } from '../testing';
// The screens are loaded lazily by the router; loaded here first, the first test does not wait for them.
import './hours-page';

const URL = SETUP('/availability/');

describe('the hours page', () => {
  it('shows each weekday’s hours and explains the window in plain words', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(availability())),
    );
    renderConsole('/booking/hours');
    const monday = (await screen.findByRole(
      'textbox',
      { name: 'Monday, range 1: from' },
      SLOW,
    )) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Hours', level: 1 })).toBeTruthy();
    expect(monday.value).toBe('09:00');
    expect(
      (screen.getByRole('textbox', { name: 'Wednesday, range 1: until' }) as HTMLInputElement).value,
    ).toBe('18:00');
    expect(screen.getAllByText('Closed')).toHaveLength(5);
    expect(screen.getByText('Bookings at the earliest 12 hours ahead.')).toBeTruthy();
    expect(screen.getByText('Visitors can book up to 60 days ahead (1 to 730).')).toBeTruthy();
    expect(
      screen.getByText('Appointments can start every 30 minutes within your hours (5 to 240).'),
    ).toBeTruthy();
    expect(screen.getByText('Times are in the practice’s time zone, Europe/Berlin.')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Booking setup' })).toBeTruthy();
  });

  it('adds a range, copies Monday to the weekdays and saves everything with the version read', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(availability())),
      http.patch(URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(availability({ version: 5 }));
      }),
    );
    const view = renderConsole('/booking/hours');
    await view.user.click(await screen.findByRole('button', { name: 'Add hours: Monday' }, SLOW));
    expect((screen.getByRole('textbox', { name: 'Monday, range 2: from' }) as HTMLInputElement).value).toBe(
      '13:00',
    );
    await view.user.click(screen.getByRole('button', { name: 'Copy Monday to all weekdays' }));
    expect(screen.getByText(/copied to Tuesday to Friday/)).toBeTruthy();
    const notice = screen.getByRole('combobox', { name: 'Minimum notice' });
    await view.user.selectOptions(notice, '1440');
    expect(screen.getByText('Bookings at the earliest 1 day ahead.')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The hours are saved.')).toBeTruthy();
    const monday = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '15:00' },
    ];
    expect(sent).toEqual([
      {
        weekly_hours: { '1': monday, '2': monday, '3': monday, '4': monday, '5': monday, '6': [], '7': [] },
        minimum_notice_minutes: 1440,
        horizon_days: 60,
        slot_interval_minutes: 30,
        version: 4,
      },
    ]);
  });

  it('refuses overlapping and reversed ranges and a horizon out of bounds at their fields, sending nothing', async () => {
    let requests = 0;
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(availability())),
      http.patch(URL, () => {
        requests += 1;
        return HttpResponse.json(availability());
      }),
    );
    const view = renderConsole('/booking/hours');
    await view.user.click(await screen.findByRole('button', { name: 'Add hours: Monday' }, SLOW));
    const start = screen.getByRole('textbox', { name: 'Monday, range 2: from' });
    await view.user.clear(start);
    await view.user.type(start, '11:00');
    const wednesdayEnd = screen.getByRole('textbox', { name: 'Wednesday, range 1: until' });
    await view.user.clear(wednesdayEnd);
    await view.user.type(wednesdayEnd, '13:00');
    const horizon = screen.getByRole('textbox', { name: 'Booking horizon in days' });
    await view.user.clear(horizon);
    await view.user.type(horizon, '800');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This time range overlaps another one on the same day.')).toBeTruthy();
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(screen.getByText('This number is too large.')).toBeTruthy();
    expect(screen.getByText('Please correct the marked fields first.')).toBeTruthy();
    expect(start.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toBe(0);
  });

  it('shows a 409 in the conflict dialog and takes the saved hours on request', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(availability())),
      http.patch(URL, () =>
        HttpResponse.json(
          {
            message: 'Someone changed this meanwhile.',
            current: availability({ horizon_days: 90, version: 5 }),
          },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/booking/hours');
    const horizon = await screen.findByRole('textbox', { name: 'Booking horizon in days' }, SLOW);
    await view.user.clear(horizon);
    await view.user.type(horizon, '30');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('Booking window').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('90').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('30').length).toBeGreaterThan(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Take the current version' }));
    expect(
      ((await screen.findByRole('textbox', { name: 'Booking horizon in days' })) as HTMLInputElement).value,
    ).toBe('90');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(availability())),
    );
    const view = renderConsole('/booking/hours');
    await view.user.click(await screen.findByRole('button', { name: 'Add hours: Sunday' }, SLOW));
    const tabs = screen.getByRole('navigation', { name: 'Booking setup' });
    await view.user.click(within(tabs).getByRole('link', { name: 'Blocked times' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(screen.getByRole('textbox', { name: 'Sunday, range 1: from' })).toBeTruthy();
  });

  it('says when the hours cannot be loaded, and tries again', async () => {
    let calls = 0;
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ message: 'Please sign in again.' }, { status: 400 })
          : HttpResponse.json(availability());
      }),
    );
    const view = renderConsole('/booking/hours');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('Please sign in again.')).toBeTruthy();
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Monday, range 1: from' })).toBeTruthy();
  });

  it('is the owner’s: an editor reads why instead', async () => {
    apiServer.use(
      signedInAs(editor()),
      http.get(URL, () => HttpResponse.json(availability())),
    );
    renderConsole('/booking/hours');
    expect(await screen.findByText(/only the owner|Only the owner/i, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Monday, range 1: from' })).toBeNull();
  });
});
