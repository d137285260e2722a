import { ArrowTopRightOnSquareIcon } from '@heroicons/react/24/outline';
import type { ServicePackage } from '@wegweiser/contracts';
import type { ReactNode } from 'react';
import { isExternalUrl } from '../../../shared/router/match';
import { Link } from '../../../shared/router/router';
import type { Highlight } from '../lib/package-highlights';
import { discountLine, packagePrice } from '../lib/package-pricing';
import { HighlightList } from './highlight-list';

type Props = {
  pkg: ServicePackage;
  discountText: string;
  requestLabel: string;
  requestUrl: string;
  highlights: { fallback: boolean; items: Highlight[] };
  /** "Termin buchen", when a bookable session type belongs to the package (decision 105). */
  book?: ReactNode;
};

/** The side card: price, discount, the request button and what the package includes. */
export function PackagePriceCard({ pkg, discountText, requestLabel, requestUrl, highlights, book }: Props) {
  const discount = discountLine(pkg.discount_percentage, discountText);
  const external = isExternalUrl(requestUrl);
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-dark-700 dark:bg-dark-800">
      <p
        className="font-display text-4xl font-semibold tracking-tight text-slate-900 dark:text-white"
        data-testid="package-price"
      >
        {packagePrice(pkg)}
      </p>
      {discount ? (
        <p
          className="mt-3 inline-flex rounded-lg bg-accent-100 px-3 py-1.5 text-sm font-medium text-accent-800 dark:bg-accent-900 dark:text-accent-100"
          data-testid="package-discount"
        >
          {discount}
        </p>
      ) : null}
      <Link
        to={requestUrl}
        className="mt-6 inline-flex w-full items-center justify-center gap-2 rounded-full bg-primary-700 px-6 py-3 text-center font-medium text-white shadow-sm transition-colors hover:bg-primary-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600 dark:bg-primary-300 dark:text-dark-900 dark:hover:bg-primary-200 dark:focus-visible:outline-primary-300"
        data-testid="package-request"
      >
        {requestLabel}
        {external ? <ArrowTopRightOnSquareIcon aria-hidden="true" className="size-4" /> : null}
      </Link>
      {book}
      {highlights.items.length > 0 ? (
        <HighlightList
          items={highlights.items}
          className="mt-8 border-t border-slate-200 pt-6 text-slate-700 dark:border-dark-700 dark:text-dark-100"
        />
      ) : null}
    </div>
  );
}
