/** The content screens in the console's navigation, grouped: Angebot / Seiten / Blog & Karriere / Website. */
import { Link } from '@tanstack/react-router';
import { useContentWords } from '../../shared/content/words';
import { NAV_GROUPS, RESOURCE_CONFIGS } from './config';
import { editorWordsDe, editorWordsEn } from './words';

const LINK =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-dark-800 hover:bg-dark-100 dark:text-dark-100 dark:hover:bg-dark-800';

export function ContentNav({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { language } = useContentWords();
  const words = language === 'de' ? editorWordsDe : editorWordsEn;
  return (
    <>
      {NAV_GROUPS.map((group) => (
        <div key={group} className="mt-4">
          <h2 className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-dark-600 dark:text-dark-300">
            {words.nav[group]}
          </h2>
          <ul className="space-y-1">
            {RESOURCE_CONFIGS.filter((config) => config.nav === group).map((config) => (
              <li key={config.path}>
                <Link
                  to="/content/$resource"
                  params={{ resource: config.path }}
                  onClick={onNavigate}
                  className={LINK}
                  activeOptions={{ includeSearch: false }}
                  activeProps={{
                    className:
                      'bg-primary-100 font-semibold text-primary-900 dark:bg-primary-800 dark:text-white',
                    'aria-current': 'page',
                  }}
                >
                  {config.title[language]}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}
