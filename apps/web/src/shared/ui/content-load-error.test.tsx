/**
 * The red box of a failed page: the spec's German fallback marked lang="de", and on a page in
 * another language a line saying what it means (decision 097); the API's own message as it is.
 */
import { ApiRequestError } from '@wegweiser/client/api-client';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppProvider, type AppServices } from '../context/app-context';
import { ContentLoadError } from './content-load-error';

const html = (error: unknown, language: string, shape: 'item' | 'list' = 'list') =>
  renderToStaticMarkup(
    <AppProvider services={{ language, isServer: true } as unknown as AppServices}>
      <ContentLoadError error={error} shape={shape} onRetry={() => {}} />
    </AppProvider>,
  );
const paragraphs = (out: string) =>
  [...out.matchAll(/<p([^>]*)>([^<]*)<\/p>/g)].map((match) => match.slice(1));

describe('ContentLoadError', () => {
  it('on a French page: the German text marked as German, then the same in French', () => {
    expect(paragraphs(html(new Error('x'), 'fr'))).toEqual([
      [' lang="de"', 'Fehler beim Laden der Inhalte'],
      [' class="mt-1 text-sm"', 'Le contenu n’a pas pu être chargé.'],
    ]);
    expect(paragraphs(html(new Error('x'), 'en', 'item'))[1]?.[1]).toBe('The content could not be loaded.');
  });

  it('on a German page: the text once', () => {
    expect(paragraphs(html(new Error('x'), 'de', 'item'))).toEqual([
      [' lang="de"', 'Fehler beim Laden des Inhalts'],
    ]);
  });

  it('the API’s own message: no language claimed, nothing added', () => {
    const error = new ApiRequestError('http', 'HTTP error! status: 500', 500, { message: 'Erreur interne' });
    expect(paragraphs(html(error, 'fr'))).toEqual([['', 'Erreur interne']]);
  });
});
