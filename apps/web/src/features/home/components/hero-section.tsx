import { ArrowRightIcon } from '@heroicons/react/20/solid';
import { useApp } from '../../../shared/context/app-context';
import { useResource } from '../../../shared/data/use-resource';
import { buildContactUrl } from '../../../shared/lib/contact-url';
import { Link } from '../../../shared/router/router';
import { primaryButton, secondaryButton } from '../../../shared/ui/button-styles';
import { heroMediaResource } from '../api/get-hero-media';
import type { Translate } from '../home-texts';
import { useHeroStats } from '../hooks/use-hero-stats';
import { heroLayout } from '../lib/hero-layout';
import { Glow } from './glow';
import { HeroMedia } from './hero-media';
import { HeroStats } from './hero-stats';

/**
 * Title, subtitle, description, media (layout from desktop_mobile_layout), the contact and
 * services buttons and, with show_hero_stats, the key figures. A failed media call shows none.
 */
export function HeroSection({ t }: { t: Translate }) {
  const { language, settings } = useApp();
  const { data: media } = useResource(heroMediaResource(language));
  const stats = useHeroStats(settings?.show_hero_stats === true);
  const layout = heroLayout(media?.desktop_mobile_layout);
  const align = layout.centred ? 'mx-auto max-w-3xl text-center' : 'max-w-2xl lg:max-w-none';

  const text = (
    <div className={align}>
      <h1
        id="home-hero-title"
        className="font-display text-4xl font-semibold leading-tight tracking-tight text-slate-900 text-balance sm:text-5xl lg:text-[3.5rem] lg:leading-[1.1] dark:text-white"
      >
        {t('hero_title')}
      </h1>
      <p className="mt-6 text-xl leading-relaxed font-medium text-primary-800 text-pretty dark:text-primary-200">
        {t('hero_subtitle')}
      </p>
      <p className="mt-4 text-lg leading-relaxed text-slate-600 text-pretty dark:text-dark-200">
        {t('hero_description')}
      </p>
      <div className={`mt-10 flex flex-col gap-3 sm:flex-row ${layout.centred ? 'sm:justify-center' : ''}`}>
        <Link
          to={buildContactUrl(settings?.contact_button_redirect_url, { context: 'hero_cta' })}
          className={primaryButton}
          data-testid="hero-contact"
        >
          {t('header_contact_button')}
          <ArrowRightIcon aria-hidden="true" className="size-5" />
        </Link>
        <Link to="/services" className={secondaryButton} data-testid="hero-services">
          {t('services_title')}
        </Link>
      </div>
    </div>
  );
  const mediaBlock = media ? (
    <div className={`min-w-0 ${layout.centred ? 'mx-auto w-full max-w-4xl' : 'w-full'} ${layout.media}`}>
      <HeroMedia media={media} />
    </div>
  ) : null;

  return (
    <section
      aria-labelledby="home-hero-title"
      data-section="hero"
      data-layout={layout.variant}
      className="relative isolate overflow-hidden bg-linear-to-b from-primary-50 via-white to-white dark:from-dark-800 dark:via-dark-900 dark:to-dark-900"
    >
      <Glow className="-top-40 right-[-10rem] -z-10 size-[36rem] bg-primary-200/40 dark:bg-primary-900/30" />
      <Glow className="top-1/2 left-[-12rem] -z-10 size-[28rem] bg-accent-100/30 dark:bg-accent-900/10" />
      <div className="mx-auto max-w-6xl px-4 pt-12 pb-10 sm:px-6 sm:pt-20 sm:pb-24">
        <div className={`grid items-center gap-12 lg:gap-16 ${layout.grid}`}>
          {layout.mediaFirst ? (
            <>
              {mediaBlock}
              {text}
            </>
          ) : (
            <>
              {text}
              {mediaBlock}
            </>
          )}
        </div>
        {stats.stats.length > 0 ? (
          <div className="mt-16">
            <HeroStats stats={stats.stats} error={stats.error} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
