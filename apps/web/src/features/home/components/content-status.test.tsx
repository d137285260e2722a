/**
 * The home page's red error line: the spec's English texts stay word for word and are marked
 * lang="en"; a page in another language says beside them what they mean (decision 097).
 */
import { ApiRequestError } from '@wegweiser/client/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider, type AppServices } from '../../../shared/context/app-context';
import { ContentStatus } from './content-status';

const html = (error: unknown, language: string) =>
  renderToStaticMarkup(
    <AppProvider services={{ language, isServer: true } as unknown as AppServices}>
      <ContentStatus loading={false} error={error} />
    </AppProvider>,
  );
const timeout = new ApiRequestError('timeout', 'The operation was aborted');
const alertOf = (out: string) => /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(out);
const noteOf = (out: string) => /data-testid="home-content-status-note"[^>]*>([^<]*)<\/p>/.exec(out)?.[1];

describe('the home page’s error line', () => {
  it('on a French page: the spec’s text as English, a French line beside it that it describes', () => {
    const out = html(timeout, 'fr');
    expect(alertOf(out)?.[0]).toContain('lang="en"');
    expect(alertOf(out)?.[1]).toBe('Content request timed out');
    expect(noteOf(out)).toBe('Le chargement du contenu a pris trop de temps.');
    const described = /aria-describedby="([^"]+)"/.exec(out)?.[1];
    expect(out).toContain(`id="${described}"`);
    expect(noteOf(html(new Error(''), 'fr'))).toBe('Le contenu n’a pas pu être chargé.');
    expect(noteOf(html(new ApiRequestError('http', 'HTTP error! status: 503', 503), 'es'))).toBe(
      'No se ha podido cargar el contenido.',
    );
  });

  it('in German and Chinese too; on an English page the text alone', () => {
    expect(noteOf(html(timeout, 'de'))).toBe('Die Inhalte haben zu lange zum Laden gebraucht.');
    expect(noteOf(html(timeout, 'zh'))).toBe('内容加载时间过长。');
    const english = html(timeout, 'en');
    expect(alertOf(english)?.[0]).toContain('lang="en"');
    expect(noteOf(english)).toBeUndefined();
    expect(english).not.toContain('aria-describedby');
  });

  it('leaves a message from elsewhere as it is: no language claimed, nothing added', () => {
    const out = html(new ApiRequestError('http', 'Wartungsarbeiten', 500), 'fr');
    expect(alertOf(out)?.[1]).toBe('Wartungsarbeiten');
    expect(alertOf(out)?.[0]).not.toContain('lang=');
    expect(noteOf(out)).toBeUndefined();
  });
});
