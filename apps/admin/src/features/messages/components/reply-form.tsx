/**
 * The reply to a contact message: typed text kept in sessionStorage until sent (a reload or an
 * ended session loses nothing), a question before leaving with unsent text, the original shown as
 * it will be quoted, and after sending the message is answered and the reply waits in the outbox.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type Message, MessageReplySchema } from '@wegweiser/contracts';
import { useState } from 'react';
import { useApi } from '../../../shared/api/api-provider';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { formatDateTime } from '../../../shared/i18n/i18n-provider';
import { Button } from '../../../shared/ui/button';
import { TextAreaField } from '../../../shared/ui/field';
import { FormAlert } from '../../../shared/ui/states';
import { messageQueryKey, messagesQueryKey, replyToMessage } from '../api';
import { useMessageWords } from '../words';

const DRAFT_FIELDS = ['body'] as const;

/** The original as the reply quotes it: each line after "> ". */
export const quoted = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');

export function ReplyForm({ message }: { message: Message }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { w, language } = useMessageWords();
  const t = useT();
  /** What became of the last reply sent here: kept for want of a mail server, or on its way. */
  const [sent, setSent] = useState<'queued' | 'no_server' | null>(null);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: MessageReplySchema,
    defaultValues: { body: '' },
    send: (values) => {
      setSent(null);
      return replyToMessage(api, message.id, values.body);
    },
    onSaved: async (updated) => {
      draft.clear();
      form.reset({ body: '' });
      setSent(updated.replies.at(-1)?.delivery === 'no_server' ? 'no_server' : 'queued');
      queryClient.setQueryData(messageQueryKey(message.id), updated);
      await queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'list'] });
    },
  });
  const draft = useSessionDraft(`message-reply:${message.id}`, form, DRAFT_FIELDS);
  const guard = useUnsavedChangesGuard(form.formState.isDirty);
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {guard.dialog}
      {message.answered_at && !sent ? (
        <p className="text-sm text-dark-700 dark:text-dark-200">
          {w.answeredBefore(formatDateTime(message.answered_at, language))}
        </p>
      ) : null}
      <TextAreaField
        label={w.replyBody}
        hint={w.replyTo(message.email)}
        rows={8}
        error={fieldErrorText(errors.body, t)}
        {...form.register('body')}
      />
      <figure className="space-y-1">
        <figcaption className="text-sm font-medium text-dark-700 dark:text-dark-200">{w.quoted}</figcaption>
        <pre className="max-h-48 overflow-auto whitespace-pre-wrap break-words rounded-lg border border-dark-200 bg-dark-50 p-3 font-sans text-sm text-dark-800 dark:border-dark-700 dark:bg-dark-900 dark:text-dark-100">
          {quoted(message.message)}
        </pre>
      </figure>
      <FormAlert message={formError} />
      <FormAlert
        message={sent && !form.formState.isDirty ? (sent === 'no_server' ? w.sentNoServer : w.sent) : null}
        tone={sent === 'no_server' ? 'error' : 'success'}
      />
      <Button type="submit" busy={mutation.isPending}>
        {mutation.isPending ? w.sending : w.send}
      </Button>
    </form>
  );
}
