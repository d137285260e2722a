import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { useRef, useState } from 'react';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { testimonialsResource } from '../api/get-testimonials';
import type { Translate } from '../home-texts';
import { useEntranceOnView } from '../hooks/use-entrance-on-view';
import { useTestimonialAutoScroll } from '../hooks/use-testimonial-autoscroll';
import { EntranceItem } from './card-grid';
import { HomeSection } from './home-section';
import { TestimonialCard } from './testimonial-card';

/**
 * Testimonials as a horizontally scrolling snap carousel that auto-scrolls until the first click.
 * Card widths plus the 16 px gap equal the auto-scroll steps (312/352/416 px), so every step
 * lands on a card edge. Left out when there are no testimonials (or the call fails).
 */
export function TestimonialsSection({ t }: { t: Translate }) {
  const { language } = useApp();
  const { data } = useResource(testimonialsResource(language));
  const testimonials = data ?? [];
  const [expandedId, setExpandedId] = useState<number | null>(null);
  const [autoScroll, setAutoScroll] = useState(true);
  const scroller = useRef<HTMLUListElement>(null);
  useTestimonialAutoScroll(scroller, autoScroll && testimonials.length > 0);
  useEntranceOnView(scroller);

  if (testimonials.length === 0) return null;
  const title = t('testimonials_title');
  const suffix = t('testimonials_suffix');
  return (
    <HomeSection
      name="testimonials"
      className="bg-primary-50/60 py-16 sm:py-24 dark:bg-dark-800"
      title={title}
      highlight={suffix}
      description={t('testimonials_subtitle')}
    >
      {/* Any click inside the carousel stops the auto-scroll for good (spec section 4). */}
      <ul
        ref={scroller}
        aria-label={`${title} ${suffix}`.trim()}
        data-autoscroll={autoScroll ? 'on' : 'off'}
        onClickCapture={() => setAutoScroll(false)}
        className="-mx-4 mt-12 flex snap-x snap-mandatory items-start gap-4 overflow-x-auto scroll-px-4 px-4 pt-2 pb-6 [scrollbar-width:thin] [mask-image:linear-gradient(to_right,transparent,black_1rem,black_calc(100%-1rem),transparent)] sm:[mask-image:linear-gradient(to_right,transparent,black_1.5rem,black_calc(100%-1.5rem),transparent)] sm:-mx-6 sm:scroll-px-6 sm:px-6"
      >
        {testimonials.map((testimonial, index) => (
          <EntranceItem
            key={testimonial.id}
            delayS={index * CARD_DELAY_S.testimonial}
            className="w-[296px] shrink-0 snap-start sm:w-[336px] md:w-[400px]"
          >
            <TestimonialCard
              testimonial={testimonial}
              expanded={expandedId === testimonial.id}
              onToggle={() =>
                setExpandedId((current) => (current === testimonial.id ? null : testimonial.id))
              }
            />
          </EntranceItem>
        ))}
      </ul>
    </HomeSection>
  );
}
