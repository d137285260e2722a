/** The content screens in the console's navigation, grouped: Angebot / Seiten / Blog & Karriere / Website. */
import { Link } from '@tanstack/react-router';
import { NAV_GROUPS, RESOURCE_CONFIGS } from '../../shared/content/config';
import { useContentWords } from '../../shared/content/words';
import { NAV_LINK, NAV_LINK_ACTIVE, NavSection } from '../../shared/ui/nav';
import { useEditorWords } from './words';

export function ContentNav({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const { language } = useContentWords();
  const words = useEditorWords.in(language);
  return (
    <>
      {NAV_GROUPS.map((group) => (
        <NavSection key={group} heading={words.nav[group]}>
          {RESOURCE_CONFIGS.filter((config) => config.nav === group).map((config) => (
            <li key={config.path}>
              <Link
                to="/content/$resource"
                params={{ resource: config.path }}
                onClick={onNavigate}
                className={NAV_LINK}
                activeOptions={{ includeSearch: false }}
                activeProps={NAV_LINK_ACTIVE}
              >
                {config.title[language]}
              </Link>
            </li>
          ))}
        </NavSection>
      ))}
    </>
  );
}
