/**
 * The booking setup screens as tabs under the page heading, so each is one tap from the others
 * (on a phone the navigation drawer is further away). They wrap rather than scroll sideways.
 */
import { Link } from '@tanstack/react-router';
import { useBookingTabs } from '../booking-nav';
import { useBookingWords } from '../words';

export function BookingTabs() {
  const { w } = useBookingWords();
  const tabs = useBookingTabs();
  return (
    <nav aria-label={w.tabs} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <Link
              to={tab.to}
              className="inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium"
              inactiveProps={{
                className:
                  'border-dark-300 text-dark-800 hover:bg-dark-100 dark:border-dark-600 dark:text-dark-100 dark:hover:bg-dark-800',
              }}
              activeProps={{
                'aria-current': 'page',
                className:
                  'border-primary-700 bg-primary-50 text-primary-900 dark:border-primary-300 dark:bg-primary-900 dark:text-primary-50',
              }}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
