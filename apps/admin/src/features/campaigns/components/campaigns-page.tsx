/**
 * The newsletter campaigns, newest first: subject, language, status and progress; a new one from
 * the header (or from the empty state). A list with a campaign being sent updates by itself.
 */
import { Link } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { buttonClass } from '../../../shared/ui/button';
import { EmptyState, ErrorState, LoadingState, PageHeader } from '../../../shared/ui/states';
import { type Campaign, useCampaigns } from '../api';
import { useCampaignWords } from '../words';
import { CampaignStatusBadge, ProgressBar } from './campaign-progress';

function NewLink() {
  const { w } = useCampaignWords();
  return (
    <Link to="/campaigns/new" className={buttonClass()}>
      {w.create}
    </Link>
  );
}

export default function CampaignsPage() {
  const t = useT();
  const { w } = useCampaignWords();
  const campaigns = useCampaigns();
  let content: React.ReactNode;
  if (campaigns.isPending) content = <LoadingState />;
  else if (campaigns.isError)
    content = (
      <ErrorState
        message={`${w.loadError} ${toApiProblem(campaigns.error, t).message}`}
        onRetry={() => void campaigns.refetch()}
      />
    );
  else if (campaigns.data.results.length === 0)
    content = (
      <EmptyState>
        <p className="mb-4">{w.empty}</p>
        <NewLink />
      </EmptyState>
    );
  else
    content = (
      <ul
        aria-label={w.table}
        className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
      >
        {campaigns.data.results.map((campaign) => (
          <CampaignRow key={campaign.id} campaign={campaign} />
        ))}
      </ul>
    );
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} actions={<NewLink />} />
      {content}
    </>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const { w, language } = useCampaignWords();
  const { progress } = campaign;
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-2 px-4 py-4 sm:px-5">
      <div className="min-w-0 flex-1 basis-64">
        <Link
          to="/campaigns/$id"
          params={{ id: campaign.id }}
          className="block font-semibold break-words text-primary-800 underline-offset-2 hover:underline dark:text-primary-200"
        >
          {campaign.subject}
        </Link>
        <p className="text-sm text-dark-700 dark:text-dark-200">
          {w.languages[campaign.language as LanguageCode] ?? campaign.language} ·{' '}
          {formatDateTime(campaign.sent_at ?? campaign.started_at ?? campaign.updated_at, language)}
        </p>
      </div>
      <CampaignStatusBadge status={campaign.status} />
      <div className="w-full text-sm text-dark-700 sm:w-56 dark:text-dark-200">
        {campaign.status === 'draft' ? (
          w.draftSummary(campaign.audience)
        ) : (
          <div className="space-y-1">
            <span>{w.sentSummary(progress.sent, progress.recipients)}</span>
            <ProgressBar campaign={campaign} label={`${w.progressLabel}: ${campaign.subject}`} />
            {progress.waiting > 0 ? <span className="block">{w.waiting}</span> : null}
          </div>
        )}
      </div>
    </li>
  );
}
