/**
 * "Booking rules": the deadline and the reminders explained in plain words; a save with the version
 * read; a deadline out of bounds refused at its field in words before anything is sent; a 409 in the
 * shared conflict dialog; leaving with unsaved changes asks first; loading failure with retry; the
 * owner's only.
 */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { FEED_URL, POLICY_URL, policy, SLOW } from '../testing';
// Loaded here first, the first test does not wait for the lazily loaded screen.
import './policy-page';

const DEADLINE = 'Deadline before the start (hours)';
const feed = () => http.get(FEED_URL, () => HttpResponse.json({ exists: false }));

describe('the booking rules page', () => {
  it('explains the deadline and the reminders, and saves the change with the version read', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      feed(),
      http.get(POLICY_URL, () => HttpResponse.json(policy())),
      http.patch(POLICY_URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(policy({ cancellation_deadline_hours: 48, reminder_1h: false, version: 3 }));
      }),
    );
    const view = renderConsole('/booking/policy');
    const deadline = (await screen.findByRole('textbox', { name: DEADLINE }, SLOW)) as HTMLInputElement;
    expect(screen.getByRole('heading', { name: 'Booking rules', level: 1 })).toBeTruthy();
    expect(deadline.value).toBe('24');
    expect(screen.getByText(/until 24 hours before the start\. After that, only you can\./)).toBeTruthy();
    const hour = screen.getByRole('switch', { name: 'Reminder one hour before' }) as HTMLInputElement;
    expect(hour.checked).toBe(true);
    const tabs = screen.getByRole('navigation', { name: 'Booking setup' });
    expect(within(tabs).getByRole('link', { name: 'Booking rules' }).getAttribute('aria-current')).toBe(
      'page',
    );

    await view.user.clear(deadline);
    await view.user.type(deadline, '48');
    expect(screen.getByText(/until 48 hours before the start/)).toBeTruthy();
    await view.user.click(hour);
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The booking rules are saved.')).toBeTruthy();
    expect(sent).toEqual([
      { cancellation_deadline_hours: 48, reminder_24h: true, reminder_1h: false, version: 2 },
    ]);
    expect(
      (screen.getByRole('switch', { name: 'Reminder one hour before' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('refuses a deadline that is not whole hours within the limits at its field, sending nothing', async () => {
    let requests = 0;
    apiServer.use(
      signedInAs(owner()),
      feed(),
      http.get(POLICY_URL, () => HttpResponse.json(policy())),
      http.patch(POLICY_URL, () => {
        requests += 1;
        return HttpResponse.json(policy());
      }),
    );
    const view = renderConsole('/booking/policy');
    const deadline = await screen.findByRole('textbox', { name: DEADLINE }, SLOW);
    for (const typed of ['9000', 'zwei']) {
      await view.user.clear(deadline);
      await view.user.type(deadline, typed);
      await view.user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Please correct the marked fields first.')).toBeTruthy();
      expect(deadline.getAttribute('aria-invalid')).toBe('true');
      expect(screen.getAllByText('Please enter whole hours from 0 to 8760.').length).toBeGreaterThan(0);
    }
    expect(requests).toBe(0);
  });

  it('shows a 409 in the conflict dialog and takes the saved rules on request', async () => {
    apiServer.use(
      signedInAs(owner()),
      feed(),
      http.get(POLICY_URL, () => HttpResponse.json(policy())),
      http.patch(POLICY_URL, () =>
        HttpResponse.json(
          {
            message: 'Someone changed this meanwhile.',
            current: policy({ cancellation_deadline_hours: 72, reminder_24h: false, version: 3 }),
          },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/booking/policy');
    const deadline = await screen.findByRole('textbox', { name: DEADLINE }, SLOW);
    await view.user.clear(deadline);
    await view.user.type(deadline, '12');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('72 hours').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('12 hours').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Off').length).toBeGreaterThan(0);
    await view.user.click(within(dialog).getByRole('button', { name: 'Take the current version' }));
    expect(((await screen.findByRole('textbox', { name: DEADLINE })) as HTMLInputElement).value).toBe('72');
    expect(
      (screen.getByRole('switch', { name: 'Reminder one day before' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('The booking rules are saved.')).toBeNull();
  });

  it('asks before leaving with unsaved changes', async () => {
    apiServer.use(
      signedInAs(owner()),
      feed(),
      http.get(POLICY_URL, () => HttpResponse.json(policy())),
    );
    const view = renderConsole('/booking/policy');
    await view.user.click(await screen.findByRole('switch', { name: 'Reminder one day before' }, SLOW));
    const tabs = screen.getByRole('navigation', { name: 'Booking setup' });
    await view.user.click(within(tabs).getByRole('link', { name: 'Hours' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Leave without saving?')).toBeTruthy();
    await view.user.click(within(dialog).getByRole('button', { name: 'Stay here' }));
    expect(
      (screen.getByRole('switch', { name: 'Reminder one day before' }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it('says when the rules cannot be loaded, and tries again', async () => {
    let calls = 0;
    apiServer.use(
      signedInAs(owner()),
      feed(),
      http.get(POLICY_URL, () => {
        calls += 1;
        // A 400 is not retried by the query (a 503 would be, after a pause).
        return calls === 1
          ? HttpResponse.json({ message: 'The booking rules could not be read.' }, { status: 400 })
          : HttpResponse.json(policy());
      }),
    );
    const view = renderConsole('/booking/policy');
    const alert = await screen.findByRole('alert', {}, SLOW);
    expect(within(alert).getByText('The booking rules could not be read.')).toBeTruthy();
    await view.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: DEADLINE })).toBeTruthy();
  });

  it('is the owner’s: an editor reads why instead and finds it in no navigation', async () => {
    apiServer.use(
      signedInAs(editor()),
      feed(),
      http.get(POLICY_URL, () => HttpResponse.json(policy())),
    );
    renderConsole('/booking/policy');
    expect(await screen.findByText(/only the owner|Only the owner/i, {}, SLOW)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: DEADLINE })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set up calendar subscription' })).toBeNull();
    const navigation = screen.getAllByRole('navigation', { name: 'Console navigation' })[0] as HTMLElement;
    expect(within(navigation).queryByRole('link', { name: 'Booking rules' })).toBeNull();
  });
});
