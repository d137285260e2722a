import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { CARD_DELAY_S } from '@wegweiser/contracts/constants';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { Link } from '../../../shared/router/router';
import { featuredPackagesResource } from '../api/get-featured-packages';
import type { Translate } from '../home-texts';
import { CardGrid } from './card-grid';
import { PackageCard } from './package-card';
import { Highlight, SectionHeader } from './section-header';
import { showAllLink } from './show-all-link';

/** Featured service packages; the whole section is left out when there are none (or the call fails). */
export function PackagesSection({ t }: { t: Translate }) {
  const { language } = useApp();
  const { data } = useResource(featuredPackagesResource(language));
  const packages = data ?? [];
  if (packages.length === 0) return null;
  const first = t('service_packages_title_first');
  const second = t('service_packages_title_second');
  return (
    <section
      aria-labelledby="home-packages-title"
      data-section="packages"
      className="border-y border-slate-100 bg-slate-50 py-16 sm:py-24 dark:border-dark-800 dark:bg-dark-800/40"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeader
          id="home-packages-title"
          badge={t('service_packages_badge')}
          title={
            <>
              {first} <Highlight>{second}</Highlight>
            </>
          }
          description={t('service_packages_description')}
        />
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
        <div className="mt-12 text-center">
          <Link to="/services/packages" className={showAllLink}>
            {t('service_packages_show_all_packages')}
            <ArrowRightIcon aria-hidden="true" className="size-5" />
          </Link>
        </div>
      </div>
    </section>
  );
}
