/**
 * The calendar subscription on the booking rules page: what it is and that whoever has the address
 * sees the bookings; set up → the address shown once with copy and the steps for iPhone, Android,
 * Outlook; a new address and the end only after asking, said done only once the server answered;
 * a failure said in the dialog, nothing claimed.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { FEED_URL, POLICY_URL, policy, SLOW } from '../testing';
import './policy-page';

const ADDRESS = 'https://coach.example/api/booking/calendar/0123abcd.ics';
const rules = () => http.get(POLICY_URL, () => HttpResponse.json(policy()));

describe('the calendar subscription', () => {
  it('explains itself, sets up the feed and shows its address once with copy and the steps', async () => {
    let posts = 0;
    apiServer.use(
      signedInAs(owner()),
      rules(),
      http.get(FEED_URL, () => HttpResponse.json({ exists: false })),
      http.post(FEED_URL, () => {
        posts += 1;
        return HttpResponse.json({ exists: true, url: ADDRESS });
      }),
    );
    const view = renderConsole('/booking/policy');
    const create = await screen.findByRole('button', { name: 'Set up calendar subscription' }, SLOW);
    expect(screen.getByText('There is no calendar subscription yet.')).toBeTruthy();
    expect(screen.getByText(/Whoever knows the address sees your bookings/)).toBeTruthy();
    expect(screen.getByText(/make a new address or end the subscription/)).toBeTruthy();

    await view.user.click(create);
    const address = (await screen.findByRole('textbox', {
      name: 'Your private calendar address',
    })) as HTMLInputElement;
    expect(address.value).toBe(ADDRESS);
    expect(posts).toBe(1);
    expect(screen.getByText('Copy the address now: it is shown only this once.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Subscribe on this device' }).getAttribute('href')).toBe(
      'webcal://coach.example/api/booking/calendar/0123abcd.ics',
    );
    for (const device of ['iPhone or iPad', 'Android (Google Calendar)', 'Outlook']) {
      expect(screen.getByText(device)).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'End subscription' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set up calendar subscription' })).toBeNull();
  });

  it('asks before a new address, then shows the new one and says the old one stopped', async () => {
    let posts = 0;
    apiServer.use(
      signedInAs(owner()),
      rules(),
      http.get(FEED_URL, () => HttpResponse.json({ exists: true })),
      http.post(FEED_URL, () => {
        posts += 1;
        return HttpResponse.json({ exists: true, url: ADDRESS });
      }),
    );
    const view = renderConsole('/booking/policy');
    expect(await screen.findByText(/Your calendar subscription is set up/, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Your private calendar address' })).toBeNull();
    await view.user.click(screen.getByRole('button', { name: 'Make a new address' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/The current address stops working at once/)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts).toBe(0);

    await view.user.click(screen.getByRole('button', { name: 'Make a new address' }));
    await view.user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Make a new address' }),
    );
    expect(await screen.findByText('The new address is ready. The old one no longer works.')).toBeTruthy();
    expect(posts).toBe(1);
    expect(
      (screen.getByRole('textbox', { name: 'Your private calendar address' }) as HTMLInputElement).value,
    ).toBe(ADDRESS);
  });

  it('asks before ending it, says a failure in the dialog, and says it ended only once it did', async () => {
    let fail = true;
    let deletes = 0;
    apiServer.use(
      signedInAs(owner()),
      rules(),
      http.get(FEED_URL, () => HttpResponse.json({ exists: true })),
      http.delete(FEED_URL, () => {
        deletes += 1;
        return fail
          ? HttpResponse.json({ message: 'The database is not reachable.' }, { status: 503 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    const view = renderConsole('/booking/policy');
    await view.user.click(await screen.findByRole('button', { name: 'End subscription' }, SLOW));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/no longer receive your bookings/)).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'End subscription' }));
    expect(await within(dialog).findByText('The database is not reachable.')).toBeTruthy();
    expect(screen.queryByText(/The calendar subscription has ended/)).toBeNull();

    fail = false;
    await view.user.click(within(dialog).getByRole('button', { name: 'End subscription' }));
    expect(
      await screen.findByText('The calendar subscription has ended. The old address no longer works.'),
    ).toBeTruthy();
    expect(deletes).toBe(2);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByText('There is no calendar subscription yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Set up calendar subscription' })).toBeTruthy();
  });

  it('says when it cannot tell whether a subscription exists, and tries again', async () => {
    let calls = 0;
    apiServer.use(
      signedInAs(owner()),
      rules(),
      http.get(FEED_URL, () => {
        calls += 1;
        // A 400 is not retried by the query (a 503 would be, after a pause).
        return calls === 1
          ? HttpResponse.json({ message: 'The subscription could not be read.' }, { status: 400 })
          : HttpResponse.json({ exists: false });
      }),
    );
    const view = renderConsole('/booking/policy');
    const alert = await screen.findByRole('alert', {}, SLOW);
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Set up calendar subscription' })).toBeTruthy();
  });
});
