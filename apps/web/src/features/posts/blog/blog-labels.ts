/**
 * The blog's small interface words that the managed texts do not cover, per site language.
 * Page titles and intros stay managed texts (blog_page_title, blog_page_intro).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import type { PostListLabels } from '../post-list-page';
import type { PostPageLabels } from '../post-page';

type BlogLabels = PostListLabels &
  PostPageLabels & {
    readingTime: (minutes: number) => string;
    readMore: string;
    by: string;
    contactTitle: string;
    contactText: string;
    contactButton: string;
  };

const LABELS: Record<LanguageCode, BlogLabels> = {
  de: {
    allCategories: 'Alle Themen',
    categoriesLabel: 'Themen',
    readingTime: (minutes) => `${minutes} Min. Lesezeit`,
    readMore: 'Weiterlesen',
    by: 'von',
    backToList: 'Alle Beiträge',
    empty: 'In dieser Kategorie gibt es noch keine Beiträge.',
    notFoundTitle: 'Beitrag nicht gefunden',
    notFoundText: 'Diesen Beitrag gibt es nicht (mehr). Im Blog finden Sie alle aktuellen Artikel.',
    pagination: 'Seitennavigation',
    previous: 'Neuere Beiträge',
    next: 'Ältere Beiträge',
    page: (page) => `Seite ${page}`,
    contactTitle: 'Möchten Sie tiefer einsteigen?',
    contactText: 'In einem persönlichen Gespräch schauen wir gemeinsam, was dieses Thema für Sie bedeutet.',
    contactButton: 'Kontakt aufnehmen',
  },
  en: {
    allCategories: 'All topics',
    categoriesLabel: 'Topics',
    readingTime: (minutes) => `${minutes} min read`,
    readMore: 'Read more',
    by: 'by',
    backToList: 'All articles',
    empty: 'There are no articles in this category yet.',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist (any more). You will find all current articles on the blog.',
    pagination: 'Pagination',
    previous: 'Newer articles',
    next: 'Older articles',
    page: (page) => `Page ${page}`,
    contactTitle: 'Would you like to go deeper?',
    contactText: 'In a personal conversation we can look at what this topic means for you.',
    contactButton: 'Get in touch',
  },
  es: {
    allCategories: 'Todos los temas',
    categoriesLabel: 'Temas',
    readingTime: (minutes) => `${minutes} min de lectura`,
    readMore: 'Seguir leyendo',
    by: 'por',
    backToList: 'Todos los artículos',
    empty: 'Todavía no hay artículos en esta categoría.',
    notFoundTitle: 'Artículo no encontrado',
    notFoundText:
      'Este artículo no existe (o ya no existe). En el blog encontrará todos los artículos actuales.',
    pagination: 'Paginación',
    previous: 'Artículos más recientes',
    next: 'Artículos anteriores',
    page: (page) => `Página ${page}`,
    contactTitle: '¿Quiere profundizar?',
    contactText: 'En una conversación personal vemos juntos qué significa este tema para usted.',
    contactButton: 'Contactar',
  },
  fr: {
    allCategories: 'Tous les thèmes',
    categoriesLabel: 'Thèmes',
    readingTime: (minutes) => `${minutes} min de lecture`,
    readMore: 'Lire la suite',
    by: 'par',
    backToList: 'Tous les articles',
    empty: 'Il n’y a pas encore d’articles dans cette catégorie.',
    notFoundTitle: 'Article introuvable',
    notFoundText: 'Cet article n’existe pas (ou plus). Vous trouverez tous les articles actuels sur le blog.',
    pagination: 'Pagination',
    previous: 'Articles plus récents',
    next: 'Articles plus anciens',
    page: (page) => `Page ${page}`,
    contactTitle: 'Envie d’aller plus loin ?',
    contactText: 'Lors d’un échange personnel, nous regardons ensemble ce que ce thème signifie pour vous.',
    contactButton: 'Me contacter',
  },
  zh: {
    allCategories: '全部主题',
    categoriesLabel: '主题',
    readingTime: (minutes) => `阅读约 ${minutes} 分钟`,
    readMore: '继续阅读',
    by: '作者',
    backToList: '全部文章',
    empty: '该分类下暂时还没有文章。',
    notFoundTitle: '未找到文章',
    notFoundText: '该文章不存在或已被删除。您可以在博客中查看所有最新文章。',
    pagination: '分页',
    previous: '较新的文章',
    next: '较早的文章',
    page: (page) => `第 ${page} 页`,
    contactTitle: '想更深入地了解吗？',
    contactText: '在一次个人谈话中，我们一起看看这个主题对您意味着什么。',
    contactButton: '联系我',
  },
};

export const blogLabels = (language: string): BlogLabels => LABELS[language as LanguageCode] ?? LABELS.de;
