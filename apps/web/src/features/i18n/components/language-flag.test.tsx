import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { flagUrl } from '../flag-urls';
import { LanguageFlag } from './language-flag';

describe('LanguageFlag', () => {
  it('shows the country flag image at the default 24 px (4:3)', () => {
    const html = renderToStaticMarkup(<LanguageFlag code="en" />);
    expect(html).toContain(`src="${flagUrl('gb')}"`);
    expect(html).toContain('width="24"');
    expect(html).toContain('height="18"');
    expect(html).toContain('alt=""');
  });

  it('takes the given size (18 px in the button, 20 px in the list)', () => {
    expect(renderToStaticMarkup(<LanguageFlag code="de" size={18} />)).toContain('width="18"');
    expect(renderToStaticMarkup(<LanguageFlag code="zh" size={20} />)).toContain(`src="${flagUrl('cn')}"`);
  });

  it('shows the two-letter country code as text when there is no image', () => {
    const html = renderToStaticMarkup(<LanguageFlag code="xx" />);
    expect(html).not.toContain('<img');
    expect(html).toContain('>XX</span>');
  });

  it('is a lazy image, so the server render preloads no flag ahead of the page (decision 013)', () => {
    const html = renderToString(
      <html lang="de">
        <head />
        <body>
          <LanguageFlag code="fr" />
        </body>
      </html>,
    );
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('rel="preload"');
  });
});
