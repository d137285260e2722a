/** Languages: listed in order with the default marked; the API's refusal to deactivate the default is shown in its words. */
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { owner } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItems, SLOW } from '../testing';

const languages = {
  de: {
    code: 'de',
    name: 'German',
    native_name: 'Deutsch',
    flag: '',
    is_default: true,
    is_active: true,
    order: 0,
  },
  en: {
    code: 'en',
    name: 'English',
    native_name: 'English',
    flag: '',
    is_default: false,
    is_active: true,
    order: 1,
  },
  fr: {
    code: 'fr',
    name: 'French',
    native_name: 'Français',
    flag: '',
    is_default: false,
    is_active: false,
    order: 2,
  },
};

const answers = () => [signedInAs(owner()), ...resourceItems('languages', languages)];

describe('the languages page', () => {
  it('explains the default language and lists the languages in order', async () => {
    apiServer.use(...answers());
    renderConsole('/settings/languages');
    expect(
      await screen.findByText(/what visitors see when a text is missing in theirs/, {}, SLOW),
    ).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Languages' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Deutsch'),
      expect.stringContaining('English'),
      expect.stringContaining('Français'),
    ]);
    expect(rows[0]?.textContent).toContain('Default');
    expect(rows[2]?.textContent).toContain('Inactive');
    expect(
      within(rows[0] as HTMLElement).queryByRole('button', { name: 'Make German the default' }),
    ).toBeNull();
  });

  it('shows the API’s message when the default language may not be deactivated', async () => {
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/languages/de/'), () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            errors: { is_active: ['The default language cannot be deactivated.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const view = renderConsole('/settings/languages');
    await view.user.click(await screen.findByRole('button', { name: 'Deactivate German' }, SLOW));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The default language cannot be deactivated.',
    );
  });

  it('activates, makes default and moves with the item’s version', async () => {
    const sent: { key: string; body: unknown }[] = [];
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/languages/:key/'), async ({ params, request }) => {
        sent.push({ key: String(params.key), body: await request.json() });
        const key = String(params.key) as keyof typeof languages;
        return HttpResponse.json(contentItem(key, languages[key], 4));
      }),
    );
    const view = renderConsole('/settings/languages');
    await view.user.click(await screen.findByRole('button', { name: 'Activate French' }, SLOW));
    await expect.poll(() => sent.length).toBe(1);
    await view.user.click(await screen.findByRole('button', { name: 'Make English the default' }));
    await expect.poll(() => sent.length).toBe(2);
    await view.user.click(await screen.findByRole('button', { name: 'Move English up' }));
    await expect.poll(() => sent.length).toBe(4);
    expect(sent).toEqual([
      { key: 'fr', body: { is_active: true, version: 3 } },
      { key: 'en', body: { is_default: true, is_active: true, version: 3 } },
      { key: 'en', body: { order: 0, version: 3 } },
      { key: 'de', body: { order: 1, version: 3 } },
    ]);
  });
});
