/** Site settings: grouped and explained, saved live with the version (only what changed), a 409 shown; owner only. */
import { cleanup, screen, within } from '@testing-library/react';
import { siteSettingsFixture } from '@wegweiser/contracts/testing';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiServer, apiUrl } from '../../../testing/api-server';
import { editor, owner } from '../../../testing/fixtures';
import { mediaItem, mediaList } from '../../../testing/media-fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { contentItem, resourceItem, SLOW, siteLanguages } from '../testing';

const { language: _, ...publicSettings } = siteSettingsFixture({ show_social_x: false });
const settings = {
  ...publicSettings,
  site_name: { de: 'Wegweiser', en: 'Signpost' },
  site_description: { de: 'Coaching' },
};

/** Signed in as the owner, the site's languages and the settings item. */
const answers = () => [signedInAs(owner()), siteLanguages(), ...resourceItem('site-settings', '1', settings)];

describe('the site settings page', () => {
  it('groups every setting with its explanation and saves only the change, with the version', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/site-settings/1/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          contentItem('1', { ...settings, blog_enabled: false, show_social_x: true }, 4),
        );
      }),
    );
    const view = renderConsole('/settings');
    for (const group of [
      'General',
      'Header & logo',
      'Footer',
      'Social networks',
      'Appearance & theme',
      'Favicon',
    ])
      expect(await screen.findByRole('heading', { name: group }, SLOW)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Company details / imprint' })).toBeTruthy();
    const blog = screen.getByRole('checkbox', { name: 'Show the blog' });
    expect(blog.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText(/\/blog leads visitors to the home page/)).toBeTruthy();
    await view.user.click(blog);
    await view.user.click(screen.getByRole('checkbox', { name: 'X: Header & company block' }));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The website shows it now.')).toBeTruthy();
    expect(sent).toEqual([{ blog_enabled: false, show_social_x: true, version: 3 }]);
  });

  it('shows that someone else saved meanwhile and loads their version on request', async () => {
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/site-settings/1/'), () =>
        HttpResponse.json(
          {
            message: 'Someone saved a newer version.',
            current: contentItem('1', { ...settings, career_enabled: false }, 5),
          },
          { status: 409 },
        ),
      ),
    );
    const view = renderConsole('/settings');
    await view.user.click(await screen.findByRole('checkbox', { name: 'Show the blog' }, SLOW));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Someone else saved this meanwhile');
    await view.user.click(within(alert).getByRole('button', { name: 'Load the saved version' }));
    expect(
      (screen.getByRole('checkbox', { name: 'Show the career pages' }) as HTMLInputElement).checked,
    ).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Show the blog' }) as HTMLInputElement).checked).toBe(true);
  });

  it('puts the API’s field errors at their field', async () => {
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/site-settings/1/'), () =>
        HttpResponse.json(
          {
            message: 'Validation failed.',
            errors: { 'business.email': ['Please enter a valid email address.'] },
          },
          { status: 400 },
        ),
      ),
    );
    const view = renderConsole('/settings');
    const city = await screen.findByRole('textbox', { name: 'City' }, SLOW);
    await view.user.clear(city);
    await view.user.type(city, 'Hamburg');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
  });

  it('takes the logo from the media library and saves its address', async () => {
    const sent: unknown[] = [];
    const logo = mediaItem({ filename: 'logo.png' });
    apiServer.use(
      ...answers(),
      http.get(apiUrl('/admin/media/'), () => HttpResponse.json(mediaList([logo]))),
      http.patch(apiUrl('/admin/site-settings/1/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(contentItem('1', { ...settings, header_logo: logo.url }, 4));
      }),
    );
    const view = renderConsole('/settings');
    await view.user.click(
      await screen.findByRole('button', { name: 'Choose from library: Logo image' }, SLOW),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Choose an image' });
    await view.user.click(await within(dialog).findByRole('button', { name: 'Choose logo.png' }));
    expect((screen.getByRole('textbox', { name: 'Logo image: address' }) as HTMLInputElement).value).toBe(
      logo.url,
    );
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The website shows it now.')).toBeTruthy();
    expect(sent).toEqual([{ header_logo: logo.url, version: 3 }]);
  });

  it('edits first the language the translation report names (?language=), and only one the site has', async () => {
    apiServer.use(siteLanguages(['de', 'en', 'fr']), ...answers());
    renderConsole('/settings?language=fr');
    const select = (await screen.findByLabelText('Language to edit', {}, SLOW)) as HTMLSelectElement;
    expect(select.value).toBe('fr');
    cleanup();
    apiServer.use(siteLanguages(['de', 'en', 'fr']), ...answers());
    renderConsole('/settings?language=xx');
    const fallback = (await screen.findByLabelText('Language to edit', {}, SLOW)) as HTMLSelectElement;
    expect(fallback.value).toBe('en');
  });

  it('marks a website name copied from German and sends the mark with the save (decision 089)', async () => {
    const sent: unknown[] = [];
    apiServer.use(
      ...answers(),
      http.patch(apiUrl('/admin/site-settings/1/'), async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(contentItem('1', settings, 4));
      }),
    );
    const view = renderConsole('/settings');
    await screen.findByRole('heading', { name: 'General' }, SLOW);
    await view.user.clear(screen.getByRole('textbox', { name: /^Website name: English/ }));
    await view.user.selectOptions(
      screen.getByRole('combobox', { name: /^Copy “Website name \(English\)” from another language/ }),
      'de',
    );
    expect(screen.getByText('copied from German')).toBeTruthy();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await expect
      .poll(() => sent)
      .toEqual([
        {
          site_name: { en: 'Wegweiser' },
          copied: [{ field: 'site_name', language: 'en', from: 'de' }],
          version: 3,
        },
      ]);
  });

  it('is hidden from an editor’s navigation and refused to an editor', async () => {
    apiServer.use(signedInAs(editor()));
    renderConsole('/settings');
    expect(await screen.findByRole('heading', { name: 'Not available to you' }, SLOW)).toBeTruthy();
    const navigation = screen.getAllByRole('navigation', { name: 'Console navigation' })[0] as HTMLElement;
    expect(within(navigation).getByRole('link', { name: 'Texts' })).toBeTruthy();
    for (const name of ['Site settings', 'Languages', 'Theme', 'Redirects'])
      expect(within(navigation).queryByRole('link', { name })).toBeNull();
  });
});
