/**
 * One contact message (issue 14 point 3, decision 060): who wrote, from where (the service, package
 * or post named), in which language, on which page and when; opening a new one marks it read. The
 * owner archives it, marks it as spam or not, deletes it after asking, or replies by email.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import type { Message, MessageDetail as MessageWithReplies } from '@wegweiser/contracts';
import { useEffect, useRef, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import {
  deleteMessage,
  messageQueryKey,
  messagesQueryKey,
  type SettableState,
  setMessageState,
  useMessage,
} from '../api';
import { useMessageWords } from '../words';
import { MessageStateBadge } from './message-state';
import { ReplyForm } from './reply-form';

const BACK =
  'inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium text-primary-800 underline hover:bg-dark-100 dark:text-primary-200 dark:hover:bg-dark-700';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-sm font-medium text-dark-700 dark:text-dark-200">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function Details({ message }: { message: Message }) {
  const { w, language, sourceOf } = useMessageWords();
  const { w: content } = useContentWords();
  return (
    <dl className="divide-y divide-dark-200 dark:divide-dark-700">
      <Row label={w.email}>
        <a href={`mailto:${message.email}`} className="text-primary-800 underline dark:text-primary-200">
          {message.email}
        </a>
      </Row>
      {message.phone ? (
        <Row label={w.phone}>
          <a
            href={`tel:${message.phone.replace(/[^\d+]/g, '')}`}
            className="text-primary-800 underline dark:text-primary-200"
          >
            {message.phone}
          </a>
        </Row>
      ) : null}
      <Row label={w.source}>{sourceOf(message.source)}</Row>
      <Row label={w.language}>
        {content.languageName[message.language as keyof typeof content.languageName] ?? message.language}
      </Row>
      {message.page_path ? (
        <Row label={w.page}>
          <code className="break-all">{message.page_path}</code>
        </Row>
      ) : null}
      <Row label={w.received}>
        <time dateTime={message.created_at}>{formatDateTime(message.created_at, language)}</time>
      </Row>
      {message.answered_at ? (
        <Row label={w.answeredAt}>
          <time dateTime={message.answered_at}>{formatDateTime(message.answered_at, language)}</time>
        </Row>
      ) : null}
      {message.state === 'spam' && message.spam_reason ? (
        <Row label={w.spamReason}>{w.spamReasons[message.spam_reason] ?? message.spam_reason}</Row>
      ) : null}
    </dl>
  );
}

function Actions({ message, onChanged }: { message: Message; onChanged: (text: string) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { w } = useMessageWords();
  const t = useT();
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: (state: SettableState) => setMessageState(api, message.id, state),
    onMutate: () => setError(null),
    onSuccess: async (updated) => {
      queryClient.setQueryData(messageQueryKey(message.id), updated);
      onChanged(w.stateChanged(w.states[updated.state]));
      await queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'list'] });
    },
    onError: (failure) => setError(toApiProblem(failure, t).message),
  });
  const remove = useMutation({
    mutationFn: () => deleteMessage(api, message.id),
    onSuccess: async () => {
      setDeleting(false);
      queryClient.removeQueries({ queryKey: messageQueryKey(message.id) });
      await queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'list'] });
      await navigate({ to: '/messages' });
    },
  });
  const button = (state: SettableState, label: string) => (
    <Button
      variant="secondary"
      busy={change.isPending && change.variables === state}
      onClick={() => change.mutate(state)}
    >
      {label}
    </Button>
  );
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {message.state === 'archived' ? button('read', w.unarchive) : null}
        {message.state !== 'archived' && message.state !== 'spam' ? button('archived', w.archive) : null}
        {message.state === 'spam' ? button('read', w.notSpam) : button('spam', w.markSpam)}
        {message.state === 'read' ? button('new', w.markUnread) : null}
        <Button variant="danger" onClick={() => setDeleting(true)}>
          {w.delete}
        </Button>
      </div>
      <FormAlert message={error} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={w.deleteTitle(message.name)}
        description={w.deleteIntro}
        confirmLabel={w.delete}
        busy={remove.isPending}
        error={remove.error ? toApiProblem(remove.error, t).message : null}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/** The replies sent to the message, oldest first: what was written, when, by whom, and where its mail stands. */
function ReplyThread({ message }: { message: MessageWithReplies }) {
  const { w, language } = useMessageWords();
  return (
    <ol className="space-y-3">
      {message.replies.map((entry) => (
        <li key={entry.id} className="rounded-lg border border-dark-200 p-3 dark:border-dark-700">
          <p className="text-sm text-dark-700 dark:text-dark-200">
            <time dateTime={entry.created_at}>
              {entry.sent_by
                ? w.repliedBy(formatDateTime(entry.created_at, language), entry.sent_by.name)
                : formatDateTime(entry.created_at, language)}
            </time>
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words">{entry.body}</p>
          <p
            className={`mt-2 text-sm font-medium ${
              entry.delivery === 'sent'
                ? 'text-primary-800 dark:text-primary-200'
                : entry.delivery === 'failed' || entry.delivery === 'no_server'
                  ? 'text-red-800 dark:text-red-200'
                  : 'text-dark-700 dark:text-dark-200'
            }`}
          >
            {w.delivery[entry.delivery]}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** Opening a new message marks it read, once (the owner can mark it unread again). */
function useMarkRead(message: Message | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  const done = useRef(false);
  useEffect(() => {
    if (message?.state !== 'new' || done.current) return;
    done.current = true;
    void setMessageState(api, message.id, 'read')
      .then(async (updated) => {
        queryClient.setQueryData(messageQueryKey(message.id), updated);
        await queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'list'] });
      })
      // Still shown as new: the next visit tries again.
      .catch(() => undefined);
  }, [api, queryClient, message]);
}

export default function MessageDetail({ id }: { id: string }) {
  const { w } = useMessageWords();
  const t = useT();
  const message = useMessage(id);
  const [notice, setNotice] = useState<string | null>(null);
  useMarkRead(message.data);
  const back = (
    <Link to="/messages" className={BACK}>
      ← {w.back}
    </Link>
  );
  if (message.isPending)
    return (
      <>
        {back}
        <LoadingState />
      </>
    );
  if (message.isError) {
    const missing = toApiProblem(message.error, t).status === 404;
    return (
      <>
        {back}
        <PageHeader title={missing ? w.notFound : w.detailError} />
        {missing ? null : (
          <ErrorState
            message={toApiProblem(message.error, t).message}
            onRetry={() => void message.refetch()}
          />
        )}
      </>
    );
  }
  const data = message.data;
  return (
    <>
      {back}
      <PageHeader title={data.name} actions={<MessageStateBadge state={data.state} />} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="space-y-6">
          <Panel title={w.message} id="message-text">
            <p className="whitespace-pre-wrap break-words">{data.message}</p>
          </Panel>
          {data.replies.length > 0 ? (
            <Panel title={w.thread} id="message-thread">
              <ReplyThread message={data} />
            </Panel>
          ) : null}
          <Panel title={w.reply} id="message-reply">
            <ReplyForm message={data} />
          </Panel>
        </div>
        <div className="space-y-6">
          <Panel title={w.details} id="message-details">
            <Details message={data} />
          </Panel>
          <Panel title={w.actions} id="message-actions">
            <Actions message={data} onChanged={setNotice} />
            <div className="mt-3">
              <FormAlert message={notice} tone="success" />
            </div>
          </Panel>
        </div>
      </div>
    </>
  );
}
