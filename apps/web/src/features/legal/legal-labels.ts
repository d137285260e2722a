/** The legal pages' interface words that the managed texts do not cover, per site language. */
import type { LanguageCode } from '@wegweiser/contracts/constants';

type LegalLabels = {
  lastUpdated: string;
  navigation: string;
  loadError: string;
  retry: string;
  notFoundTitle: string;
  notFoundText: string;
  home: string;
};

const LABELS: Record<LanguageCode, LegalLabels> = {
  de: {
    lastUpdated: 'Zuletzt aktualisiert am',
    navigation: 'Rechtliche Seiten',
    loadError: 'Diese Seite konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundText: 'Diese rechtliche Seite gibt es nicht. Die vorhandenen Seiten finden Sie hier:',
    home: 'Zur Startseite',
  },
  en: {
    lastUpdated: 'Last updated on',
    navigation: 'Legal pages',
    loadError: 'This page could not be loaded.',
    retry: 'Try again',
    notFoundTitle: 'Page not found',
    notFoundText: 'This legal page does not exist. You will find the available pages here:',
    home: 'Back to the home page',
  },
  es: {
    lastUpdated: 'Última actualización:',
    navigation: 'Páginas legales',
    loadError: 'No se ha podido cargar esta página.',
    retry: 'Reintentar',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página legal no existe. Encontrará las páginas disponibles aquí:',
    home: 'Volver al inicio',
  },
  fr: {
    lastUpdated: 'Dernière mise à jour le',
    navigation: 'Pages légales',
    loadError: 'Cette page n’a pas pu être chargée.',
    retry: 'Réessayer',
    notFoundTitle: 'Page introuvable',
    notFoundText: 'Cette page légale n’existe pas. Vous trouverez les pages disponibles ici :',
    home: 'Retour à l’accueil',
  },
  zh: {
    lastUpdated: '最后更新于',
    navigation: '法律页面',
    loadError: '该页面加载失败。',
    retry: '重试',
    notFoundTitle: '页面未找到',
    notFoundText: '该法律页面不存在。您可以在此查看现有页面：',
    home: '返回首页',
  },
};

export const legalLabels = (language: string): LegalLabels => LABELS[language as LanguageCode] ?? LABELS.de;
