/** Blog and career: categories and posts. */
import {
  BlogPostCreateSchema,
  CareerPostCreateSchema,
  CategoryCreateSchema,
  EMPLOYMENT_TYPES,
} from '@wegweiser/contracts';
import { IMAGE_HELP, ORDER, SLUG } from './common-fields';
import { defineResource, type NavGroup } from './types';

const category = (resource: string, path: string, title: { de: string; en: string }, nav: NavGroup) =>
  defineResource({
    resource,
    path,
    schema: CategoryCreateSchema,
    nav,
    title,
    collection: true,
    ordered: true,
    blank: () => ({ name: {}, slug: '' }),
    groups: [
      {
        title: { de: 'Kategorie', en: 'Category' },
        fields: [
          { name: 'name', kind: 'line', required: true, label: { de: 'Name', en: 'Name' } },
          SLUG,
          ORDER,
        ],
      },
    ],
  });

export const blogCategoriesConfig = category(
  'blog-categories',
  'blog-categories',
  { de: 'Blog-Kategorien', en: 'Blog categories' },
  'posts',
);
export const careerCategoriesConfig = category(
  'career-categories',
  'career-categories',
  { de: 'Karriere-Kategorien', en: 'Career categories' },
  'posts',
);

const publishing = [
  {
    name: 'is_published',
    kind: 'boolean',
    label: { de: 'Öffentlich', en: 'Public' },
    help: {
      de: 'Aus: der Beitrag bleibt unsichtbar, auch wenn er veröffentlicht ist.',
      en: 'Off: hidden even when published.',
    },
  },
  { name: 'is_featured', kind: 'boolean', label: { de: 'Hervorheben', en: 'Featured' } },
  {
    name: 'published_at',
    kind: 'datetime',
    label: { de: 'Erscheinungsdatum', en: 'Publication date' },
    help: { de: 'Leer: jetzt.', en: 'Empty: now.' },
  },
] as const;

export const blogPostsConfig = defineResource({
  resource: 'blog-posts',
  path: 'blog-posts',
  schema: BlogPostCreateSchema,
  nav: 'posts',
  title: { de: 'Blogbeiträge', en: 'Blog posts' },
  collection: true,
  ordered: false,
  publicPath: (document) => (document.slug ? `/blog/${document.slug}` : null),
  blank: () => ({ title: {}, content: {}, slug: '' }),
  groups: [
    {
      title: { de: 'Beitrag', en: 'Post' },
      fields: [
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        {
          name: 'excerpt',
          kind: 'summary',
          label: { de: 'Anriss', en: 'Excerpt' },
          help: { de: 'Steht in der Übersicht.', en: 'Shown in the overview.' },
        },
        { name: 'content', kind: 'markdown', required: true, label: { de: 'Text', en: 'Text' } },
        {
          name: 'cover_image',
          kind: 'image',
          nullable: true,
          label: { de: 'Titelbild', en: 'Cover image' },
          help: IMAGE_HELP,
        },
        {
          name: 'cover_image_alt',
          kind: 'line',
          label: { de: 'Beschreibung des Titelbilds', en: 'Cover image description' },
        },
        { name: 'author_name', kind: 'text', label: { de: 'Autorin oder Autor', en: 'Author' } },
      ],
    },
    {
      title: { de: 'Einordnung und Veröffentlichung', en: 'Category and publishing' },
      fields: [
        {
          name: 'category_id',
          kind: 'category',
          source: 'blog-categories',
          nullable: true,
          label: { de: 'Kategorie', en: 'Category' },
        },
        SLUG,
        ...publishing,
      ],
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
  path: 'career-posts',
  schema: CareerPostCreateSchema,
  nav: 'posts',
  title: { de: 'Stellenangebote', en: 'Career posts' },
  collection: true,
  ordered: false,
  publicPath: (document) => (document.slug ? `/career/${document.slug}` : null),
  blank: () => ({ title: {}, content: {}, slug: '', employment_type: 'full_time' as const }),
  groups: [
    {
      title: { de: 'Stelle', en: 'Position' },
      fields: [
        { name: 'title', kind: 'line', required: true, label: { de: 'Titel', en: 'Title' } },
        { name: 'summary', kind: 'summary', label: { de: 'Zusammenfassung', en: 'Summary' } },
        { name: 'content', kind: 'markdown', required: true, label: { de: 'Text', en: 'Text' } },
        { name: 'location', kind: 'line', label: { de: 'Arbeitsort', en: 'Location' } },
        {
          name: 'employment_type',
          kind: 'select',
          required: true,
          options: EMPLOYMENT_TYPES.map((type) => ({
            value: type,
            label: { de: employmentWords[type][0], en: employmentWords[type][1] },
          })),
          label: { de: 'Anstellung', en: 'Employment' },
        },
        { name: 'is_remote', kind: 'boolean', label: { de: 'Auch aus der Ferne', en: 'Remote possible' } },
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
      fields: [
        {
          name: 'category_id',
          kind: 'category',
          source: 'career-categories',
          nullable: true,
          label: { de: 'Kategorie', en: 'Category' },
        },
        SLUG,
        ...publishing,
      ],
    },
  ],
});
