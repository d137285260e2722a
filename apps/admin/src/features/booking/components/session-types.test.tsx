/**
 * Session types: the list (badges in words, order moved by buttons, empty state) and the editor —
 * the German name required before anything is sent, the place's own fields, the service or package
 * with its price, the confirmation explained; a new type saved and opened; a 409 in the shared
 * conflict dialog (keeping mine saves on the new version); a type with bookings is not deleted and
 * can be hidden instead.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { languages, SETUP, SLOW, sessionType, typeList } from '../testing';
// The screens are loaded lazily by the router; loaded here first, the first test does not wait for them.
import './session-type-editor';
import './session-types-page';

const LIST = SETUP('/session-types/');

describe('the session types list', () => {
  it('shows each type with its duration, place and state in words, and moves one down', async () => {
    const sent: unknown[] = [];
    const second = sessionType({
      id: 2,
      name: { de: 'Coaching per Video' },
      location_kind: 'video',
      duration_minutes: 60,
      is_visible: false,
      requires_confirmation: true,
      upcoming_bookings: 2,
      order: 1,
    });
    apiServer.use(
      signedInAs(owner()),
      http.get(LIST, () => HttpResponse.json(typeList([sessionType(), second]))),
      http.post(SETUP('/session-types/order/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          typeList([
            { ...second, order: 0 },
            { ...sessionType(), order: 1 },
          ]),
        );
      }),
    );
    const view = renderConsole('/booking/session-types');
    expect(await screen.findByRole('link', { name: 'Edit “First talk”' }, SLOW)).toBeTruthy();
    expect(screen.getByText('30 min · At the practice')).toBeTruthy();
    expect(screen.getByText('60 min · By video · 2 upcoming bookings')).toBeTruthy();
    expect(screen.getByText('Hidden')).toBeTruthy();
    expect(screen.getByText('You confirm each booking')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move “First talk” up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await view.user.click(screen.getByRole('button', { name: 'Move “First talk” down' }));
    expect(await screen.findByText('The new order is saved.', {}, SLOW)).toBeTruthy();
    expect(sent).toEqual([{ ids: [2, 1] }]);
    const items = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('min ·'));
    expect(items[0]?.textContent).toContain('Coaching per Video');
  });

  it('says what to do when there is none yet', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(LIST, () => HttpResponse.json(typeList([]))),
    );
    renderConsole('/booking/session-types');
    expect(await screen.findByText(/No session types yet/, {}, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New session type' })).toBeTruthy();
  });
});

describe('the session type editor', () => {
  it('needs the German name before anything is sent, then creates the type and opens it', async () => {
    const sent: unknown[] = [];
    const created = sessionType({ id: 7, name: { de: 'Telefonat' }, location_kind: 'phone', version: 0 });
    let list = typeList([]);
    apiServer.use(
      signedInAs(owner()),
      languages(),
      http.get(LIST, () => HttpResponse.json(list)),
      http.post(LIST, async ({ request }) => {
        sent.push(await request.json());
        list = typeList([created]);
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    const view = renderConsole('/booking/session-types/new');
    const save = await screen.findByRole('button', { name: 'Save' }, SLOW);
    await view.user.click(save);
    expect(await screen.findByText('Please correct the marked fields first.')).toBeTruthy();
    // German alone is required: the English field stays without a message.
    expect(screen.getAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Name: English' }).getAttribute('aria-invalid')).toBeNull();
    expect(sent).toEqual([]);

    await view.user.type(
      screen.getByRole('textbox', { name: 'Name: German · default language' }),
      'Telefonat',
    );
    const duration = screen.getByRole('textbox', { name: 'Duration in minutes' });
    await view.user.clear(duration);
    await view.user.type(duration, '20');
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Place' }), 'phone');
    expect(screen.getByText(/You call the visitor/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Address of the practice' })).toBeNull();
    const offer = screen.getByRole('combobox', { name: 'Service or package' });
    expect(within(offer).getByRole('option', { name: 'Five sessions (price €400.00)' })).toBeTruthy();
    // An offer hidden on the website says so, and choosing it says what that means for the link.
    expect(
      within(offer).getByRole('option', { name: 'Team consulting (no price, not on the website)' }),
    ).toBeTruthy();
    await view.user.selectOptions(offer, 'service:3');
    expect(screen.getByText(/This offer is hidden on the website/)).toBeTruthy();
    await view.user.selectOptions(offer, 'package:5');
    expect(screen.queryByText(/This offer is hidden on the website/)).toBeNull();
    expect(screen.getByText('Its page then shows “Book an appointment”.')).toBeTruthy();
    expect(screen.getByText(/On: a booking first arrives as a request/)).toBeTruthy();
    await view.user.click(screen.getByRole('switch', { name: 'I confirm each booking myself' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Session type “Telefonat”', level: 1 })).toBeTruthy();
    expect(screen.getByText('The session type is created.')).toBeTruthy();
    expect(sent).toEqual([
      {
        name: { de: 'Telefonat' },
        description: {},
        duration_minutes: 20,
        buffer_before_minutes: 0,
        buffer_after_minutes: 0,
        location_kind: 'phone',
        location_address: null,
        location_link: null,
        service_id: null,
        package_id: 5,
        requires_confirmation: true,
        max_per_day: null,
        is_visible: true,
      },
    ]);
    expect(view.router.state.location.pathname).toBe('/booking/session-types/7');
  });

  it('refuses a video link that is no web address at its field', async () => {
    let requests = 0;
    apiServer.use(
      signedInAs(owner()),
      languages(),
      http.get(LIST, () =>
        HttpResponse.json(typeList([sessionType({ location_kind: 'video', location_address: null })])),
      ),
      http.patch(SETUP('/session-types/1/'), () => {
        requests += 1;
        return HttpResponse.json(sessionType());
      }),
    );
    const view = renderConsole('/booking/session-types/1');
    const link = await screen.findByRole('textbox', { name: 'Video link' }, SLOW);
    expect(screen.getByText(/each booking gets its own new video room link/)).toBeTruthy();
    await view.user.type(link, 'javascript:alert(1)');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a web address starting with https://.')).toBeTruthy();
    expect(requests).toBe(0);
  });

  it('shows a 409 in the conflict dialog; keeping mine saves on the new version', async () => {
    const sent: { version: number; duration_minutes: number }[] = [];
    apiServer.use(
      signedInAs(owner()),
      languages(),
      http.get(LIST, () => HttpResponse.json(typeList([sessionType()]))),
      http.patch(SETUP('/session-types/1/'), async ({ request }) => {
        const body = (await request.json()) as { version: number; duration_minutes: number };
        sent.push(body);
        if (body.version === 3)
          return HttpResponse.json(
            { message: 'Someone changed this.', current: sessionType({ duration_minutes: 50, version: 4 }) },
            { status: 409 },
          );
        return HttpResponse.json(sessionType({ duration_minutes: 45, version: 5 }));
      }),
    );
    const view = renderConsole('/booking/session-types/1');
    const duration = await screen.findByRole('textbox', { name: 'Duration in minutes' }, SLOW);
    await view.user.clear(duration);
    await view.user.type(duration, '45');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('50 minutes').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('45 minutes').length).toBeGreaterThan(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep my version' }));
    expect(await screen.findByText('The session type is saved.')).toBeTruthy();
    expect(sent.map((body) => [body.version, body.duration_minutes])).toEqual([
      [3, 45],
      [4, 45],
    ]);
  });

  it('asks before leaving with unsaved changes, and keeps them on “stay”', async () => {
    apiServer.use(
      signedInAs(owner()),
      languages(),
      http.get(LIST, () => HttpResponse.json(typeList([sessionType()]))),
    );
    const view = renderConsole('/booking/session-types/1');
    const duration = await screen.findByRole('textbox', { name: 'Duration in minutes' }, SLOW);
    await view.user.clear(duration);
    await view.user.type(duration, '50');
    const tabs = screen.getByRole('navigation', { name: 'Booking setup' });
    await view.user.click(within(tabs).getByRole('link', { name: 'Hours' }));
    const dialog = await screen.findByRole('alertdialog');
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect((screen.getByRole('textbox', { name: 'Duration in minutes' }) as HTMLInputElement).value).toBe(
      '50',
    );
    expect(view.router.state.location.pathname).toBe('/booking/session-types/1');
  });

  it('in German: the words of the rules and the place', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      languages(),
      http.get(LIST, () => HttpResponse.json(typeList([sessionType()]))),
    );
    renderConsole('/booking/session-types/1', { language: 'de' });
    expect(
      await screen.findByRole('heading', { name: 'Sitzungsart „Erstgespräch“', level: 1 }, SLOW),
    ).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Ich bestätige jede Buchung selbst' })).toBeTruthy();
    expect(screen.getByText(/bleibt der Termin|bleibt für die Person reserviert/)).toBeTruthy();
    expect(screen.getByRole('option', { name: /^Einzelcoaching \(Preis 90,00\s€\)$/ })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Adresse der Praxis' }) as HTMLInputElement).value).toBe(
      'Hauptstraße 1, Berlin',
    );
  });

  it('does not delete a type with bookings, and hides it instead on request', async () => {
    const sent: { is_visible: boolean }[] = [];
    apiServer.use(
      signedInAs(owner()),
      languages(),
      http.get(LIST, () => HttpResponse.json(typeList([sessionType({ upcoming_bookings: 1 })]))),
      http.delete(SETUP('/session-types/1/'), () =>
        HttpResponse.json(
          { message: 'This session type has bookings (1) and cannot be deleted. Hide it instead.' },
          { status: 409 },
        ),
      ),
      http.patch(SETUP('/session-types/1/'), async ({ request }) => {
        const body = (await request.json()) as { is_visible: boolean };
        sent.push(body);
        return HttpResponse.json(sessionType({ is_visible: false, version: 4 }));
      }),
    );
    const view = renderConsole('/booking/session-types/1');
    await view.user.click(await screen.findByRole('button', { name: 'Delete' }, SLOW));
    const confirm = await screen.findByRole('alertdialog');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/has bookings \(1\) and cannot be deleted/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Hide it instead' }));
    expect(await screen.findByText('The session type is saved.')).toBeTruthy();
    expect(sent.map((body) => body.is_visible)).toEqual([false]);
    expect((screen.getByRole('switch', { name: 'Visitors can book it' }) as HTMLInputElement).checked).toBe(
      false,
    );
  });
});
