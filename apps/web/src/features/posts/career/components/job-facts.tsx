import {
  BriefcaseIcon,
  CalendarDaysIcon,
  ClockIcon,
  GlobeEuropeAfricaIcon,
  MapPinIcon,
} from '@heroicons/react/24/outline';
import type { CareerPost } from '@wegweiser/contracts';
import type { ComponentType, SVGProps } from 'react';
import { formatDate } from '../../../../shared/lib/format-date';
import { careerLabels } from '../career-labels';

type Fact = {
  key: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  term: string;
  value: string;
  iso?: string;
};

/** The facts a candidate scans first: where, how, from where, until when. */
export function JobFacts({
  post,
  language,
  employmentType,
}: {
  post: CareerPost;
  language: string;
  employmentType: string;
}) {
  const labels = careerLabels(language);
  const facts: Fact[] = [
    { key: 'location', icon: MapPinIcon, term: labels.location, value: post.location },
    { key: 'type', icon: BriefcaseIcon, term: labels.employmentType, value: employmentType },
    {
      key: 'workplace',
      icon: GlobeEuropeAfricaIcon,
      term: labels.workplace,
      value: post.is_remote ? labels.remote : labels.onSite,
    },
    ...(post.valid_through
      ? [
          {
            key: 'valid',
            icon: CalendarDaysIcon,
            term: labels.validThrough,
            value: formatDate(post.valid_through, language),
            iso: post.valid_through,
          },
        ]
      : []),
    {
      key: 'published',
      icon: ClockIcon,
      term: labels.published,
      value: formatDate(post.published_at, language),
      iso: post.published_at,
    },
  ];
  return (
    <dl className="space-y-4">
      {facts
        .filter((fact) => fact.value)
        .map(({ key, icon: Icon, term, value, iso }) => (
          // A dl group may only hold dt and dd, so the icon sits inside the term.
          <div key={key} className="relative pl-8">
            <dt className="text-sm text-slate-600 dark:text-dark-300">
              <Icon
                aria-hidden="true"
                className="absolute top-0.5 left-0 size-5 text-primary-700 dark:text-primary-300"
              />
              {term}
            </dt>
            <dd className="font-medium text-slate-900 dark:text-white">
              {iso ? <time dateTime={iso}>{value}</time> : value}
            </dd>
          </div>
        ))}
    </dl>
  );
}
