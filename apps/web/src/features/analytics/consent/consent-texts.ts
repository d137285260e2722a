/**
 * The banner's own texts. They are legal wording that must be present before any API text loads,
 * so they ship with the feature (German first) instead of coming from the managed texts.
 */
export type ConsentTexts = {
  title: string;
  /** The question, short enough for a phone (decision 030); the details say the rest. */
  body: string;
  /** The disclosure's label, and what it shows: what is recorded, where it stays, how to change. */
  detailsLabel: string;
  details: string;
  privacyLink: string;
  accept: string;
  reject: string;
  settings: string;
  close: string;
  currentGranted: string;
  currentDenied: string;
  privacySignal: string;
};

export const CONSENT_TEXTS = {
  de: {
    title: 'Ihre Privatsphäre',
    body: 'Dürfen wir mit unserer eigenen Webanalyse ohne Drittanbieter erfassen, wie die Website genutzt wird?',
    detailsLabel: 'Details',
    details:
      'Erfasst werden aufgerufene Seiten, Verweildauer, Scrolltiefe und Klicks mit ihrer Position auf der Seite – nie, was Sie in Formulare eingeben. Dafür wird eine zufällige Sitzungskennung in Ihrem Browser gespeichert. Die Daten bleiben auf unserem eigenen Server: keine Drittanbieter, keine Werbung. Sie können Ihre Entscheidung jederzeit in den Datenschutz-Einstellungen ändern.',
    privacyLink: 'Datenschutzerklärung',
    accept: 'Zustimmen',
    reject: 'Ablehnen',
    settings: 'Datenschutz-Einstellungen',
    close: 'Schließen',
    currentGranted: 'Aktuell: Webanalyse erlaubt.',
    currentDenied: 'Aktuell: Webanalyse abgelehnt.',
    privacySignal:
      'Ihr Browser sendet das Signal „Do Not Track“ oder „Global Privacy Control“. Deshalb findet keine Webanalyse statt.',
  },
  en: {
    title: 'Your privacy',
    body: 'May we use our own web analytics, with no third parties, to see how this website is used?',
    detailsLabel: 'Details',
    details:
      'We record pages viewed, time on page, scroll depth and clicks with their position on the page — never what you type into forms. A random session identifier is stored in your browser for this. The data stays on our own server: no third parties, no advertising. You can change your decision at any time in the privacy settings.',
    privacyLink: 'Privacy policy',
    accept: 'Accept',
    reject: 'Decline',
    settings: 'Privacy settings',
    close: 'Close',
    currentGranted: 'Currently: web analytics allowed.',
    currentDenied: 'Currently: web analytics declined.',
    privacySignal:
      'Your browser sends a “Do Not Track” or “Global Privacy Control” signal, so no web analytics take place.',
  },
  es: {
    title: 'Su privacidad',
    body: '¿Podemos medir con nuestra propia analítica web, sin terceros, cómo se usa este sitio?',
    detailsLabel: 'Detalles',
    details:
      'Se registran las páginas visitadas, el tiempo en cada página, el desplazamiento y los clics con su posición en la página, nunca lo que escribe en los formularios. Para ello se guarda un identificador de sesión aleatorio en su navegador. Los datos permanecen en nuestro propio servidor: sin terceros ni publicidad. Puede cambiar su decisión en cualquier momento en los ajustes de privacidad.',
    privacyLink: 'Política de privacidad',
    accept: 'Aceptar',
    reject: 'Rechazar',
    settings: 'Ajustes de privacidad',
    close: 'Cerrar',
    currentGranted: 'Actualmente: analítica web permitida.',
    currentDenied: 'Actualmente: analítica web rechazada.',
    privacySignal:
      'Su navegador envía la señal «Do Not Track» o «Global Privacy Control», por lo que no se realiza ninguna analítica web.',
  },
  fr: {
    title: 'Votre vie privée',
    body: 'Pouvons-nous mesurer l’usage du site avec notre propre outil d’audience, sans tiers ?',
    detailsLabel: 'Détails',
    details:
      'Sont enregistrés les pages consultées, le temps passé, la profondeur de défilement et les clics avec leur position sur la page, jamais ce que vous saisissez dans les formulaires. Un identifiant de session aléatoire est pour cela enregistré dans votre navigateur. Les données restent sur notre propre serveur : aucun tiers, aucune publicité. Vous pouvez modifier votre choix à tout moment dans les paramètres de confidentialité.',
    privacyLink: 'Politique de confidentialité',
    accept: 'Accepter',
    reject: 'Refuser',
    settings: 'Paramètres de confidentialité',
    close: 'Fermer',
    currentGranted: 'Actuellement : mesure d’audience autorisée.',
    currentDenied: 'Actuellement : mesure d’audience refusée.',
    privacySignal:
      'Votre navigateur envoie le signal « Do Not Track » ou « Global Privacy Control » ; aucune mesure d’audience n’a donc lieu.',
  },
  zh: {
    title: '您的隐私',
    body: '我们能否使用自行运营、不涉及第三方的网站分析来了解网站的使用情况？',
    detailsLabel: '详细信息',
    details:
      '我们会记录浏览的页面、停留时间、滚动深度以及点击及其在页面上的位置，但绝不记录您在表单中输入的内容。为此，会在您的浏览器中保存一个随机会话标识。数据仅保存在我们自己的服务器上：不涉及第三方，不用于广告。您可以随时在隐私设置中更改您的决定。',
    privacyLink: '隐私政策',
    accept: '同意',
    reject: '拒绝',
    settings: '隐私设置',
    close: '关闭',
    currentGranted: '当前：已允许网站分析。',
    currentDenied: '当前：已拒绝网站分析。',
    privacySignal:
      '您的浏览器发送了“请勿跟踪”（Do Not Track）或“全球隐私控制”（Global Privacy Control）信号，因此不会进行网站分析。',
  },
} satisfies Record<string, ConsentTexts>;

/** The texts for a language; German for any language without its own entry. */
export function consentTexts(language: string): ConsentTexts {
  return CONSENT_TEXTS[language as keyof typeof CONSENT_TEXTS] ?? CONSENT_TEXTS.de;
}
