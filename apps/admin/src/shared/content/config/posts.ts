/** Blog and career: categories and posts. */
import {
  BlogPostCreateSchema,
  CareerPostCreateSchema,
  CategoryCreateSchema,
  EMPLOYMENT_TYPES,
} from '@wegweiser/contracts';
import {
  CONTENT,
  categoryField,
  flag,
  IMAGE_HELP,
  line,
  NAME,
  ORDER,
  optionsOf,
  SLUG,
  select,
  slugPath,
  summary,
  TITLE,
  text,
} from './common-fields';
import { defineResource, type NavGroup } from './types';

const category = (resource: string, title: { de: string; en: string }, nav: NavGroup) =>
  defineResource({
    resource,
    schema: CategoryCreateSchema,
    nav,
    title,
    collection: true,
    ordered: true,
    blank: () => ({ name: {}, slug: '' }),
    groups: [
      {
        title: { de: 'Kategorie', en: 'Category' },
        fields: [NAME, SLUG, ORDER],
      },
    ],
  });

export const blogCategoriesConfig = category(
  'blog-categories',
  { de: 'Blog-Kategorien', en: 'Blog categories' },
  'posts',
);
export const careerCategoriesConfig = category(
  'career-categories',
  { de: 'Karriere-Kategorien', en: 'Career categories' },
  'posts',
);

const publishing = [
  flag(
    'is_published',
    { de: 'Öffentlich', en: 'Public' },
    {
      help: {
        de: 'Aus: der Beitrag bleibt unsichtbar, auch wenn er veröffentlicht ist.',
        en: 'Off: hidden even when published.',
      },
    },
  ),
  flag('is_featured', { de: 'Hervorheben', en: 'Featured' }),
  {
    name: 'published_at',
    kind: 'datetime',
    label: { de: 'Erscheinungsdatum', en: 'Publication date' },
    help: { de: 'Leer: jetzt.', en: 'Empty: now.' },
  },
] as const;

export const blogPostsConfig = defineResource({
  resource: 'blog-posts',
  schema: BlogPostCreateSchema,
  nav: 'posts',
  title: { de: 'Blogbeiträge', en: 'Blog posts' },
  collection: true,
  ordered: false,
  publicPath: slugPath('/blog'),
  blank: () => ({ title: {}, content: {}, slug: '' }),
  groups: [
    {
      title: { de: 'Beitrag', en: 'Post' },
      fields: [
        TITLE,
        summary(
          'excerpt',
          { de: 'Anriss', en: 'Excerpt' },
          { help: { de: 'Steht in der Übersicht.', en: 'Shown in the overview.' } },
        ),
        CONTENT,
        {
          name: 'cover_image',
          kind: 'image',
          nullable: true,
          label: { de: 'Titelbild', en: 'Cover image' },
          help: IMAGE_HELP,
        },
        line('cover_image_alt', { de: 'Beschreibung des Titelbilds', en: 'Cover image description' }),
        text('author_name', { de: 'Autorin oder Autor', en: 'Author' }),
      ],
    },
    {
      title: { de: 'Einordnung und Veröffentlichung', en: 'Category and publishing' },
      fields: [categoryField('blog-categories'), SLUG, ...publishing],
    },
  ],
});

const employmentWords: Record<(typeof EMPLOYMENT_TYPES)[number], [string, string]> = {
  full_time: ['Vollzeit', 'Full time'],
  part_time: ['Teilzeit', 'Part time'],
  freelance: ['Freiberuflich', 'Freelance'],
  internship: ['Praktikum', 'Internship'],
};

export const careerPostsConfig = defineResource({
  resource: 'career-posts',
  schema: CareerPostCreateSchema,
  nav: 'posts',
  title: { de: 'Stellenangebote', en: 'Career posts' },
  collection: true,
  ordered: false,
  publicPath: slugPath('/career'),
  blank: () => ({ title: {}, content: {}, slug: '', employment_type: 'full_time' as const }),
  groups: [
    {
      title: { de: 'Stelle', en: 'Position' },
      fields: [
        TITLE,
        summary('summary', { de: 'Zusammenfassung', en: 'Summary' }),
        CONTENT,
        line('location', { de: 'Arbeitsort', en: 'Location' }),
        select(
          'employment_type',
          { de: 'Anstellung', en: 'Employment' },
          optionsOf(EMPLOYMENT_TYPES, employmentWords),
          {
            required: true,
          },
        ),
        flag('is_remote', { de: 'Auch aus der Ferne', en: 'Remote possible' }),
        {
          name: 'valid_through',
          kind: 'date',
          nullable: true,
          label: { de: 'Gültig bis', en: 'Valid through' },
          help: {
            de: 'Der letzte Tag des Angebots; leer: unbefristet.',
            en: 'The offer’s last day; empty: open.',
          },
        },
      ],
    },
    {
      title: { de: 'Einordnung und Veröffentlichung', en: 'Category and publishing' },
      fields: [categoryField('career-categories'), SLUG, ...publishing],
    },
  ],
});
