/**
 * Where a campaign's mails stand: a progress bar of the mails sent and the numbers (recipients,
 * waiting, sent, failed, and — only if there are any — not sent for want of a mail server), with
 * what "waiting" and "failed" mean.
 */
import type { Campaign } from '@wegweiser/contracts';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { isLeaving } from '../api';
import { useCampaignWords } from '../words';

const TONES: Record<Campaign['status'], string> = {
  draft: 'bg-dark-100 text-dark-800 dark:bg-dark-700 dark:text-dark-100',
  sending: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-50',
  sent: 'bg-primary-100 text-primary-900 dark:bg-primary-900 dark:text-primary-50',
};

export function CampaignStatusBadge({ status }: { status: Campaign['status'] }) {
  const { w } = useCampaignWords();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-sm font-medium ${TONES[status]}`}>
      {w.statuses[status]}
    </span>
  );
}

/** The bar alone (the list shows it small). */
export function ProgressBar({ campaign, label }: { campaign: Campaign; label: string }) {
  const { recipients, sent } = campaign.progress;
  const percent = recipients === 0 ? 0 : Math.round((sent / recipients) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={recipients}
      aria-valuenow={sent}
      aria-valuetext={`${sent} / ${recipients}`}
      className="h-2.5 w-full overflow-hidden rounded-full bg-dark-200 dark:bg-dark-700"
    >
      <div
        className="h-full rounded-full bg-primary-700 dark:bg-primary-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

export function CampaignProgress({ campaign }: { campaign: Campaign }) {
  const { w, language } = useCampaignWords();
  const { progress } = campaign;
  const numbers: { label: string; value: number }[] = [
    { label: w.recipients, value: progress.recipients },
    { label: w.queued, value: progress.queued },
    { label: w.sent, value: progress.sent },
    { label: w.failed, value: progress.failed },
    // Only where mails wait for a mail server: with one configured, a 0 here would only puzzle.
    ...(progress.waiting > 0 ? [{ label: w.waiting, value: progress.waiting }] : []),
  ];
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <CampaignStatusBadge status={campaign.status} />
        {campaign.started_at ? (
          <span className="text-sm text-dark-700 dark:text-dark-200">
            {w.startedAt(formatDateTime(campaign.started_at, language))}
          </span>
        ) : null}
        {campaign.sent_at ? (
          <span className="text-sm text-dark-700 dark:text-dark-200">
            {w.finishedAt(formatDateTime(campaign.sent_at, language))}
          </span>
        ) : null}
      </div>
      <ProgressBar campaign={campaign} label={w.progressLabel} />
      <dl className={`grid grid-cols-2 gap-3 ${numbers.length === 5 ? 'sm:grid-cols-5' : 'sm:grid-cols-4'}`}>
        {numbers.map((number) => (
          <div key={number.label} className="rounded-xl border border-dark-200 p-3 dark:border-dark-700">
            <dt className="text-sm text-dark-700 dark:text-dark-200">{number.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums">{number.value}</dd>
          </div>
        ))}
      </dl>
      {progress.waiting > 0 ? (
        <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {w.waitingExplained}
        </p>
      ) : null}
      {progress.failed > 0 ? (
        <p className="text-sm text-dark-700 dark:text-dark-200">{w.failedExplained}</p>
      ) : null}
      {isLeaving(campaign) ? (
        <p role="status" className="text-sm text-dark-600 dark:text-dark-300">
          {w.polling}
        </p>
      ) : null}
    </div>
  );
}
