/**
 * The banner's own texts. They are legal wording that must be present before any API text loads,
 * so they ship with the feature (German first) instead of coming from the managed texts.
 */
export type ConsentTexts = {
  title: string;
  body: string;
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
    body: 'Dürfen wir mit einer datenschutzfreundlichen, selbst betriebenen Webanalyse erfassen, wie unsere Website genutzt wird (z. B. aufgerufene Seiten und Klicks)? Dafür wird eine zufällige Sitzungskennung in Ihrem Browser gespeichert. Keine Drittanbieter, keine Werbung. Sie können Ihre Entscheidung jederzeit ändern.',
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
    body: 'May we use privacy-friendly web analytics that we run ourselves to see how our website is used (e.g. pages viewed and clicks)? This stores a random session identifier in your browser. No third parties, no advertising. You can change your decision at any time.',
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
    body: '¿Podemos usar una analítica web respetuosa con la privacidad, gestionada por nosotros mismos, para saber cómo se utiliza nuestro sitio web (p. ej., páginas visitadas y clics)? Para ello se guarda un identificador de sesión aleatorio en su navegador. Sin terceros ni publicidad. Puede cambiar su decisión en cualquier momento.',
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
    body: 'Pouvons-nous utiliser une mesure d’audience respectueuse de la vie privée, que nous gérons nous-mêmes, pour comprendre comment notre site est utilisé (p. ex. pages consultées et clics) ? Un identifiant de session aléatoire est alors enregistré dans votre navigateur. Aucun tiers, aucune publicité. Vous pouvez modifier votre choix à tout moment.',
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
    body: '我们能否使用自行运营、注重隐私的网站分析来了解网站的使用情况（例如浏览的页面和点击）？为此，会在您的浏览器中保存一个随机会话标识。不涉及第三方，不用于广告。您可以随时更改您的决定。',
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
