/**
 * Theme: one brand colour fills every shade (the swatches, the fine-tune fields, the preview in the
 * site's shades for light and dark), the WCAG AA warning follows it in German, a fine-tuned shade
 * keeps the others, and saving sends the whole palette.
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItem, resourceItems, SLOW, siteLanguages } from '../testing';
import { brandScale } from './colour-scale';

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

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};
const sample = (mode: 'light' | 'dark', name: string) =>
  document.querySelector(`[data-preview="${mode}"] [data-sample="${name}"]`) as HTMLElement;

describe('the theme page', () => {
  it('makes every shade from one brand colour, paints the preview with the site’s shades and warns in German when it is too light', async () => {
    apiServer.use(
      signedInAs(owner({ ui_language: 'de' })),
      siteLanguages(),
      ...resourceItem('themes', '1', theme),
    );
    const view = renderConsole('/settings/theme', { language: 'de' });
    const brand = await screen.findByRole('textbox', { name: 'Markenfarbe (Hex)' }, SLOW);
    expect((brand as HTMLInputElement).value).toBe('#3b82f6');
    expect(screen.getByText(/Alle geprüften Farbpaare sind gut lesbar/)).toBeTruthy();
    fireEvent.change(brand, { target: { value: '#7dd3fc' } });
    const scale = brandScale('#7dd3fc');
    if (!scale) throw new Error('scale');
    expect(scale['500']).toBe('#7dd3fc');
    // The swatch row and, behind the disclosure, every shade's field carry the generated scale.
    const swatches = within(screen.getByRole('list', { name: 'Töne der Hauptfarbe' })).getAllByRole(
      'listitem',
    );
    expect(swatches.map((item) => item.textContent)).toEqual(
      SHADES.map((shade) => `${shade}: ${scale[shade]}`),
    );
    await view.user.click(screen.getAllByText('Einzelne Töne anpassen')[0] as HTMLElement);
    for (const shade of SHADES) {
      expect(
        (screen.getByRole('textbox', { name: `Hauptfarbe ${shade} (Hex)` }) as HTMLInputElement).value,
      ).toBe(scale[shade]);
    }
    // The accent stays as it was.
    expect(
      (screen.getByRole('textbox', { name: 'Akzentfarbe 100 (Hex)', hidden: true }) as HTMLInputElement)
        .value,
    ).toBe('#fef3c7');
    const warning = await screen.findByRole('list', { name: 'Schwer lesbar' });
    const items = within(warning)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Knopftext auf Markenfarbe \(hell\): Weiß auf Hauptfarbe 700: \d,\d\d : 1$/),
        expect.stringMatching(/^Links auf Weiß \(hell\): Hauptfarbe 700: \d,\d\d : 1$/),
      ]),
    );
    // Light: buttons on 700 with white text; dark: buttons on 300 with dark 900 text — as on the site.
    expect(sample('light', 'button').style.background).toBe(rgb(scale['700']));
    expect(sample('light', 'button').style.color).toBe('rgb(255, 255, 255)');
    expect(sample('dark', 'button').style.background).toBe(rgb(scale['300']));
    expect(sample('dark', 'button').style.color).toBe(rgb('#0f172a'));
    expect(sample('light', 'link').style.color).toBe(rgb(scale['700']));
    expect(sample('dark', 'link').style.color).toBe(rgb(scale['300']));
    fireEvent.change(brand, { target: { value: '#1d4ed8' } });
    expect(await screen.findByText(/Alle geprüften Farbpaare sind gut lesbar/)).toBeTruthy();
  });

  it('keeps the other shades when one is fine-tuned, saves them all and publishes', async () => {
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
    const brand = await screen.findByRole('textbox', { name: 'Brand colour (hex)' }, SLOW);
    await view.user.clear(brand);
    await view.user.type(brand, '#2b5d52');
    await view.user.click(screen.getAllByText('Adjust single shades')[0] as HTMLElement);
    const fine = screen.getByRole('textbox', { name: 'Main colour 100 (hex)' });
    await view.user.clear(fine);
    await view.user.type(fine, '#ffffff');
    const scale = brandScale('#2b5d52');
    expect((screen.getByRole('textbox', { name: 'Main colour 200 (hex)' }) as HTMLInputElement).value).toBe(
      scale?.['200'],
    );
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Draft saved/)).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published. The website shows it now.')).toBeTruthy();
    expect(sent).toEqual([{ primary_colors: { ...scale, '100': '#ffffff' }, version: 3 }, { version: 4 }]);
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
