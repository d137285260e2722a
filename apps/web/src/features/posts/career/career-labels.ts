/**
 * The career pages' small interface words that the managed texts do not cover, per site language.
 * Page title and intro stay managed texts (career_page_title, career_page_intro).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { PostListLabels } from '../post-list-page';
import type { PostPageLabels } from '../post-page';

type CareerLabels = PostListLabels &
  PostPageLabels & {
    location: string;
    employmentType: string;
    workplace: string;
    remote: string;
    onSite: string;
    validThrough: string;
    published: string;
    details: string;
    facts: string;
    apply: string;
    applyHint: string;
  };

const LABELS: Record<LanguageCode, CareerLabels> = {
  de: {
    allCategories: 'Alle Bereiche',
    categoriesLabel: 'Bereiche',
    location: 'Standort',
    employmentType: 'Anstellungsart',
    workplace: 'Arbeitsmodell',
    remote: 'Remote möglich',
    onSite: 'Vor Ort',
    validThrough: 'Bewerbung bis',
    published: 'Veröffentlicht',
    details: 'Zur Stelle',
    facts: 'Die Stelle auf einen Blick',
    apply: 'Jetzt bewerben',
    applyHint:
      'Ihre Bewerbung erreicht uns über das Kontaktformular – der Stellentitel ist bereits eingetragen.',
    backToList: 'Alle Stellen',
    empty: 'Derzeit sind hier keine Stellen ausgeschrieben.',
    notFoundTitle: 'Stelle nicht gefunden',
    notFoundText:
      'Diese Stellenanzeige gibt es nicht (mehr). Alle offenen Stellen finden Sie in der Übersicht.',
    pagination: 'Seitennavigation',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    page: (page) => `Seite ${page}`,
  },
  en: {
    allCategories: 'All areas',
    categoriesLabel: 'Areas',
    location: 'Location',
    employmentType: 'Employment type',
    workplace: 'Way of working',
    remote: 'Remote possible',
    onSite: 'On site',
    validThrough: 'Apply by',
    published: 'Published',
    details: 'View position',
    facts: 'The position at a glance',
    apply: 'Apply now',
    applyHint: 'Your application reaches us through the contact form – the job title is already filled in.',
    backToList: 'All positions',
    empty: 'There are no open positions here at the moment.',
    notFoundTitle: 'Position not found',
    notFoundText:
      'This job posting does not exist (any more). You will find all open positions in the overview.',
    pagination: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: (page) => `Page ${page}`,
  },
  es: {
    allCategories: 'Todas las áreas',
    categoriesLabel: 'Áreas',
    location: 'Ubicación',
    employmentType: 'Tipo de contrato',
    workplace: 'Modalidad',
    remote: 'Teletrabajo posible',
    onSite: 'Presencial',
    validThrough: 'Candidaturas hasta',
    published: 'Publicado',
    details: 'Ver la oferta',
    facts: 'La oferta de un vistazo',
    apply: 'Enviar candidatura',
    applyHint: 'Su candidatura nos llega a través del formulario de contacto; el puesto ya está indicado.',
    backToList: 'Todas las ofertas',
    empty: 'En este momento no hay ofertas publicadas aquí.',
    notFoundTitle: 'Oferta no encontrada',
    notFoundText:
      'Esta oferta no existe (o ya no existe). Encontrará todas las ofertas abiertas en el resumen.',
    pagination: 'Paginación',
    previous: 'Página anterior',
    next: 'Página siguiente',
    page: (page) => `Página ${page}`,
  },
  fr: {
    allCategories: 'Tous les domaines',
    categoriesLabel: 'Domaines',
    location: 'Lieu',
    employmentType: 'Type de contrat',
    workplace: 'Mode de travail',
    remote: 'Télétravail possible',
    onSite: 'Sur site',
    validThrough: 'Candidature jusqu’au',
    published: 'Publiée le',
    details: 'Voir l’offre',
    facts: 'L’offre en bref',
    apply: 'Postuler',
    applyHint:
      'Votre candidature nous parvient via le formulaire de contact – l’intitulé du poste est déjà indiqué.',
    backToList: 'Toutes les offres',
    empty: 'Aucune offre n’est publiée ici pour le moment.',
    notFoundTitle: 'Offre introuvable',
    notFoundText:
      'Cette offre n’existe pas (ou plus). Vous trouverez toutes les offres ouvertes dans la liste.',
    pagination: 'Pagination',
    previous: 'Page précédente',
    next: 'Page suivante',
    page: (page) => `Page ${page}`,
  },
  zh: {
    allCategories: '全部领域',
    categoriesLabel: '领域',
    location: '工作地点',
    employmentType: '雇佣类型',
    workplace: '工作方式',
    remote: '可远程办公',
    onSite: '现场办公',
    validThrough: '申请截止',
    published: '发布日期',
    details: '查看职位',
    facts: '职位概览',
    apply: '立即申请',
    applyHint: '请通过联系表单提交申请——职位名称已为您填好。',
    backToList: '全部职位',
    empty: '目前此处暂无开放职位。',
    notFoundTitle: '未找到职位',
    notFoundText: '该职位不存在或已下线。您可以在职位列表中查看所有开放职位。',
    pagination: '分页',
    previous: '上一页',
    next: '下一页',
    page: (page) => `第 ${page} 页`,
  },
};

export const careerLabels = (language: string): CareerLabels => LABELS[language as LanguageCode] ?? LABELS.de;
