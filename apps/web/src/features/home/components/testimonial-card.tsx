import type { Testimonial } from '@wegweiser/contracts';
import { SpriteIcon } from '../../../shared/ui/icon';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/**
 * One testimonial. The name is a button that covers the card, so clicking anywhere on the card
 * toggles it: expanded shows the full text with a highlighted border, collapsed clamps to 4 lines.
 * Screen readers always get the full quote (the clamp is visual only).
 */
export function TestimonialCard({
  testimonial,
  expanded,
  onToggle,
}: {
  testimonial: Testimonial;
  expanded: boolean;
  onToggle: () => void;
}) {
  const quoteId = `testimonial-${testimonial.id}-text`;
  return (
    <figure
      data-expanded={expanded}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm transition-colors duration-300 has-focus-visible:ring-2 has-focus-visible:ring-primary-700 has-focus-visible:ring-offset-2 motion-reduce:transition-none sm:p-7 dark:bg-dark-900 dark:has-focus-visible:ring-primary-300 dark:has-focus-visible:ring-offset-dark-800 ${
        expanded
          ? 'border-primary-600 ring-1 ring-primary-600 dark:border-primary-300 dark:ring-primary-300'
          : 'border-slate-200 hover:border-primary-300 dark:border-dark-700 dark:hover:border-primary-700'
      }`}
    >
      <SpriteIcon name="quote" className="mb-4 size-8 fill-primary-200 dark:fill-primary-800" />
      <blockquote id={quoteId} className="flex-1">
        <p
          className={`leading-relaxed text-slate-700 dark:text-dark-100 ${expanded ? '' : 'line-clamp-4'}`}
          data-clamped={!expanded}
        >
          {testimonial.content}
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-100 font-semibold text-primary-800 dark:bg-primary-900 dark:text-primary-100"
        >
          {initials(testimonial.name)}
        </span>
        <span className="min-w-0">
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={quoteId}
            onClick={onToggle}
            className="block text-left font-semibold text-slate-900 after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus:outline-none dark:text-white"
          >
            {testimonial.name}
          </button>
          {testimonial.role ? (
            <span className="block text-sm text-slate-600 dark:text-dark-200">{testimonial.role}</span>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
