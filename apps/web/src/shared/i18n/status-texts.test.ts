import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXT_TABLES, statusTexts } from './status-texts';

describe('the site’s screen-reader and loading words', () => {
  it('exist in every language the site ships, each its own', () => {
    for (const table of STATUS_TEXT_TABLES) {
      for (const language of LANGUAGE_CODES) expect(table[language]?.trim(), language).toBeTruthy();
      expect(new Set(LANGUAGE_CODES.map((language) => table[language])).size).toBe(LANGUAGE_CODES.length);
    }
  });

  it('say each in the page’s language, English for one the site does not know', () => {
    expect(statusTexts.loadingContent('de')).toBe('Lade Inhalte...');
    expect(statusTexts.loadingContent('fr')).toBe('Chargement du contenu...');
    expect(statusTexts.loading('zh')).toBe('加载中…');
    expect(statusTexts.playVideo('es', 'Presentación')).toBe('Reproducir vídeo: Presentación');
    expect(statusTexts.loading('xx')).toBe('Loading...');
  });
});
