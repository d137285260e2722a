import { ComputerDesktopIcon, MapPinIcon } from '@heroicons/react/24/outline';
import { localeFor } from '../../../shared/lib/format-date';
import type { Location } from '../api/get-locations';

function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([localeFor(language)], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Practice and online sessions side by side; a physical place shows its postal address. */
export function LocationList({ items, language }: { items: Location[]; language: string }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {items.map((item) => {
        const Icon = item.is_online ? ComputerDesktopIcon : MapPinIcon;
        const cityLine = [item.postal_code, item.city].filter(Boolean).join(' ');
        return (
          <li
            key={item.id}
            className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-dark-700 dark:bg-dark-800"
          >
            <span
              aria-hidden="true"
              className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-50 text-accent-700 dark:bg-accent-900/40 dark:text-accent-200"
            >
              <Icon className="size-6" />
            </span>
            <div>
              <h3 className="font-display text-xl font-semibold text-slate-900 dark:text-white">
                {item.name}
              </h3>
              {!item.is_online && (item.street || cityLine) ? (
                <address className="mt-1 not-italic text-slate-700 dark:text-dark-100">
                  {item.street ? <span className="block">{item.street}</span> : null}
                  {cityLine ? <span className="block">{cityLine}</span> : null}
                  {item.country_code ? (
                    <span className="block">{countryName(item.country_code, language)}</span>
                  ) : null}
                </address>
              ) : null}
              {item.description ? (
                <p className="mt-3 leading-relaxed text-slate-600 dark:text-dark-200">{item.description}</p>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
