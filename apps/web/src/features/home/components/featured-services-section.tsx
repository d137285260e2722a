import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { Link } from '../../../shared/router/router';
import { featuredServicesResource } from '../api/get-featured-services';
import type { Translate } from '../home-texts';
import { CardGrid } from './card-grid';
import { Highlight, SectionHeader } from './section-header';
import { ServiceCard } from './service-card';
import { showAllLink } from './show-all-link';

/** Featured services; a failed call shows no cards (spec section 8). */
export function FeaturedServicesSection({ t }: { t: Translate }) {
  const { language } = useApp();
  const { data } = useResource(featuredServicesResource(language));
  const services = data ?? [];
  const part1 = t('featured_services_title_part1');
  const part2 = t('featured_services_title_part2');
  const showAll = t('featured_services_show_all');
  return (
    <section
      aria-labelledby="home-services-title"
      data-section="services"
      className="bg-white py-16 sm:py-24 dark:bg-dark-900"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="home-services-title"
          title={
            <>
              {part1} <Highlight>{part2}</Highlight>
            </>
          }
          description={t('featured_services_joke_text')}
        />
        {services.length > 0 ? (
          <div className="mt-12">
            <CardGrid
              items={services}
              kind="services"
              delayS={CARD_DELAY_S.service}
              label={`${part1} ${part2}`.trim()}
              itemKey={(service) => service.id}
              renderItem={(service) => <ServiceCard service={service} t={t} />}
            />
          </div>
        ) : null}
        <div className="mt-12 text-center">
          <Link to="/services" className={showAllLink}>
            {showAll}
            <ArrowRightIcon aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
