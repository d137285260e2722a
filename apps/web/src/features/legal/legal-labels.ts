/** The legal pages' interface words that the managed texts do not cover, per site language. */
import type { LanguageCode } from '@wegweiser/contracts/constants';

type LegalLabels = {
  lastUpdated: string;
  navigation: string;
  notFoundTitle: string;
  notFoundText: string;
  home: string;
};

const LABELS: Record<LanguageCode, LegalLabels> = {
  de: {
    lastUpdated: 'Zuletzt aktualisiert am',
    navigation: 'Rechtliche Seiten',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese rechtliche Seite gibt es nicht. Die vorhandenen Seiten finden Sie hier:',
    home: 'Zur Startseite',
  },
  en: {
    lastUpdated: 'Last updated on',
    navigation: 'Legal pages',
    notFoundTitle: 'Page not found',
    notFoundText: 'This legal page does not exist. You will find the available pages here:',
    home: 'Back to the home page',
  },
  es: {
    lastUpdated: 'Última actualización:',
    navigation: 'Páginas legales',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página legal no existe. Encontrará las páginas disponibles aquí:',
    home: 'Volver al inicio',
  },
  fr: {
    lastUpdated: 'Dernière mise à jour le',
    navigation: 'Pages légales',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Cette page légale n’existe pas. Vous trouverez les pages disponibles ici :',
    home: 'Retour à l’accueil',
  },
  zh: {
    lastUpdated: '最后更新于',
    navigation: '法律页面',
    notFoundTitle: '页面未找到',
    notFoundText: '该法律页面不存在。您可以在此查看现有页面：',
    home: '返回首页',
  },
};

export const legalLabels = (language: string): LegalLabels => LABELS[language as LanguageCode] ?? LABELS.de;
