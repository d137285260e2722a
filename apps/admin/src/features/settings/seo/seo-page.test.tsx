/** SEO: the snippet preview follows the typing, lengths are counted live against 60 and 160 characters. */
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiServer } from '../../../testing/api-server';
import { editor } from '../../../testing/fixtures';
import { renderConsole, signedInAs } from '../../../testing/render-console';
import { resourceItem, SLOW, siteLanguages } from '../testing';

const seo = {
  page_identifier: 'services',
  page_title: { de: 'Leistungen', en: 'Services' },
  meta_description: { de: 'Was ich anbiete.' },
  og_title: {},
  og_description: {},
  twitter_title: {},
  twitter_description: {},
  is_active: true,
};

describe('the SEO page', () => {
  it('previews the search result and counts the title and description as they are typed', async () => {
    apiServer.use(signedInAs(editor()), siteLanguages(), ...resourceItem('seo', 'services', seo));
    renderConsole('/seo?page=services');
    const snippet = await screen.findByTestId('snippet', {}, SLOW);
    expect(snippet.textContent).toContain('localhost:3000 › services');
    expect(screen.getByTestId('snippet-title').textContent).toBe('Services');
    // English is edited beside German; its description is empty, so the German one is shown.
    expect(screen.getByTestId('snippet-description').textContent).toBe('Was ich anbiete.');
    expect(screen.getByTestId('length-Page title').textContent).toContain(
      'English: 8 of about 60 characters',
    );

    const title = screen.getByRole('textbox', { name: /^Page title: ?English/ });
    const long = 'Career coaching in Berlin for people starting anew and looking for their own way';
    fireEvent.change(title, { target: { value: long } });
    expect(screen.getByTestId('length-Page title').textContent).toBe(
      `English: ${long.length} of about 60 characters — Longer than search engines usually show: the end will be cut off.`,
    );
    const shown = screen.getByTestId('snippet-title').textContent ?? '';
    expect(shown.endsWith(' …')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(61);

    const description = screen.getByRole('textbox', { name: /^Description: ?English/ });
    fireEvent.change(description, { target: { value: 'x'.repeat(150) } });
    expect(screen.getByTestId('length-Description').textContent).toBe('English: 150 of about 160 characters');
    expect(screen.getByTestId('snippet-description').textContent).toBe('x'.repeat(150));
  });
});
