/**
 * "Kalender-Abo" (issue 25 point 7, decisions 104 and 111): her bookings in her phone's calendar
 * through a private address. Says in plain words what it is and that whoever has the address sees
 * her bookings; whether one exists; makes it and shows the address once (copy, subscribe on this
 * device, how to add it on iPhone, Android, Outlook); a new address or the end only after asking,
 * and each said done only once the server answered.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { CopyButton } from '../../../shared/ui/copy-button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { ErrorState, FormAlert, LoadingState, Panel } from '../../../shared/ui/states';
import { createCalendarFeed, policyKeys, revokeCalendarFeed, useCalendarFeed } from '../policy-api';
import { type PolicyWords, usePolicyWords } from '../policy-words';

type Asking = 'renew' | 'revoke' | null;

export function CalendarFeedPanel() {
  const { w } = usePolicyWords();
  const t = useT();
  const api = useApi();
  const queryClient = useQueryClient();
  const query = useCalendarFeed();
  const [address, setAddress] = useState<string | null>(null);
  const [asking, setAsking] = useState<Asking>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const run = async (action: 'create' | 'renew' | 'revoke') => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      if (action === 'revoke') {
        await revokeCalendarFeed(api);
        setAddress(null);
        setNotice(w.feed.revoked);
      } else {
        setAddress(await createCalendarFeed(api));
        if (action === 'renew') setNotice(w.feed.renewed);
      }
      queryClient.setQueryData(policyKeys.feed, { exists: action !== 'revoke' });
      setAsking(null);
    } catch (failure) {
      setError(toApiProblem(failure, t).message);
    } finally {
      setBusy(false);
    }
  };

  const exists = query.data?.exists ?? false;
  return (
    <Panel title={w.feed.title} id="calendar-feed">
      <div className="space-y-4">
        <p className="text-dark-700 dark:text-dark-200">{w.feed.intro}</p>
        <p className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          {w.feed.secret}
        </p>
        {query.isError ? (
          <ErrorState message={toApiProblem(query.error, t).message} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <LoadingState label={w.feed.loading} />
        ) : (
          <>
            {address ? (
              <FeedAddress address={address} w={w} />
            ) : (
              <p className="font-medium text-dark-900 dark:text-white">
                {exists ? w.feed.active : w.feed.none}
              </p>
            )}
            <div className="flex flex-wrap gap-3">
              {exists ? (
                <>
                  <Button variant="secondary" onClick={() => setAsking('renew')}>
                    {w.feed.renew}
                  </Button>
                  <Button variant="danger" onClick={() => setAsking('revoke')}>
                    {w.feed.revoke}
                  </Button>
                </>
              ) : (
                <Button busy={busy} onClick={() => void run('create')}>
                  {w.feed.create}
                </Button>
              )}
            </div>
            {asking === null ? <FormAlert message={error} /> : null}
            <FormAlert message={notice} tone="success" />
          </>
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => {
          if (!open) {
            setAsking(null);
            setError(null);
          }
        }}
        title={asking === 'revoke' ? w.feed.revokeTitle : w.feed.renewTitle}
        description={asking === 'revoke' ? w.feed.revokeText : w.feed.renewText}
        confirmLabel={asking === 'revoke' ? w.feed.revoke : w.feed.renew}
        busy={busy}
        error={error}
        onConfirm={() => asking && void run(asking)}
      />
    </Panel>
  );
}

/** The address, shown this once: to copy, to open on this device, and how to add it elsewhere. */
function FeedAddress({ address, w }: { address: string; w: PolicyWords }) {
  const webcal = address.replace(/^https?:\/\//, 'webcal://');
  return (
    <div className="space-y-3 rounded-xl border border-primary-300 bg-primary-50 p-4 dark:border-primary-700 dark:bg-dark-900">
      <p className="font-medium text-dark-900 dark:text-white">{w.feed.onlyNow}</p>
      <label className="block space-y-1">
        <span className="text-sm font-medium text-dark-800 dark:text-dark-100">{w.feed.addressLabel}</span>
        <input
          readOnly
          value={address}
          onFocus={(event) => event.currentTarget.select()}
          className="block w-full rounded-lg border border-dark-300 bg-white px-3 py-2 font-mono text-sm text-dark-900 dark:border-dark-600 dark:bg-dark-800 dark:text-white"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <CopyButton text={address} label={w.feed.copy} />
        <a
          href={webcal}
          className="inline-flex min-h-11 items-center font-medium text-primary-800 underline dark:text-primary-200"
        >
          {w.feed.open}
        </a>
      </div>
      <div>
        <h3 className="font-medium text-dark-900 dark:text-white">{w.feed.how}</h3>
        <dl className="mt-2 space-y-2 text-sm">
          {w.feed.steps.map((step) => (
            <div key={step.name}>
              <dt className="font-medium text-dark-900 dark:text-white">{step.name}</dt>
              <dd className="text-dark-700 dark:text-dark-200">{step.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
