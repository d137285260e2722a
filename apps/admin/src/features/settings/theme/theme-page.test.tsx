/** Theme: a colour change shows in the preview and the WCAG AA warning follows it; publishing sends the version. */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItem, resourceItems, SLOW, siteLanguages } from '../testing';

const shades = (colours: string[]) =>
  Object.fromEntries(
    ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'].map((shade, index) => [
      shade,
      colours[index],
    ]),
  );

const theme = {
  name: 'Wegweiser',
  is_active: true,
  primary_colors: shades([
    '#eff6ff',
    '#dbeafe',
    '#bfdbfe',
    '#93c5fd',
    '#60a5fa',
    '#3b82f6',
    '#2563eb',
    '#1d4ed8',
    '#1e40af',
    '#1e3a8a',
  ]),
  accent_colors: shades([
    '#fffbeb',
    '#fef3c7',
    '#fde68a',
    '#fcd34d',
    '#fbbf24',
    '#f59e0b',
    '#d97706',
    '#b45309',
    '#92400e',
    '#78350f',
  ]),
  dark_colors: shades([
    '#f8fafc',
    '#f1f5f9',
    '#e2e8f0',
    '#cbd5e1',
    '#94a3b8',
    '#64748b',
    '#475569',
    '#334155',
    '#1e293b',
    '#0f172a',
  ]),
  fonts: { display: 'Inter', body: 'Inter' },
};

describe('the theme page', () => {
  it('warns when white button text on primary 600 falls below 4.5 : 1, and not before', async () => {
    apiServer.use(signedInAs(owner()), siteLanguages(), ...resourceItem('themes', '1', theme));
    renderConsole('/settings/theme');
    expect(await screen.findByText(/All checked colour pairs are easy to read/, {}, SLOW)).toBeTruthy();
    const hex = screen.getByRole('textbox', { name: 'Main colour 600 (hex)' });
    fireEvent.change(hex, { target: { value: '#7dd3fc' } });
    const warning = await screen.findByRole('list', { name: 'Hard to read' });
    const items = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      expect.stringMatching(/^White text on the main colour 600 \(buttons\): 1\.\d\d : 1$/),
      expect.stringMatching(/^Main colour 600 as link text on white: 1\.\d\d : 1$/),
    ]);
    const button = screen.getAllByText('Book a call')[0] as HTMLElement;
    expect(button.style.background).toBe('rgb(125, 211, 252)');
    fireEvent.change(hex, { target: { value: '#1d4ed8' } });
    expect(await screen.findByText(/All checked colour pairs are easy to read/)).toBeTruthy();
  });

  it('saves a draft with the changed palette and publishes it', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      signedInAs(owner()),
      siteLanguages(),
      ...resourceItem('themes', '1', theme),
      http.patch(apiUrl('/admin/themes/1/'), async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        sent.push(body);
        return HttpResponse.json({ ...contentItem('1', { ...theme, ...body }, 4), status: 'changed' });
      }),
      http.post(apiUrl('/admin/themes/1/publish/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(contentItem('1', theme, 5));
      }),
    );
    const view = renderConsole('/settings/theme');
    const hex = await screen.findByRole('textbox', { name: 'Accent colour 100 (hex)' }, SLOW);
    await view.user.clear(hex);
    await view.user.type(hex, '#ffffff');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Draft saved/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. The website shows it now.')).toBeTruthy();
    expect(sent).toEqual([
      { accent_colors: { ...theme.accent_colors, '100': '#ffffff' }, version: 3 },
      { version: 4 },
    ]);
  });

  it('opens the active theme when there are several', async () => {
    apiServer.use(
      signedInAs(owner()),
      siteLanguages(),
      ...resourceItems('themes', {
        '1': { ...theme, is_active: false },
        '2': { ...theme, name: 'Herbst', is_active: true },
      }),
    );
    renderConsole('/settings/theme');
    const name = await screen.findByRole('textbox', { name: 'Theme name' }, SLOW);
    expect((name as HTMLInputElement).value).toBe('Herbst');
    const pick = screen.getByRole('combobox', { name: 'Theme' }) as HTMLSelectElement;
    expect(pick.value).toBe('2');
    expect(pick.selectedOptions[0]?.textContent).toBe('Herbst (in use)');
  });
});
