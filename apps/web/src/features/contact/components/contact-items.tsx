import { EnvelopeIcon, LinkIcon, MapPinIcon, PhoneIcon } from '@heroicons/react/24/outline';
import type { FooterItem } from '@wegweiser/contracts';
import { contentLink } from '../../../shared/lib/content-url';
import { Link } from '../../../shared/router/router';

const ICONS = { EnvelopeIcon, PhoneIcon, MapPinIcon } as const;

/** The item's own icon when it names one we know; otherwise one that fits the link. */
function iconFor(item: FooterItem) {
  if (Object.hasOwn(ICONS, item.icon_name)) return ICONS[item.icon_name as keyof typeof ICONS];
  if (item.url.startsWith('mailto:')) return EnvelopeIcon;
  if (item.url.startsWith('tel:')) return PhoneIcon;
  return LinkIcon;
}

/** Email, phone and address beside the form, for visitors who prefer to write or call directly. */
export function ContactItems({ items, title }: { items: FooterItem[]; title: string }) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="contact-items-title"
      className="rounded-2xl border border-slate-200 bg-primary-50 p-6 sm:p-8 dark:border-dark-700 dark:bg-dark-800"
    >
      <h2
        id="contact-items-title"
        className="font-display text-xl font-semibold text-slate-900 dark:text-white"
      >
        {title}
      </h2>
      <dl className="mt-6 space-y-5">
        {items.map((item) => {
          const Icon = iconFor(item);
          const url = contentLink(item.url);
          const text = item.translated_display_text || url || item.translated_title;
          return (
            // A dl group may only hold dt and dd, so the icon sits inside the term.
            <div key={item.id} className="relative min-h-10 pl-14">
              <dt className="text-sm text-slate-600 dark:text-dark-300">
                <span
                  aria-hidden="true"
                  className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-xl bg-white text-primary-700 shadow-sm dark:bg-dark-700 dark:text-primary-200"
                >
                  <Icon className="size-5" />
                </span>
                {item.translated_title}
              </dt>
              <dd className="mt-0.5 font-medium break-words text-slate-900 dark:text-white">
                {url ? (
                  <Link
                    to={url}
                    className="underline decoration-primary-300 underline-offset-4 hover:decoration-primary-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:decoration-primary-500 dark:hover:decoration-primary-200"
                  >
                    {text}
                  </Link>
                ) : (
                  text
                )}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
