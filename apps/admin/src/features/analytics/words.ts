/**
 * The analytics dashboard's words in English and German (the German object has the English one's
 * type, so a missing key fails the type check). Table columns arrive from the API as machine names
 * (decision 055) and are named here.
 */
import type { AnalyticsDevice, AnalyticsTable } from '@wegweiser/contracts';
import { useI18n } from '../../shared/i18n/i18n-provider';

/** A zone as people read it: "America/New_York" → "America/New York". */
const zoneName = (timeZone: string) => timeZone.replaceAll('_', ' ');

const en = {
  title: 'Visitors',
  intro: (timeZone: string) =>
    `What visitors of the website did in a period: whole days as your practice's clock counts them (${zoneName(timeZone)}), no cookies, no personal data.`,
  introWithoutZone: 'What visitors of the website did in a period: no cookies, no personal data.',
  practiceError: "Your practice's time zone could not be loaded, so the days cannot be counted yet.",
  filters: 'Period and language',
  range: 'Period',
  presets: { '7d': 'Last 7 days', '30d': 'Last 30 days', month: 'This month', custom: 'Custom' },
  from: 'From',
  to: 'To',
  language: 'Site language',
  allLanguages: 'All languages',
  rangeProblem: {
    incomplete: 'Choose the first and the last day.',
    reversed: 'The last day comes before the first.',
    too_long: 'A period can be at most 366 days.',
    invalid: 'One of the days does not exist.',
  },
  figures: 'Key figures',
  visitors: 'Visitors',
  pageViews: 'Page views',
  timeOnPage: 'Average time on page',
  scrollDepth: 'Average scroll depth',
  noValue: '–',
  seconds: (value: string) => `${value} s`,
  percent: (value: string) => `${value} %`,
  perDay: 'Visitors and page views per day',
  chartLabel: 'Chart of visitors and page views per day; the same numbers are in the table beside it.',
  day: 'Day',
  chartLoading: 'Loading the chart…',
  legend: 'What the lines show',
  legendVisitors: 'Visitors: visits that began that day',
  legendPageViews: 'Page views: pages opened that day',
  scrollExits: 'Page exits by scroll depth',
  scrollBand: (from: number) => `${from}–${from === 75 ? 100 : from + 24} %`,
  depth: 'Scroll depth',
  exits: 'Exits',
  empty: 'No visitors in this period yet. When people visit the website, their visits show here.',
  loadError: 'The figures could not be loaded.',
  tableEmpty: 'Nothing recorded in this period.',
  tableError: 'This table could not be loaded.',
  csv: (title: string) => `Download ${title} as CSV`,
  csvShort: 'CSV',
  unknown: '(direct or unknown)',
  kinds: { service: 'Service', package: 'Package' } as Record<string, string>,
  tables: {
    top_pages: 'Top pages',
    entry_pages: 'Entry pages',
    exit_pages: 'Exit pages',
    referrers: 'Referrers',
    time_on_page: 'Time on page',
    scroll_depth: 'Scroll depth by page',
    flows: 'Navigation flows',
    devices: 'Devices by viewport',
    funnel: 'Service funnel',
    contacts: 'Contact requests by source',
  } satisfies Record<AnalyticsTable, string>,
  tableIntro: {
    funnel:
      'Every service and package: how often its card was seen in a list, its page opened, “book” clicked, and how many contact messages came from it.',
    flows: 'The most common steps from one page to the next.',
  } as Partial<Record<AnalyticsTable, string>>,
  columns: {
    page: 'Page',
    page_views: 'Page views',
    sessions: 'Visits',
    referrer_host: 'Referrer',
    exits: 'Exits',
    average_seconds: 'Average seconds',
    average_percent: 'Average %',
    from_page: 'From',
    to_page: 'To',
    transitions: 'Transitions',
    viewport: 'Viewport',
    kind: 'Kind',
    service: 'Address',
    title: 'Title',
    views: 'Card seen',
    detail_views: 'Page opened',
    book_clicks: '“Book” clicked',
    contact_messages: 'Contact messages',
    context: 'Source',
    subject: 'Subject',
    messages: 'Messages',
  } as Record<string, string>,
  clickMap: {
    title: 'Click map',
    intro:
      'Where visitors click on a page, drawn over the page as it looks on their kind of device. Choose a page and a device.',
    page: 'Page',
    choose: 'Choose a page',
    show: 'Show',
    device: 'Device',
    devices: {
      small: 'Phone',
      medium: 'Tablet',
      large: 'Laptop',
      xlarge: 'Large screen',
      unknown: 'Unknown device',
    } satisfies Record<AnalyticsDevice, string>,
    deviceOption: (device: string, clicks: number) =>
      `${device} – ${clicks} ${clicks === 1 ? 'click' : 'clicks'}`,
    shownAt: (width: string) =>
      `The page is shown ${width} px wide: as wide as these visitors’ screens were on average.`,
    unknownNote:
      'These clicks were recorded without a known screen width (figures from before clicks were kept per device). They are shown over a page as wide as a large screen and may not line up with what was clicked.',
    grid: (page: string) => `Clicks on ${page}, drawn over the page`,
    frameTitle: (page: string) => `The page ${page}`,
    notShown: 'This page cannot be shown here. The table lists its clicks.',
    legend: 'What the colours mean',
    band: (from: number, to: number) =>
      from === to ? `${from} ${from === 1 ? 'click' : 'clicks'}` : `${from} to ${to} clicks`,
    table: (page: string) => `Clicks on ${page}`,
    x: 'From left (px)',
    y: 'From top (px)',
    clicks: 'Clicks',
    cell: (x: number, y: number, clicks: number) =>
      `${clicks} ${clicks === 1 ? 'click' : 'clicks'} at ${x}, ${y} px`,
    empty: 'No clicks recorded on this page in this period.',
    loadError: 'The click map could not be loaded.',
    noPages: 'No pages were visited in this period.',
  },
};

type Words = typeof en;

const de: Words = {
  title: 'Besucher',
  intro: (timeZone) =>
    `Was Besucher der Website in einem Zeitraum getan haben: ganze Tage, wie die Uhr Ihrer Praxis sie zählt (${zoneName(timeZone)}), ohne Cookies, ohne persönliche Daten.`,
  introWithoutZone:
    'Was Besucher der Website in einem Zeitraum getan haben: ohne Cookies, ohne persönliche Daten.',
  practiceError:
    'Die Zeitzone Ihrer Praxis konnte nicht geladen werden, daher können die Tage noch nicht gezählt werden.',
  filters: 'Zeitraum und Sprache',
  range: 'Zeitraum',
  presets: {
    '7d': 'Letzte 7 Tage',
    '30d': 'Letzte 30 Tage',
    month: 'Dieser Monat',
    custom: 'Eigener Zeitraum',
  },
  from: 'Von',
  to: 'Bis',
  language: 'Sprache der Website',
  allLanguages: 'Alle Sprachen',
  rangeProblem: {
    incomplete: 'Wählen Sie den ersten und den letzten Tag.',
    reversed: 'Der letzte Tag liegt vor dem ersten.',
    too_long: 'Ein Zeitraum darf höchstens 366 Tage lang sein.',
    invalid: 'Einen der Tage gibt es nicht.',
  },
  figures: 'Kennzahlen',
  visitors: 'Besucher',
  pageViews: 'Seitenaufrufe',
  timeOnPage: 'Durchschnittliche Verweildauer',
  scrollDepth: 'Durchschnittliche Scrolltiefe',
  noValue: '–',
  seconds: (value) => `${value} s`,
  percent: (value) => `${value} %`,
  perDay: 'Besucher und Seitenaufrufe pro Tag',
  chartLabel:
    'Diagramm der Besucher und Seitenaufrufe pro Tag; dieselben Zahlen stehen in der Tabelle daneben.',
  day: 'Tag',
  chartLoading: 'Diagramm wird geladen …',
  legend: 'Was die Linien zeigen',
  legendVisitors: 'Besucher: Besuche, die an dem Tag begannen',
  legendPageViews: 'Seitenaufrufe: an dem Tag geöffnete Seiten',
  scrollExits: 'Seitenabgänge nach Scrolltiefe',
  scrollBand: (from) => `${from}–${from === 75 ? 100 : from + 24} %`,
  depth: 'Scrolltiefe',
  exits: 'Abgänge',
  empty:
    'In diesem Zeitraum gab es noch keine Besucher. Sobald Menschen die Website besuchen, erscheinen ihre Besuche hier.',
  loadError: 'Die Zahlen konnten nicht geladen werden.',
  tableEmpty: 'In diesem Zeitraum wurde nichts erfasst.',
  tableError: 'Diese Tabelle konnte nicht geladen werden.',
  csv: (title) => `${title} als CSV herunterladen`,
  csvShort: 'CSV',
  unknown: '(direkt oder unbekannt)',
  kinds: { service: 'Leistung', package: 'Paket' },
  tables: {
    top_pages: 'Meistbesuchte Seiten',
    entry_pages: 'Einstiegsseiten',
    exit_pages: 'Ausstiegsseiten',
    referrers: 'Verweisende Websites',
    time_on_page: 'Verweildauer pro Seite',
    scroll_depth: 'Scrolltiefe pro Seite',
    flows: 'Wege durch die Website',
    devices: 'Geräte nach Bildschirmbreite',
    funnel: 'Leistungs-Trichter',
    contacts: 'Kontaktanfragen nach Herkunft',
  },
  tableIntro: {
    funnel:
      'Jede Leistung und jedes Paket: wie oft seine Karte in einer Liste gesehen, seine Seite geöffnet und „Buchen“ geklickt wurde, und wie viele Kontaktnachrichten daraus kamen.',
    flows: 'Die häufigsten Schritte von einer Seite zur nächsten.',
  },
  columns: {
    page: 'Seite',
    page_views: 'Seitenaufrufe',
    sessions: 'Besuche',
    referrer_host: 'Verweis von',
    exits: 'Abgänge',
    average_seconds: 'Sekunden im Schnitt',
    average_percent: '% im Schnitt',
    from_page: 'Von',
    to_page: 'Nach',
    transitions: 'Übergänge',
    viewport: 'Bildschirmbreite',
    kind: 'Art',
    service: 'Adresse',
    title: 'Titel',
    views: 'Karte gesehen',
    detail_views: 'Seite geöffnet',
    book_clicks: '„Buchen“ geklickt',
    contact_messages: 'Kontaktnachrichten',
    context: 'Herkunft',
    subject: 'Betreff',
    messages: 'Nachrichten',
  },
  clickMap: {
    title: 'Klickkarte',
    intro:
      'Wohin Besucher auf einer Seite klicken – über der Seite gezeigt, so wie sie auf ihrem Gerät aussieht. Wählen Sie eine Seite und ein Gerät.',
    page: 'Seite',
    choose: 'Seite wählen',
    show: 'Anzeigen',
    device: 'Gerät',
    devices: {
      small: 'Handy',
      medium: 'Tablet',
      large: 'Laptop',
      xlarge: 'Großer Bildschirm',
      unknown: 'Unbekanntes Gerät',
    },
    deviceOption: (device, clicks) => `${device} – ${clicks} ${clicks === 1 ? 'Klick' : 'Klicks'}`,
    shownAt: (width) =>
      `Die Seite ist ${width} px breit gezeigt: so breit waren die Bildschirme dieser Besucher im Durchschnitt.`,
    unknownNote:
      'Diese Klicks wurden ohne bekannte Bildschirmbreite erfasst (Zahlen aus der Zeit, bevor Klicks nach Gerät getrennt wurden). Sie liegen über einer Seite in der Breite eines großen Bildschirms und treffen das Angeklickte womöglich nicht genau.',
    grid: (page) => `Klicks auf ${page}, über der Seite gezeigt`,
    frameTitle: (page) => `Die Seite ${page}`,
    notShown: 'Diese Seite kann hier nicht gezeigt werden. Die Tabelle nennt ihre Klicks.',
    legend: 'Was die Farben bedeuten',
    band: (from, to) =>
      from === to ? `${from} ${from === 1 ? 'Klick' : 'Klicks'}` : `${from} bis ${to} Klicks`,
    table: (page) => `Klicks auf ${page}`,
    x: 'Von links (px)',
    y: 'Von oben (px)',
    clicks: 'Klicks',
    cell: (x, y, clicks) => `${clicks} ${clicks === 1 ? 'Klick' : 'Klicks'} bei ${x}, ${y} px`,
    empty: 'Auf dieser Seite wurden in diesem Zeitraum keine Klicks erfasst.',
    loadError: 'Die Klickkarte konnte nicht geladen werden.',
    noPages: 'In diesem Zeitraum wurden keine Seiten besucht.',
  },
};

export function useAnalyticsWords() {
  const { language } = useI18n();
  return { w: language === 'de' ? de : en, language };
}
