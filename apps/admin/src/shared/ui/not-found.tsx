import { Link } from '@tanstack/react-router';
import { useI18n } from '../i18n/i18n-provider';
import { buttonClass } from './button';

export function NotFound() {
  const { t } = useI18n();
  return (
    <main id="main" className="mx-auto max-w-md space-y-4 px-4 py-16">
      <h1 className="text-2xl font-semibold">{t.notFound.title}</h1>
      <p>{t.notFound.body}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t.notFound.home}
      </Link>
    </main>
  );
}
