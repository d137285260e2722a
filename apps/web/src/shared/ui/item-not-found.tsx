import { BackLink } from './back-link';

/** The managed texts ItemNotFound shows; the page loads them with its own. */
type NotFoundText = 'not_found_title' | 'not_found_text' | 'service_package_detail_back_button';

/**
 * An unknown service or package (the server answers 404): the managed not-found title and text and
 * a way back to the services.
 */
export function ItemNotFound({ t }: { t: (type: NotFoundText) => string }) {
  const text = t('not_found_text');
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6 sm:py-28">
      <p
        className="font-display text-6xl font-semibold text-primary-700 dark:text-primary-300"
        aria-hidden="true"
      >
        404
      </p>
      <h1 className="mt-4 font-display text-3xl font-semibold text-slate-900 dark:text-white">
        {t('not_found_title')}
      </h1>
      {text ? <p className="mt-4 text-lg text-slate-600 dark:text-dark-200">{text}</p> : null}
      <div className="mt-8">
        <BackLink to="/services" label={t('service_package_detail_back_button')} />
      </div>
    </section>
  );
}
