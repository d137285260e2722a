import type { FooterItem } from '@wegweiser/contracts';
import { FOOTER_CONTENT_TYPES, NAV_CONTENT_TYPES } from '@wegweiser/contracts/layout-texts';
import { useId } from 'react';
import { NewsletterSignup } from '../../features/newsletter/components/newsletter-signup';
import { useTexts } from '../../shared/content/use-texts';
import { useApp } from '../../shared/context/app-context';
import { useResource } from '../../shared/data/use-resource';
import { statusTexts } from '../../shared/i18n/status-texts';
import { footerSocialLinks, NETWORK_NAMES, SOCIAL_SETTINGS_ERROR } from '../../shared/lib/social-links';
import { waitingBlock } from '../../shared/lib/waiting-block';
import { Link } from '../../shared/router/router';
import { footerItemsResource, socialMediaResource } from './api/layout-resources';
import { Brand } from './components/brand';
import { FooterItemIcon } from './components/footer-item-icon';
import { SocialIcon } from './components/social-icon';
import {
  FOOTER_GRID_CLASSES,
  footerCallToAction,
  footerGridColumns,
  formatCopyright,
  showCompanyInfo,
} from './footer-config';
import { footerItemsErrorMessage, footerSections } from './footer-items';
import { landmarkLabel, navLinks } from './nav-links';

const FOOTER_TEXTS = [...NAV_CONTENT_TYPES, ...FOOTER_CONTENT_TYPES] as const;

const LEGAL_LINKS = [
  { to: '/legal/privacy', text: 'footer_legal_privacy' },
  { to: '/legal/imprint', text: 'footer_legal_imprint' },
  { to: '/legal/terms', text: 'footer_legal_terms' },
] as const;

const focusRing =
  'rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300';
const linkClasses = `text-dark-700 underline-offset-4 hover:text-primary-800 hover:underline dark:text-dark-200 dark:hover:text-primary-200 ${focusRing}`;
const headingClasses = 'font-display text-base font-semibold text-dark-900 dark:text-white';

/**
 * Site footer (spec section 2): company info, navigation, contact and social items, the newsletter
 * block or a call-to-action button (footer_mode), copyright and legal links. Failed footer items or
 * social settings are not displayed — the sections just stay away — and are kept as data-* on the
 * element for diagnostics.
 */
export function Footer() {
  const { settings, language } = useApp();
  const { t } = useTexts(FOOTER_TEXTS);
  const items = useResource(footerItemsResource(language));
  const social = useResource(socialMediaResource(language));
  const { contact, social: socialItems } = footerSections(items.data);
  const socialLinks = footerSocialLinks(settings, social.error ? undefined : social.data);
  const callToAction = footerCallToAction(settings);
  const companyInfo = showCompanyInfo(settings);
  const showContact = items.loading || contact.length > 0;
  const showSocial = socialItems.length > 0;
  const sectionCount = [companyInfo, true, showContact, showSocial].filter(Boolean).length;
  const siteName = settings?.site_name ?? '';
  const description = settings?.site_description?.trim() || t('footer_description');
  const navigationId = useId();
  const contactId = useId();
  const socialId = useId();

  return (
    <footer
      className="border-t border-dark-100 bg-dark-50 text-sm dark:border-dark-700 dark:bg-dark-800"
      data-footer-items-error={items.error ? footerItemsErrorMessage(items.error) : undefined}
      data-social-error={social.error ? SOCIAL_SETTINGS_ERROR : undefined}
    >
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:py-16">
        {callToAction.kind === 'newsletter' ? <NewsletterSignup className="mb-12" /> : null}
        {callToAction.kind === 'button' ? (
          <div className="mb-12 flex justify-center">
            <Link
              to={callToAction.url}
              {...(callToAction.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={`inline-flex items-center justify-center rounded-full bg-primary-700 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-primary-800 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 ${focusRing}`}
              data-footer-button=""
            >
              {t('footer_button_text')}
            </Link>
          </div>
        ) : null}

        <div
          data-columns={footerGridColumns(sectionCount)}
          {...waitingBlock}
          className={`grid grid-cols-1 gap-10 ${FOOTER_GRID_CLASSES[footerGridColumns(sectionCount)]}`}
        >
          {companyInfo ? (
            <div data-footer-section="company" className="min-w-0 space-y-4">
              <Brand />
              {description ? (
                <p className="max-w-xs leading-relaxed text-dark-700 dark:text-dark-200">{description}</p>
              ) : null}
              {socialLinks.length > 0 ? (
                <ul className="flex gap-2">
                  {socialLinks.map((link) => (
                    <li key={link.network}>
                      <Link
                        to={link.url}
                        aria-label={NETWORK_NAMES[link.network]}
                        className={`inline-flex h-10 w-10 items-center justify-center rounded-full border border-dark-200 text-dark-700 transition-colors hover:border-primary-300 hover:text-primary-800 dark:border-dark-600 dark:text-dark-200 dark:hover:text-primary-200 ${focusRing}`}
                      >
                        <SocialIcon network={link.network} />
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}

          <nav data-footer-section="navigation" aria-labelledby={navigationId} className="min-w-0">
            <h2 id={navigationId} className={headingClasses}>
              {t('footer_navigation_title')}
            </h2>
            <ul className="mt-4 space-y-3">{pageLinks(navLinks(settings), t)}</ul>
          </nav>

          {showContact ? (
            <section data-footer-section="contact" aria-labelledby={contactId} className="min-w-0">
              <h2 id={contactId} className={headingClasses}>
                {t('footer_contact_title')}
              </h2>
              {items.loading ? (
                <p role="status" className="mt-4 text-dark-600 dark:text-dark-300">
                  {statusTexts.loadingContact(language)}
                </p>
              ) : (
                <FooterItemList items={contact} />
              )}
            </section>
          ) : null}

          {showSocial ? (
            <section data-footer-section="social" aria-labelledby={socialId} className="min-w-0">
              <h2 id={socialId} className={headingClasses}>
                {t('footer_social_title')}
              </h2>
              <FooterItemList items={socialItems} />
            </section>
          ) : null}
        </div>

        <div className="mt-12 flex flex-col gap-4 border-t border-dark-200 pt-8 sm:flex-row sm:items-center sm:justify-between dark:border-dark-600">
          <p className="text-dark-600 dark:text-dark-300">
            {formatCopyright(t('footer_copyright'), new Date().getFullYear(), siteName)}
          </p>
          <nav aria-label={landmarkLabel('legal', language)}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">{pageLinks(LEGAL_LINKS, t)}</ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}

/** Links to the site's own pages (navigation, legal), named by their managed texts. */
function pageLinks(links: readonly { to: string; text: string }[], t: (type: string) => string) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClasses}>
        {t(link.text)}
      </Link>
    </li>
  ));
}

function FooterItemList({ items }: { items: FooterItem[] }) {
  return (
    <ul className="mt-4 space-y-3">
      {items.map((item) => (
        <li key={item.id}>
          <Link to={item.url} className={`inline-flex max-w-full items-start gap-3 ${linkClasses}`}>
            <FooterItemIcon
              name={item.icon_name}
              className="mt-0.5 h-5 w-5 shrink-0 text-primary-700 dark:text-primary-300"
            />
            <span className="min-w-0 break-words">
              <span className="sr-only">{item.translated_title}: </span>
              {item.translated_display_text || item.translated_title}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
