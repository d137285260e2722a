import { Link } from '@tanstack/react-router';
import { useT } from '../i18n/console-words';
import { buttonClass } from './button';

export function NotFound() {
  const t = useT();
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
