import { useApp } from '../../../shared/context/app-context';
import { contentImage, contentLink } from '../../../shared/lib/content-url';
import { Link } from '../../../shared/router/router';
import { brandInitial } from '../nav-links';

/**
 * The brand: the header logo when use_logo_instead_of_initial is set (and a logo exists), else the
 * initial of the site name in a badge, next to the site name; links to header_logo_link or /.
 */
export function Brand({ nameClassName = 'text-lg' }: { nameClassName?: string }) {
  const { settings } = useApp();
  const siteName = settings?.site_name ?? '';
  const logo = settings?.use_logo_instead_of_initial ? contentImage(settings.header_logo) : null;
  return (
    <Link
      to={contentLink(settings?.header_logo_link) ?? '/'}
      className="inline-flex min-w-0 items-center gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary-600 dark:focus-visible:outline-primary-300"
    >
      {logo ? (
        <img src={logo} alt={siteName} className="h-10 w-auto max-w-40 object-contain" />
      ) : (
        <>
          <span
            aria-hidden="true"
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-primary-700 font-display text-xl font-semibold text-white dark:bg-primary-300 dark:text-dark-900"
          >
            {brandInitial(siteName)}
          </span>
          <span
            className={`font-display leading-tight font-semibold text-dark-900 dark:text-white ${nameClassName}`}
          >
            {siteName}
          </span>
        </>
      )}
    </Link>
  );
}
