/** The console's schemas for the blog and career pages: categories and posts. */
import { z } from 'zod';
import { EMPLOYMENT_TYPES } from '../posts';
import { TimestampSchema } from '../primitives';
import {
  flag,
  image,
  line,
  lineText,
  positiveInt,
  requiredMarkdown,
  SlugSchema,
  sortOrder,
  strict,
  summary,
  title,
  updateOf,
} from './fields';

// Blog and career ---------------------------------------------------------------------------------

/** A blog or career category. */
export const CategoryCreateSchema = strict({
  slug: SlugSchema,
  name: title,
  order: sortOrder.optional(),
});
export const CategoryUpdateSchema = updateOf(CategoryCreateSchema);

/** The fields blog and career posts share. */
const postFields = {
  slug: SlugSchema,
  category_id: positiveInt.nullable().optional(),
  title,
  content: requiredMarkdown,
  is_published: flag.optional(),
  is_featured: flag.optional(),
  /** Absent: now. */
  published_at: TimestampSchema.optional(),
};

export const BlogPostCreateSchema = strict({
  ...postFields,
  excerpt: summary.optional(),
  cover_image: image.optional(),
  cover_image_alt: lineText.optional(),
  author_name: line(120).optional(),
});
export const BlogPostUpdateSchema = updateOf(BlogPostCreateSchema);

export const CareerPostCreateSchema = strict({
  ...postFields,
  summary: summary.optional(),
  location: lineText.optional(),
  employment_type: z.enum(EMPLOYMENT_TYPES, { error: 'invalid_value' }),
  is_remote: flag.optional(),
  /** The last day the offer stands (a calendar date), or none. */
  valid_through: z.iso.date({ error: 'invalid_value' }).nullable().optional(),
});
export const CareerPostUpdateSchema = updateOf(CareerPostCreateSchema);

export type BlogPostCreate = z.infer<typeof BlogPostCreateSchema>;
export type CareerPostCreate = z.infer<typeof CareerPostCreateSchema>;
