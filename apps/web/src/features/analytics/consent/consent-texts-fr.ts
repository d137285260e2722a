import type { ConsentTexts } from './consent-texts-shape';

/** The banner's texts in French: loaded before hydration on a page in that language (decision 112). */
export default {
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
} satisfies ConsentTexts;
