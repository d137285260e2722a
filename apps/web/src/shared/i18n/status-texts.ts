/**
 * The site's own words for screen readers and loading states, which have no managed text: in the
 * page's language (de, en, es, fr, zh), English for a language the site does not know (decision
 * 092). German keeps the spec's wording ('Lade Inhalte...'), English the spec's 'Loading...'.
 */
type Words = Readonly<Record<string, string>>;

const LOADING_CONTENT: Words = {
  de: 'Lade Inhalte...',
  en: 'Loading content...',
  es: 'Cargando contenido...',
  fr: 'Chargement du contenu...',
  zh: '正在加载内容…',
};

const LOADING: Words = {
  de: 'Lädt...',
  en: 'Loading...',
  es: 'Cargando...',
  fr: 'Chargement...',
  zh: '加载中…',
};

const LOADING_CONTACT: Words = {
  de: 'Lade Kontaktdaten...',
  en: 'Loading contact details...',
  es: 'Cargando datos de contacto...',
  fr: 'Chargement des coordonnées...',
  zh: '正在加载联系方式…',
};

const SIGNING_UP: Words = {
  de: 'Anmelden...',
  en: 'Signing up...',
  es: 'Suscribiendo...',
  fr: 'Inscription...',
  zh: '正在订阅…',
};

const PLAY_VIDEO: Words = {
  de: 'Video abspielen',
  en: 'Play video',
  es: 'Reproducir vídeo',
  fr: 'Lire la vidéo',
  zh: '播放视频',
};

const VIDEO_NOTICE: Words = {
  de: 'Beim Abspielen wird das Video von YouTube (youtube-nocookie.com) geladen.',
  en: 'Playing loads the video from YouTube (youtube-nocookie.com).',
  es: 'Al reproducirlo, el vídeo se carga desde YouTube (youtube-nocookie.com).',
  fr: 'La lecture charge la vidéo depuis YouTube (youtube-nocookie.com).',
  zh: '播放时将从 YouTube（youtube-nocookie.com）加载视频。',
};

/*
 * What the spec's fixed texts (section 8), which stay word for word, say — shown beside them on a
 * page in another language (decision 097).
 */
const SAYS_TIMED_OUT: Words = {
  de: 'Die Inhalte haben zu lange zum Laden gebraucht.',
  en: 'Loading the content took too long.',
  es: 'La carga del contenido ha tardado demasiado.',
  fr: 'Le chargement du contenu a pris trop de temps.',
  zh: '内容加载时间过长。',
};

const SAYS_NOT_LOADED: Words = {
  de: 'Die Inhalte konnten nicht geladen werden.',
  en: 'The content could not be loaded.',
  es: 'No se ha podido cargar el contenido.',
  fr: 'Le contenu n’a pas pu être chargé.',
  zh: '无法加载内容。',
};

const SAYS_NO_VIDEO: Words = {
  de: 'Das Video ist nicht verfügbar.',
  en: 'The video is not available.',
  es: 'El vídeo no está disponible.',
  fr: 'La vidéo n’est pas disponible.',
  zh: '该视频无法播放。',
};

const FIXED_TEXT_NOTES = { timedOut: SAYS_TIMED_OUT, notLoaded: SAYS_NOT_LOADED, noVideo: SAYS_NO_VIDEO };
export type FixedTextKind = keyof typeof FIXED_TEXT_NOTES;

const say = (words: Words, language: string) => words[language] ?? words.en ?? '';

export const statusTexts = {
  /** The line under the home page while its managed texts load (spec section 2). */
  loadingContent: (language: string) => say(LOADING_CONTENT, language),
  /** A short "loading" where a control waits for its data (the language list). */
  loading: (language: string) => say(LOADING, language),
  /** The footer's contact column while its items load (spec: 'Lade Kontaktdaten...'). */
  loadingContact: (language: string) => say(LOADING_CONTACT, language),
  /** The newsletter button while a sign-up is sent (spec: 'Anmelden...'). */
  signingUp: (language: string) => say(SIGNING_UP, language),
  /** The video's play button, for screen readers: "Play video: {title}". */
  playVideo: (language: string, title: string) => `${say(PLAY_VIDEO, language)}: ${title}`,
  /** The note under a video that playing it loads it from YouTube. */
  videoNotice: (language: string) => say(VIDEO_NOTICE, language),
  /**
   * Beside a spec text fixed in `textLanguage` ('Content request timed out', 'Video nicht
   * verfügbar'): what it says in the page's language, or null when the page speaks the text's
   * language (English stands in for a language the site does not know).
   */
  fixedTextNote: (kind: FixedTextKind, textLanguage: 'de' | 'en', language: string): string | null => {
    const words = FIXED_TEXT_NOTES[kind];
    const page = words[language] ? language : 'en';
    return page === textLanguage ? null : say(words, page);
  },
};

/** Every language the site ships words for, for the tests. */
export const STATUS_TEXT_TABLES = [
  LOADING_CONTENT,
  LOADING,
  LOADING_CONTACT,
  SIGNING_UP,
  PLAY_VIDEO,
  VIDEO_NOTICE,
  SAYS_TIMED_OUT,
  SAYS_NOT_LOADED,
  SAYS_NO_VIDEO,
] as const;
