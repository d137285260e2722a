/**
 * Privacy & retention: both periods explained with the default and the maximum, saved with the
 * version (only what changed; empty = the default), bounds and the API's errors at the field, a 409
 * shown with the saved periods on request, loading failure with retry; owner only.
 */
import { screen, within } from '@testing-library/react';
import type { RetentionSettings } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { SLOW } from '../testing';

const settings = (overrides: Partial<RetentionSettings> = {}): RetentionSettings => ({
  contact_days: null,
  analytics_raw_days: 90,
  booking_days: null,
  defaults: { contact_days: 183, analytics_raw_days: 427, booking_days: 365 },
  limits: {
    contact: { min: 1, max: 183 },
    analytics_raw: { min: 3, max: 427 },
    booking: { min: 7, max: 365 },
  },
  version: 2,
  updated_at: '2026-11-24T08:00:00.000Z',
  ...overrides,
});

const URL = apiUrl('/admin/retention/');
const CONTACT = 'Keep contact messages for (days)';
const VISITS = 'Keep individual visits for (days)';
const BOOKINGS = 'Appointments: delete the details … days after the appointment';

describe('the privacy & retention page', () => {
  it('explains both periods with the default and the maximum, and saves only the change with the version', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(settings({ contact_days: 30, version: 3 }));
      }),
    );
    const view = renderConsole('/settings/retention');
    const contact = (await screen.findByRole('spinbutton', { name: CONTACT }, SLOW)) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Privacy & retention', level: 1 })).toBeTruthy();
    expect(screen.getByText(/spam included/)).toBeTruthy();
    expect(screen.getByText(/every day is kept as daily totals/)).toBeTruthy();
    expect(screen.getByText(/promises at most 183 days/)).toBeTruthy();
    expect(screen.getByText('Now: the default of 183 days.')).toBeTruthy();
    expect(screen.getByText('Now: 90 days (the default would be 427).')).toBeTruthy();
    expect(contact.value).toBe('');
    expect((screen.getByRole('spinbutton', { name: VISITS }) as HTMLInputElement).value).toBe('90');
    expect(screen.getByText(/takes effect at the next hourly clean-up/)).toBeTruthy();

    await view.user.type(contact, '30');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The next hourly clean-up uses these periods.')).toBeTruthy();
    expect(sent).toEqual([{ contact_days: 30, version: 2 }]);
    expect(screen.getByText('Now: 30 days (the default would be 183).')).toBeTruthy();
  });

  it('explains the appointments’ period, refuses one outside 7 to 365 days and saves it with the version', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(settings({ booking_days: 90, version: 3 }));
      }),
    );
    const view = renderConsole('/settings/retention');
    const bookings = (await screen.findByRole('spinbutton', { name: BOOKINGS }, SLOW)) as HTMLInputElement;
    const panel = bookings.closest('section') as HTMLElement;
    expect(within(panel).getByText(/whether it took place, was cancelled or missed/)).toBeTruthy();
    expect(within(panel).getByText(/promises at most 365 days/)).toBeTruthy();
    expect(within(panel).getByText('Now: the default of 365 days.')).toBeTruthy();

    await view.user.type(bookings, '3');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Please enter whole days from 7 to 365.')).toBeTruthy();
    expect(sent).toEqual([]);

    await view.user.clear(bookings);
    await view.user.type(bookings, '90');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The next hourly clean-up uses these periods.')).toBeTruthy();
    expect(sent).toEqual([{ booking_days: 90, version: 2 }]);
    expect(within(panel).getByText('Now: 90 days (the default would be 365).')).toBeTruthy();
  });

  it('goes back to the default with one button (null)', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(settings({ analytics_raw_days: null, version: 3 }));
      }),
    );
    const view = renderConsole('/settings/retention');
    const visits = (await screen.findByRole('spinbutton', { name: VISITS }, SLOW)) as HTMLInputElement;
    const panel = visits.closest('section') as HTMLElement;
    await view.user.click(within(panel).getByRole('button', { name: 'Use the default' }));
    expect(visits.value).toBe('');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Now: the default of 427 days.')).toBeTruthy();
    expect(sent).toEqual([{ analytics_raw_days: null, version: 2 }]);
  });

  it('refuses a period outside the limits at its field, and puts the API’s errors there too', async () => {
    let requests = 0;
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, () => {
        requests += 1;
        return HttpResponse.json(
          {
            message: 'Please check your input.',
            errors: { contact_days: ['The value must be at most 183.'] },
          },
          { status: 400 },
        );
      }),
    );
    const view = renderConsole('/settings/retention');
    const contact = await screen.findByRole('spinbutton', { name: CONTACT }, SLOW);
    await view.user.type(contact, '200');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter whole days from 1 to 183.')).toBeTruthy();
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(requests).toBe(0);

    await view.user.clear(contact);
    await view.user.type(contact, '100');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The value must be at most 183.')).toBeTruthy();
    expect(requests).toBe(1);
  });

  it('shows that someone else saved meanwhile, keeps the typing, and loads their periods on request', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, () =>
        HttpResponse.json(
          { message: 'Someone changed this item.', current: settings({ contact_days: 14, version: 3 }) },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/settings/retention');
    const contact = (await screen.findByRole('spinbutton', { name: CONTACT }, SLOW)) as HTMLInputElement;
    await view.user.type(contact, '60');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this meanwhile');
    expect(contact.value).toBe('60');
    await view.user.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    expect(contact.value).toBe('14');
    expect(screen.getByText('Now: 14 days (the default would be 183).')).toBeTruthy();
  });

  it('says when the periods cannot be loaded, and tries again', async () => {
    let fail = true;
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () =>
        fail
          ? HttpResponse.json({ message: 'The database is not reachable.' }, { status: 503 })
          : HttpResponse.json(settings()),
      ),
    );
    const view = renderConsole('/settings/retention');
    const retry = await screen.findByRole('button', { name: 'Try again' }, SLOW);
    fail = false;
    await view.user.click(retry);
    expect(await screen.findByRole('spinbutton', { name: CONTACT })).toBeTruthy();
  });

  it('is hidden from an editor’s navigation and refused to an editor', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/settings/retention');
    expect(await screen.findByRole('heading', { name: 'Not available to you' }, SLOW)).toBeTruthy();
    const navigation = screen.getAllByRole('navigation', { name: 'Console navigation' })[0] as HTMLElement;
    expect(within(navigation).queryByRole('link', { name: 'Privacy & retention' })).toBeNull();
  });
});
