import { useApp } from '../../../shared/context/app-context';
import { buildContactUrl } from '../../../shared/lib/contact-url';
import { waitingBlock } from '../../../shared/lib/waiting-block';
import { Link } from '../../../shared/router/router';
import { SpriteIcon } from '../../../shared/ui/icon';
import type { Translate } from '../home-texts';
import { Glow } from './glow';

/** The closing call-to-action; its button goes to the contact URL for source general_cta. */
export function CtaSection({ t }: { t: Translate }) {
  const { settings } = useApp();
  const step = t('about_step_text');
  return (
    <section aria-labelledby="home-cta-title" data-section="cta" {...waitingBlock} className="py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="relative overflow-hidden rounded-3xl bg-primary-800 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-20 dark:bg-primary-900 dark:ring-1 dark:ring-primary-700">
          <Glow className="-top-24 -right-24 size-72 bg-primary-600/40" />
          <Glow className="-bottom-28 -left-20 size-72 bg-primary-400/20" />
          <div className="relative mx-auto max-w-2xl">
            {step ? (
              <p className="mb-6 inline-flex rounded-2xl bg-white/10 sm:rounded-full px-4 py-1.5 text-sm font-medium text-primary-50 ring-1 ring-white/20">
                {step}
              </p>
            ) : null}
            <h2
              id="home-cta-title"
              className="font-display text-3xl font-semibold tracking-tight text-white text-balance sm:text-4xl"
            >
              {t('about_cta_title')}
            </h2>
            <p className="mt-5 text-lg leading-relaxed text-primary-50 text-pretty">{t('about_cta_text')}</p>
            <Link
              to={buildContactUrl(settings?.contact_button_redirect_url, { context: 'general_cta' })}
              className="mt-9 inline-flex items-center gap-2 rounded-full bg-white px-7 py-3.5 font-semibold text-primary-900 shadow-sm transition-colors hover:bg-primary-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {t('about_cta_button')}
              <SpriteIcon name="arrow-right" className="size-5" />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
