import type { CareerPost } from '@wegweiser/contracts';
import { useApp } from '../../../../shared/context/app-context';
import { buildContactUrl } from '../../../../shared/lib/contact-url';
import { Link } from '../../../../shared/router/router';
import { primaryButton } from '../../../../shared/ui/button-styles';
import { pageTitle } from '../../../../shared/ui/heading-styles';
import { Markdown } from '../../../../shared/ui/markdown';
import { articleProse } from '../../../../shared/ui/prose-styles';
import type { PostArticleProps } from '../../post-page';
import { careerLabels } from '../career-labels';
import { employmentTypeLabel } from '../employment-type-labels';
import { JobFacts } from './job-facts';

const applyClass = `${primaryButton} min-h-12 w-full`;

/**
 * A job posting: title, the facts (location, employment type, remote, valid through), markdown
 * content and an apply button that opens the contact form with the job title filled in.
 */
export function JobArticle({ post, language, t, backLink }: PostArticleProps<CareerPost>) {
  const { settings } = useApp();
  const labels = careerLabels(language);
  const applyUrl = buildContactUrl(settings?.contact_button_redirect_url, {
    context: 'career_post',
    postTitle: post.title,
  });
  const employmentType = employmentTypeLabel(post.employment_type, language, t);

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-16">
      <header className="lg:col-start-1">
        {post.category ? (
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-700 dark:text-accent-300">
            {post.category.name}
          </p>
        ) : null}
        <h1 className={`mt-3 ${pageTitle}`}>{post.title}</h1>
        {post.summary ? (
          <p className="mt-5 text-xl leading-relaxed text-slate-600 dark:text-dark-200">{post.summary}</p>
        ) : null}
      </header>

      <aside className="lg:col-start-2 lg:row-span-2 lg:row-start-1" aria-labelledby="job-facts-title">
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24 dark:border-dark-700 dark:bg-dark-800">
          <h2
            id="job-facts-title"
            className="font-display text-lg font-semibold text-slate-900 dark:text-white"
          >
            {labels.facts}
          </h2>
          <div className="mt-5">
            <JobFacts post={post} language={language} employmentType={employmentType} />
          </div>
          <Link to={applyUrl} className={`mt-6 ${applyClass}`}>
            {labels.apply}
          </Link>
          <p className="mt-3 text-sm text-slate-600 dark:text-dark-300">{labels.applyHint}</p>
        </div>
      </aside>

      <div className="lg:col-start-1">
        <Markdown source={post.content} className={`sm:prose-lg ${articleProse}`} />
        <div className="mt-12 flex flex-col gap-6 border-t border-slate-200 pt-8 sm:flex-row sm:items-center sm:justify-between dark:border-dark-700">
          {backLink}
          <Link to={applyUrl} className={`${applyClass} sm:w-auto`}>
            {labels.apply}
          </Link>
        </div>
      </div>
    </div>
  );
}
