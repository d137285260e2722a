/** Blog and career: categories and posts. */
import { BlogPostCreateSchema, CareerPostCreateSchema, CategoryCreateSchema } from '@wegweiser/contracts';
import { asc, desc } from 'drizzle-orm';
import { blogCategories, blogPosts, careerCategories, careerPosts } from '../../db/schema';
import { tableResource } from './table-resource';

export const blogCategoriesResource = tableResource({
  name: 'blog-categories',
  create: CategoryCreateSchema,
  table: blogCategories,
  orderBy: [asc(blogCategories.order), asc(blogCategories.id)],
  labelField: 'name',
  unique: ['slug'],
});

export const blogPostsResource = tableResource({
  name: 'blog-posts',
  create: BlogPostCreateSchema,
  table: blogPosts,
  orderBy: [desc(blogPosts.publishedAt), desc(blogPosts.id)],
  labelField: 'title',
  unique: ['slug'],
  publicPath: (document) => `/blog/${document.slug}`,
  references: { category_id: blogCategories },
});

export const careerCategoriesResource = tableResource({
  name: 'career-categories',
  create: CategoryCreateSchema,
  table: careerCategories,
  orderBy: [asc(careerCategories.order), asc(careerCategories.id)],
  labelField: 'name',
  unique: ['slug'],
});

export const careerPostsResource = tableResource({
  name: 'career-posts',
  create: CareerPostCreateSchema,
  table: careerPosts,
  orderBy: [desc(careerPosts.publishedAt), desc(careerPosts.id)],
  labelField: 'title',
  unique: ['slug'],
  publicPath: (document) => `/career/${document.slug}`,
  references: { category_id: careerCategories },
});
