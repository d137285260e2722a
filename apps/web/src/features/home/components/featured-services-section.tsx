import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { featuredServicesResource } from '../api/get-featured-services';
import type { Translate } from '../home-texts';
import { CardGrid } from './card-grid';
import { HomeSection, ShowAllLink } from './home-section';
import { ServiceCard } from './service-card';

/** Featured services; a failed call shows no cards (spec section 8). */
export function FeaturedServicesSection({ t }: { t: Translate }) {
  const { language } = useApp();
  const { data } = useResource(featuredServicesResource(language));
  const services = data ?? [];
  const part1 = t('featured_services_title_part1');
  const part2 = t('featured_services_title_part2');
  return (
    <HomeSection
      name="services"
      className="bg-white py-16 sm:py-24 dark:bg-dark-900"
      title={part1}
      highlight={part2}
      description={t('featured_services_joke_text')}
    >
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
      <ShowAllLink to="/services" text={t('featured_services_show_all')} />
    </HomeSection>
  );
}
