import type { BlogPostSummary } from '@wegweiser/contracts';
import { formatDate } from '../../../../shared/lib/format-date';
import { Link } from '../../../../shared/router/router';
import { CardImage } from '../../../../shared/ui/responsive-image';
import type { PostCardProps } from '../../post-list-page';
import { blogLabels } from '../blog-labels';

/** A post teaser; the title link covers the whole card so the card is one big target. */
export function PostCard({ post, language }: PostCardProps<BlogPostSummary>) {
  const labels = blogLabels(language);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-primary-600 dark:border-dark-700 dark:bg-dark-800">
      {post.cover_image ? (
        <CardImage
          src={post.cover_image}
          alt={post.cover_image_alt}
          className="aspect-[16/9] w-full object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="h-1.5 bg-gradient-to-r from-primary-600 via-primary-400 to-accent-400"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        {post.category ? (
          <p className="text-xs font-semibold uppercase tracking-wider text-accent-700 dark:text-accent-300">
            {post.category.name}
          </p>
        ) : null}
        <h2 className="mt-3 font-display text-xl font-semibold leading-snug text-slate-900 dark:text-white">
          <Link
            to={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-primary-800 dark:group-hover:text-primary-200"
          >
            {post.title}
          </Link>
        </h2>
        <div className="mt-3 flex-1">
          <p className="line-clamp-4 text-slate-600 dark:text-dark-200">{post.excerpt}</p>
        </div>
        <p className="mt-6 flex flex-wrap items-center gap-x-2 text-sm text-slate-600 dark:text-dark-300">
          <time dateTime={post.published_at}>{formatDate(post.published_at, language)}</time>
          <span aria-hidden="true">·</span>
          <span>{labels.readingTime(post.reading_time_minutes)}</span>
        </p>
      </div>
    </article>
  );
}
