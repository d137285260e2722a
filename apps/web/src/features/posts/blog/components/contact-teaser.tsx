import { useApp } from '../../../../shared/context/app-context';
import { buildContactUrl } from '../../../../shared/lib/contact-url';
import { Link } from '../../../../shared/router/router';
import { primaryButton } from '../../../../shared/ui/button-styles';

/** A quiet invitation under an article: readers who found it useful are the likeliest to write. */
export function ContactTeaser({ title, text, button }: { title: string; text: string; button: string }) {
  const { settings } = useApp();
  return (
    <aside className="mt-16 rounded-2xl border border-primary-200 bg-primary-50 p-6 sm:p-8 dark:border-primary-800 dark:bg-primary-900/40">
      <h2 className="font-display text-2xl font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-2 text-slate-700 dark:text-dark-100">{text}</p>
      <Link
        to={buildContactUrl(settings?.contact_button_redirect_url, { context: 'general_cta' })}
        className={`mt-5 ${primaryButton}`}
      >
        {button}
      </Link>
    </aside>
  );
}
