/**
 * One email of the outbox in a dialog: recipient, status, attempts and dates, the last error, extra
 * header fields, the text as it is, and the HTML version only inside a sandboxed frame (sandbox="":
 * no script, no same origin, no navigation) — never in the console's own page. "Send again" for a
 * failed email or one kept for want of a mail server.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OUTBOX_RETRYABLE, type OutboxEmail } from '@wegweiser/contracts';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { ErrorState, FormAlert, LoadingState } from '../../../shared/ui/states';
import { outboxQueryKey, retryEmail, useOutboxEmail } from '../api';
import { useOutboxWords } from '../words';
import { OutboxStatusBadge } from './outbox-status';

const BLOCK =
  'max-h-80 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-dark-200 bg-dark-50 p-3 text-sm text-dark-900 dark:border-dark-700 dark:bg-dark-900 dark:text-dark-50';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-1.5 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-dark-700 dark:text-dark-200">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function EmailContent({ email }: { email: OutboxEmail }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { w, language, templateOf } = useOutboxWords();
  const { w: content } = useContentWords();
  const t = useT();
  const [done, setDone] = useState<string | null>(null);
  const retry = useMutation({
    mutationFn: () => retryEmail(api, email.id),
    onMutate: () => setDone(null),
    onSuccess: async (updated) => {
      queryClient.setQueryData([...outboxQueryKey, 'one', email.id], updated);
      setDone(updated.mail_server_configured ? w.retried : w.retriedNoServer);
      await queryClient.invalidateQueries({ queryKey: [...outboxQueryKey, 'list'] });
    },
  });
  const when = (value: string | null) =>
    value ? <time dateTime={value}>{formatDateTime(value, language)}</time> : w.none;
  const headers = Object.entries(email.headers);
  return (
    <div className="space-y-5">
      <dl className="divide-y divide-dark-200 dark:divide-dark-700">
        <Row label={w.recipient}>
          <span className="break-all">{email.recipient}</span>
        </Row>
        <Row label={w.kind}>{templateOf(email.template)}</Row>
        <Row label={w.status}>
          <OutboxStatusBadge status={email.status} />
        </Row>
        <Row label={w.language}>
          {content.languageName[email.language as keyof typeof content.languageName] ?? email.language}
        </Row>
        <Row label={w.created}>{when(email.created_at)}</Row>
        {email.sent_at ? <Row label={w.sentAt}>{when(email.sent_at)}</Row> : null}
        <Row label={w.attempts}>{email.attempts}</Row>
        {email.last_attempt_at ? <Row label={w.lastAttempt}>{when(email.last_attempt_at)}</Row> : null}
        {email.last_error ? (
          <Row label={w.lastError}>
            <span className="text-red-800 dark:text-red-200">{email.last_error}</span>
          </Row>
        ) : null}
        {headers.length > 0 ? (
          <Row label={w.headers}>
            <ul className="space-y-1">
              {headers.map(([name, value]) => (
                <li key={name} className="break-all font-mono text-sm">
                  {name}: {value}
                </li>
              ))}
            </ul>
          </Row>
        ) : null}
      </dl>
      {OUTBOX_RETRYABLE.includes(email.status) ? (
        <div className="space-y-2">
          <Button busy={retry.isPending} onClick={() => retry.mutate()}>
            {retry.isPending ? w.retrying : w.retry}
          </Button>
          <FormAlert message={retry.error ? toApiProblem(retry.error, t).message : null} />
        </div>
      ) : null}
      <FormAlert message={done} tone="success" />
      <section aria-labelledby="outbox-email-text" className="space-y-2">
        <h3 id="outbox-email-text" className="font-semibold">
          {w.text}
        </h3>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard */}
        <pre tabIndex={0} className={`${BLOCK} font-sans`}>
          {email.body_text}
        </pre>
      </section>
      {email.body_html ? (
        <section aria-labelledby="outbox-email-html" className="space-y-2">
          <h3 id="outbox-email-html" className="font-semibold">
            {w.html}
          </h3>
          <p className="text-sm text-dark-700 dark:text-dark-200">{w.htmlHint}</p>
          <iframe
            title={w.html}
            sandbox=""
            srcDoc={email.body_html}
            referrerPolicy="no-referrer"
            className="h-80 w-full rounded-lg border border-dark-200 bg-white dark:border-dark-700"
          />
        </section>
      ) : null}
    </div>
  );
}

export function EmailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { w } = useOutboxWords();
  const t = useT();
  const email = useOutboxEmail(id);
  let body: React.ReactNode;
  if (email.isPending) body = <LoadingState />;
  else if (email.isError)
    body = (
      <ErrorState
        message={`${w.detailError} ${toApiProblem(email.error, t).message}`}
        onRetry={() => void email.refetch()}
      />
    );
  else body = <EmailContent email={email.data} />;
  return (
    <Dialog
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={email.data?.subject ?? w.title}
      wide
    >
      {body}
    </Dialog>
  );
}
