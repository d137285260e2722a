import type { ServiceSummary } from '@wegweiser/contracts';
import { itemMedia } from '../../../shared/lib/item-media';
import { ItemCard, ItemCardMore } from '../../../shared/ui/item-card';
import { PremiumBadge } from './premium-badge';
import { ServiceFactsLine } from './service-facts-line';

type Props = {
  service: ServiceSummary;
  price: string;
  duration: string;
  learnMoreText: string;
};

/**
 * A service in the list: image or icon, premium badge, title, short description, price and
 * duration. The title is the card's one link and stretches over the whole card.
 */
export function ServiceCard({ service, price, duration, learnMoreText }: Props) {
  const premium = service.is_premium_styled && service.premium_badge_text.trim() !== '';
  return (
    <ItemCard
      to={`/services/${service.slug}`}
      title={service.title}
      description={service.short_description}
      media={itemMedia(service)}
      fallbackIcon="heart"
      frameClass={
        service.is_premium_styled
          ? 'border-accent-300 dark:border-accent-700'
          : 'border-slate-200 dark:border-dark-700'
      }
      badge={premium ? <PremiumBadge text={service.premium_badge_text} /> : null}
      testId="service-card"
    >
      <div className="mt-auto flex flex-wrap items-end justify-between gap-3 pt-6">
        <ServiceFactsLine price={price} duration={duration} className="text-sm" />
        <ItemCardMore text={learnMoreText} className="ml-auto inline-flex items-center gap-1.5 text-sm" />
      </div>
    </ItemCard>
  );
}
