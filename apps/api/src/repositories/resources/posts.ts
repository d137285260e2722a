/** Blog and career: categories and posts. */
import { BlogPostCreateSchema, CareerPostCreateSchema, CategoryCreateSchema } from '@wegweiser/contracts';
import { desc } from 'drizzle-orm';
import { blogCategories, blogPosts, careerCategories, careerPosts } from '../../db/schema';
import { listResource, tableResource } from './table-resource';

type Section = 'blog' | 'career';

/** A section's categories: in the owner's order, slugs unique. */
const categoriesResource = (section: Section, table: typeof blogCategories | typeof careerCategories) =>
  listResource(`${section}-categories`, CategoryCreateSchema, table, 'name', { unique: ['slug'] });

/** A section's posts: newest first, slugs unique, in an existing category; seen at /<section>/<slug>. */
const postsResource = (
  section: Section,
  create: typeof BlogPostCreateSchema | typeof CareerPostCreateSchema,
  table: typeof blogPosts | typeof careerPosts,
  categories: typeof blogCategories | typeof careerCategories,
) =>
  tableResource({
    name: `${section}-posts`,
    create,
    table,
    orderBy: [desc(table.publishedAt), desc(table.id)],
    labelField: 'title',
    unique: ['slug'],
    publicPath: (document) => `/${section}/${document.slug}`,
    references: { category_id: categories },
  });

export const blogCategoriesResource = categoriesResource('blog', blogCategories);
export const blogPostsResource = postsResource('blog', BlogPostCreateSchema, blogPosts, blogCategories);
export const careerCategoriesResource = categoriesResource('career', careerCategories);
export const careerPostsResource = postsResource(
  'career',
  CareerPostCreateSchema,
  careerPosts,
  careerCategories,
);
