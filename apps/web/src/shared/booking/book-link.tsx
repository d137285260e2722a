import { CalendarDaysIcon } from '@heroicons/react/24/outline';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useApp } from '../context/app-context';
import { Link } from '../router/router';
import { primaryButton, secondaryButton } from '../ui/button-styles';
import { bookingHref } from './session-types';

const LABEL: Record<LanguageCode, string> = {
  de: 'Termin buchen',
  en: 'Book an appointment',
  es: 'Reservar una cita',
  fr: 'Prendre rendez-vous',
  zh: '预约时间',
};

export const bookLabel = (language: string) => LABEL[language as LanguageCode] ?? LABEL.de;

/**
 * "Termin buchen" (decision 105): to the booking page, with the type chosen when one is given. A
 * click on it on a service or package page counts as the spec's `book_click`.
 */
export function BookLink({
  typeId,
  look = 'primary',
  className = '',
  testId,
}: {
  typeId?: number | undefined;
  look?: 'primary' | 'secondary';
  className?: string;
  testId?: string;
}) {
  const { language } = useApp();
  return (
    <Link
      to={bookingHref(typeId)}
      className={`${look === 'primary' ? primaryButton : secondaryButton} ${className}`}
      data-testid={testId}
    >
      <CalendarDaysIcon aria-hidden="true" className="size-5" />
      {bookLabel(language)}
    </Link>
  );
}
