import { useTexts } from '../../../shared/content/use-texts';
import { HOME_TEXT_TYPES } from '../home-texts';
import { ContentStatus } from './content-status';
import { CtaSection } from './cta-section';
import { FeaturedServicesSection } from './featured-services-section';
import { PackagesSection } from './packages-section';
import { TestimonialsSection } from './testimonials-section';

/**
 * The home page below the hero: featured services, packages, testimonials, the closing
 * call-to-action and the texts' loading or error line. An island (decision 120): it reads the same
 * texts as the page, from the same store.
 */
export function BelowTheHero() {
  const { t, loading, error } = useTexts(HOME_TEXT_TYPES);
  return (
    <>
      <FeaturedServicesSection t={t} />
      <PackagesSection t={t} />
      <TestimonialsSection t={t} />
      <CtaSection t={t} />
      <ContentStatus loading={loading} error={error} />
    </>
  );
}
