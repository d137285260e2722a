import type { BlogPost } from '@wegweiser/contracts';
import { formatDate } from '../../../../shared/lib/format-date';
import { listHref } from '../../../../shared/lib/list-query';
import { Link } from '../../../../shared/router/router';
import { pageTitle } from '../../../../shared/ui/heading-styles';
import { ARTICLE_IMAGE_SIZES, LeadImage } from '../../../../shared/ui/lead-image';
import { Markdown } from '../../../../shared/ui/markdown';
import { articleProse } from '../../../../shared/ui/prose-styles';
import type { PostArticleProps } from '../../post-page';
import { blogLabels } from '../blog-labels';
import { ContactTeaser } from './contact-teaser';

/** A blog post: title, meta line (author, date, reading time, category), cover image, content. */
export function BlogArticle({ post, language, backLink }: PostArticleProps<BlogPost>) {
  const labels = blogLabels(language);
  return (
    <>
      <header className="mt-8">
        <h1 className={pageTitle}>{post.title}</h1>
        <p className="mt-5 text-xl leading-relaxed text-slate-600 dark:text-dark-200">{post.excerpt}</p>
        <ul className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 border-y border-slate-200 py-4 text-sm text-slate-600 dark:border-dark-700 dark:text-dark-300">
          {[
            post.author_name ? (
              <span key="author">
                {labels.by}{' '}
                <span className="font-medium text-slate-800 dark:text-dark-100">{post.author_name}</span>
              </span>
            ) : null,
            <time key="date" dateTime={post.published_at}>
              {formatDate(post.published_at, language)}
            </time>,
            <span key="reading">{labels.readingTime(post.reading_time_minutes)}</span>,
            post.category ? (
              <Link
                key="category"
                to={listHref('/blog', { category: post.category.slug, page: 1 })}
                className="rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-800 hover:bg-accent-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 dark:bg-accent-900/50 dark:text-accent-100 dark:hover:bg-accent-900"
              >
                {post.category.name}
              </Link>
            ) : null,
          ]
            .filter((part) => part !== null)
            .map((part, index) => (
              <li key={part.key} className="flex items-center gap-x-3">
                {index > 0 ? <span aria-hidden="true">·</span> : null}
                {part}
              </li>
            ))}
        </ul>
      </header>
      {post.cover_image ? (
        <LeadImage
          src={post.cover_image}
          alt={post.cover_image_alt}
          sizes={ARTICLE_IMAGE_SIZES}
          className="mt-10 aspect-[16/9] w-full rounded-2xl object-cover"
        />
      ) : null}
      <Markdown source={post.content} className={`mt-10 sm:prose-lg ${articleProse}`} />
      <ContactTeaser title={labels.contactTitle} text={labels.contactText} button={labels.contactButton} />
      <div className="mt-10">{backLink}</div>
    </>
  );
}
