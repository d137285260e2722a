/**
 * The practice's time zone (issue 24 point 9, decision 086): Europe/Berlin until chosen, the time
 * it is there now beside the choice, saved with the version read, a 409 shown with the saved zone
 * on request; the dashboard's presets end on the practice's today, not the browser's.
 */
import { screen, within } from '@testing-library/react';
import type { PracticeSettings } from '@wegweiser/contracts';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiServer, apiUrl, recordingGet } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { SLOW } from '../testing';

const settings = (overrides: Partial<PracticeSettings> = {}): PracticeSettings => ({
  time_zone: 'Europe/Berlin',
  version: 0,
  updated_at: null,
  ...overrides,
});
const URL = apiUrl('/admin/practice/');

afterEach(() => {
  vi.useRealTimers();
});

describe("the practice's time zone", () => {
  it('shows Berlin with the time it is there, and saves another zone with the version read', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          settings({ time_zone: 'America/New_York', version: 1, updated_at: '2026-11-29T08:00:00.000Z' }),
        );
      }),
    );
    const view = renderConsole('/settings/time-zone', { language: 'de' });
    const zone = (await screen.findByRole('combobox', { name: 'Zeitzone' }, SLOW)) as HTMLSelectElement;
    expect(zone.value).toBe('Europe/Berlin');
    expect(screen.getByRole('heading', { name: 'Zeitzone', level: 1 })).toBeTruthy();
    expect(screen.getByText(/^Dort ist es jetzt \d{2}:\d{2} Uhr \(Europe\/Berlin\)\.$/)).toBeTruthy();
    // Grouped by region, in her language; underscores read as spaces.
    expect(screen.getByRole('group', { name: 'Europa' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'America/New York' })).toBeTruthy();

    await view.user.selectOptions(zone, 'America/New_York');
    expect(screen.getByText(/\(America\/New York\)\.$/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(
      await screen.findByText(
        'Gespeichert. Die Tage werden jetzt nach der Uhr von America/New York gezählt.',
      ),
    ).toBeTruthy();
    expect(sent).toEqual([{ time_zone: 'America/New_York', version: 0 }]);
    expect(screen.getByText(/^Zuletzt geändert: /)).toBeTruthy();
  });

  it('says when someone else changed it, keeps the choice, and loads theirs on request', async () => {
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings())),
      http.patch(URL, () =>
        HttpResponse.json(
          { message: 'Changed meanwhile.', current: settings({ time_zone: 'Europe/Vienna', version: 1 }) },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/settings/time-zone');
    const zone = (await screen.findByRole('combobox', { name: 'Time zone' }, SLOW)) as HTMLSelectElement;
    await view.user.selectOptions(zone, 'Asia/Tokyo');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(zone.value).toBe('Asia/Tokyo');
    await view.user.click(within(alert).getByRole('button'));
    expect(zone.value).toBe('Europe/Vienna');
  });

  it("ends the dashboard's presets on the practice's today, not the browser's", async () => {
    // 12:00 UTC on 29 November is already 02:00 on 30 November on Kiritimati (UTC+14).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T12:00:00Z') });
    const asked: Record<string, string>[] = [];
    apiServer.use(
      signedInAs(owner()),
      http.get(URL, () => HttpResponse.json(settings({ time_zone: 'Pacific/Kiritimati' }))),
      recordingGet(
        '/admin/analytics/summary/',
        {
          from: '2026-11-24',
          to: '2026-11-30',
          site_language: null,
          time_zone: 'Pacific/Kiritimati',
          visitors: 0,
          page_views: 0,
          average_time_on_page_seconds: null,
          average_scroll_depth_percent: null,
          scroll_depth: [],
          days: [],
          rolled_up_days: 0,
        },
        asked,
      ),
    );
    renderConsole('/analytics');
    expect(await screen.findByText(/No visitors in this period yet/, {}, SLOW)).toBeTruthy();
    expect(asked).toEqual([{ from: '2026-11-24', to: '2026-11-30' }]);
    expect(screen.getByText(/\(Pacific\/Kiritimati\)/)).toBeTruthy();
  });
});
