import { BriefcaseIcon, GlobeEuropeAfricaIcon, MapPinIcon } from '@heroicons/react/24/outline';
import type { CareerPostSummary } from '@wegweiser/contracts';
import { Link } from '../../../../shared/router/router';
import type { PostCardProps } from '../../post-list-page';
import { careerLabels } from '../career-labels';
import { employmentTypeLabel } from '../employment-type-labels';

/** A job teaser; the title link covers the whole card. */
export function JobCard({ post, language, t }: PostCardProps<CareerPostSummary>) {
  const labels = careerLabels(language);
  const employmentType = employmentTypeLabel(post.employment_type, language, t);
  const chips = [
    { key: 'location', icon: MapPinIcon, text: post.location },
    { key: 'type', icon: BriefcaseIcon, text: employmentType },
    ...(post.is_remote ? [{ key: 'remote', icon: GlobeEuropeAfricaIcon, text: labels.remote }] : []),
  ].filter((chip) => chip.text);
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-within:ring-2 focus-within:ring-primary-600 sm:p-8 dark:border-dark-700 dark:bg-dark-800">
      {post.category ? (
        <p className="text-xs font-semibold uppercase tracking-wider text-accent-700 dark:text-accent-300">
          {post.category.name}
        </p>
      ) : null}
      <h2 className="mt-3 font-display text-2xl font-semibold leading-snug text-slate-900 dark:text-white">
        <Link
          to={`/career/${post.slug}`}
          className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none group-hover:text-primary-800 dark:group-hover:text-primary-200"
        >
          {post.title}
        </Link>
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {chips.map(({ key, icon: Icon, text }) => (
          <li
            key={key}
            className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 text-sm text-primary-900 dark:bg-dark-700 dark:text-dark-100"
          >
            <Icon aria-hidden="true" className="size-4" />
            {text}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex-1 text-slate-600 dark:text-dark-200">{post.summary}</p>
      <p
        aria-hidden="true"
        className="mt-6 text-sm font-semibold text-primary-800 group-hover:underline dark:text-primary-200"
      >
        {labels.details} →
      </p>
    </article>
  );
}
