import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { featuredPackagesResource } from '../api/get-featured-packages';
import type { Translate } from '../home-texts';
import { CardGrid } from './card-grid';
import { HomeSection, ShowAllLink } from './home-section';
import { PackageCard } from './package-card';

/** Featured service packages; the whole section is left out when there are none (or the call fails). */
export function PackagesSection({ t }: { t: Translate }) {
  const { language } = useApp();
  const { data } = useResource(featuredPackagesResource(language));
  const packages = data ?? [];
  if (packages.length === 0) return null;
  const first = t('service_packages_title_first');
  const second = t('service_packages_title_second');
  return (
    <HomeSection
      name="packages"
      className="border-y border-slate-100 bg-slate-50 py-16 sm:py-24 dark:border-dark-800 dark:bg-dark-800/40"
      badge={t('service_packages_badge')}
      title={first}
      highlight={second}
      description={t('service_packages_description')}
    >
      <div className="mt-12">
        <CardGrid
          items={packages}
          kind="packages"
          delayS={CARD_DELAY_S.package}
          label={`${first} ${second}`.trim()}
          itemKey={(pkg) => pkg.id}
          renderItem={(pkg) => <PackageCard pkg={pkg} t={t} />}
        />
      </div>
      <ShowAllLink to="/services/packages" text={t('service_packages_show_all_packages')} />
    </HomeSection>
  );
}
