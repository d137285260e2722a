import { z } from 'zod';
import { LanguageCodeSchema, PaginationQuerySchema, paginated } from './common';
import { ImageUrlSchema } from './urls';

export const CategorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  post_count: z.number().int().nonnegative(),
});
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = paginated(CategorySchema);

const CategoryRefSchema = CategorySchema.omit({ post_count: true }).nullable();

/** What every post summary has, blog or career: its identity, dates, flag, category and language. */
export const PostSummaryBaseSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  published_at: z.string(),
  updated_at: z.string(),
  is_featured: z.boolean(),
  category: CategoryRefSchema,
  language: LanguageCodeSchema,
});
export type PostSummaryBase = z.infer<typeof PostSummaryBaseSchema>;

export const BlogPostSummarySchema = PostSummaryBaseSchema.extend({
  excerpt: z.string(),
  cover_image: ImageUrlSchema.nullable(),
  cover_image_alt: z.string(),
  author_name: z.string(),
  reading_time_minutes: z.number().int().positive(),
});
export type BlogPostSummary = z.infer<typeof BlogPostSummarySchema>;
export const BlogPostSchema = BlogPostSummarySchema.extend({ content: z.string() });
export type BlogPost = z.infer<typeof BlogPostSchema>;
export const BlogPostListSchema = paginated(BlogPostSummarySchema);
export const FeaturedBlogPostsSchema = z.array(BlogPostSummarySchema);

export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'freelance', 'internship'] as const;

export const CareerPostSummarySchema = PostSummaryBaseSchema.extend({
  summary: z.string(),
  location: z.string(),
  employment_type: z.enum(EMPLOYMENT_TYPES),
  is_remote: z.boolean(),
  valid_through: z.string().nullable(),
});
export type CareerPostSummary = z.infer<typeof CareerPostSummarySchema>;
export const CareerPostSchema = CareerPostSummarySchema.extend({ content: z.string() });
export type CareerPost = z.infer<typeof CareerPostSchema>;
export const CareerPostListSchema = paginated(CareerPostSummarySchema);
export const FeaturedCareerPostsSchema = z.array(CareerPostSummarySchema);

export const PostListQuerySchema = PaginationQuerySchema.extend({
  category: z
    .string()
    .max(120, { error: 'too_long' })
    .regex(/^[a-z0-9-]+$/i, { error: 'invalid_value' })
    .optional(),
});
