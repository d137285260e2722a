import { describe, expect, it } from 'vitest';
import { presentTable, type TableWords } from './table-cells';

const words: TableWords = {
  columns: {
    kind: 'Art',
    title: 'Titel',
    views: 'Karte gesehen',
    viewport: 'Bildschirmbreite',
    sessions: 'Besuche',
    context: 'Herkunft',
    subject: 'Betreff',
    messages: 'Nachrichten',
    page: 'Seite',
    page_views: 'Seitenaufrufe',
  },
  kinds: { service: 'Leistung', package: 'Paket' },
  devices: {
    small: 'Handy',
    medium: 'Tablet',
    large: 'Computer, kleiner Bildschirm',
    xlarge: 'Computer, großer Bildschirm',
    unknown: 'Unbekanntes Gerät',
  },
  unknown: '(direkt oder unbekannt)',
  noValue: '–',
};

describe('a dashboard table in words', () => {
  it('shows an offer by its kind and title, never its address', () => {
    const shown = presentTable(
      {
        table: 'funnel',
        columns: ['kind', 'service', 'title', 'views'],
        rows: [['package', 'neustart-paket', 'Neustart-Paket', 4]],
      },
      words,
      'de',
    );
    expect(shown).toEqual({
      columns: ['Art', 'Titel', 'Karte gesehen'],
      rows: [['Paket', 'Neustart-Paket', 4]],
    });
  });

  it('names devices and contact sources in words, not codes', () => {
    expect(
      presentTable(
        {
          table: 'devices',
          columns: ['viewport', 'sessions'],
          rows: [
            ['small', 3],
            ['xlarge', 1],
          ],
        },
        words,
        'de',
      ).rows,
    ).toEqual([
      ['Handy', 3],
      ['Computer, großer Bildschirm', 1],
    ]);
    expect(
      presentTable(
        {
          table: 'contacts',
          columns: ['context', 'subject', 'messages'],
          rows: [
            ['service_package_general', 'Neustart-Paket', 2],
            ['', '', 1],
          ],
        },
        words,
        'en',
      ).rows,
    ).toEqual([
      ['Package overview', 'Neustart-Paket', 2],
      ['Contact page', '–', 1],
    ]);
  });

  it('says "direct or unknown" where a page or referrer is empty', () => {
    expect(
      presentTable({ table: 'referrers', columns: ['page', 'page_views'], rows: [['', 2]] }, words, 'de')
        .rows,
    ).toEqual([['(direkt oder unbekannt)', 2]]);
  });
});
