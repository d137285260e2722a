import { useApp } from '../../../app/app-context';
import { Link } from '../../../app/router/router';
import { buildContactUrl } from '../../../shared/lib/contact-url';

/** A quiet invitation under an article: readers who found it useful are the likeliest to write. */
export function ContactTeaser({ title, text, button }: { title: string; text: string; button: string }) {
  const { settings } = useApp();
  return (
    <aside className="mt-16 rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8 dark:border-primary-800 dark:bg-primary-900/40">
      <h2 className="font-display text-2xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-slate-700 dark:text-dark-100">{text}</p>
      <Link
        to={buildContactUrl(settings?.contact_button_redirect_url, { context: 'general_cta' })}
        className="mt-5 inline-flex min-h-11 items-center rounded-full bg-primary-700 px-6 font-medium text-white shadow-sm transition hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-700 dark:focus-visible:outline-primary-300"
      >
        {button}
      </Link>
    </aside>
  );
}
