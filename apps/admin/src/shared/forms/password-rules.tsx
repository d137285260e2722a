import { PASSWORD_LIMITS } from '@wegweiser/contracts/admin-auth';
import { useT } from '../i18n/console-words';

/** The password rules, shown beside a new password and ticked as they are met. */
export function PasswordRules({ value }: { value: string }) {
  const t = useT();
  const lengthOk = value.length >= PASSWORD_LIMITS.min && value.length <= PASSWORD_LIMITS.max;
  return (
    <div className="space-y-1">
      <p className="font-medium">{t.password.rulesTitle}:</p>
      <ul className="space-y-0.5">
        <li className="flex items-start gap-2">
          <span aria-hidden="true" className={lengthOk ? 'text-primary-700 dark:text-primary-300' : ''}>
            {lengthOk ? '✓' : '•'}
          </span>
          <span>{t.password.ruleLength(PASSWORD_LIMITS.min, PASSWORD_LIMITS.max)}</span>
        </li>
        <li className="flex items-start gap-2">
          <span aria-hidden="true">•</span>
          <span>{t.password.ruleCommon}</span>
        </li>
      </ul>
      <p>{t.password.ruleTip}</p>
    </div>
  );
}
