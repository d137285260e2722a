/**
 * One newsletter campaign. A draft is a form (language, subject, markdown with the site's live
 * preview) saved from its version — a 409 offers the saved version or saving over it —, with the
 * test to the owner and the send after a confirmation that names the number of recipients. Once
 * sending, the page shows the progress and updates by itself while mails leave.
 */
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ApiRequestError } from '@wegweiser/client/api-client';
import { type CampaignCreate, CampaignCreateSchema } from '@wegweiser/contracts';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { MarkdownEditor } from '../../../shared/content/markdown-editor';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useSessionDraft } from '../../../shared/forms/use-session-draft';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useT } from '../../../shared/i18n/console-words';
import { Button, Spinner } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { SelectField, TextField } from '../../../shared/ui/field';
import { ErrorState, FormAlert, LoadingState, PageHeader, Panel } from '../../../shared/ui/states';
import { type Campaign, conflictOf, useCampaign, useCampaignMutations } from '../api';
import { useCampaignWords } from '../words';
import { CampaignProgress } from './campaign-progress';

const MarkdownRenderer = lazy(() => import('@wegweiser/markdown'));

const DRAFT_FIELDS = ['language', 'subject', 'body_markdown'] as const;

/**
 * The campaign just created here: its page opens afresh (a route of its own), and still says that
 * the draft was saved.
 */
let justCreated: string | null = null;
const valuesOf = (campaign: Campaign | null): CampaignCreate => ({
  language: (campaign?.language ?? 'de') as LanguageCode,
  subject: campaign?.subject ?? '',
  body_markdown: campaign?.body_markdown ?? '',
});

export default function CampaignPage({ id }: { id: string | null }) {
  const t = useT();
  const { w } = useCampaignWords();
  const campaign = useCampaign(id);
  let content: React.ReactNode;
  if (id !== null && campaign.isPending) content = <LoadingState />;
  else if (id !== null && campaign.isError) {
    const gone = campaign.error instanceof ApiRequestError && campaign.error.status === 404;
    content = (
      <ErrorState
        message={gone ? w.notFound : toApiProblem(campaign.error, t).message}
        {...(gone ? {} : { onRetry: () => void campaign.refetch() })}
      />
    );
  } else {
    const data = campaign.data ?? null;
    content =
      data && data.status !== 'draft' ? (
        <SentCampaign campaign={data} />
      ) : (
        <DraftEditor key={data?.id ?? 'new'} campaign={data} />
      );
  }
  return (
    <>
      <Link
        to="/campaigns"
        className="mb-3 inline-flex min-h-11 items-center text-sm font-medium text-primary-800 underline-offset-2 hover:underline dark:text-primary-200"
      >
        ← {w.back}
      </Link>
      <PageHeader
        title={
          id === null
            ? w.newTitle
            : campaign.data?.status === 'draft'
              ? w.editTitle
              : (campaign.data?.subject ?? w.title)
        }
      />
      {content}
    </>
  );
}

function DraftEditor({ campaign }: { campaign: Campaign | null }) {
  const t = useT();
  const { w } = useCampaignWords();
  const navigate = useNavigate();
  const mutations = useCampaignMutations();
  const version = useRef(campaign?.version ?? 0);
  const [conflict, setConflict] = useState<Campaign | null>(null);
  const [saved, setSaved] = useState<string | null>(() =>
    campaign !== null && campaign.id === justCreated ? w.saved : null,
  );
  useEffect(() => {
    if (campaign?.id === justCreated) justCreated = null;
  }, [campaign?.id]);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: CampaignCreateSchema,
    defaultValues: valuesOf(campaign),
    send: async (values) => {
      try {
        return campaign
          ? await mutations.save.mutateAsync({ id: campaign.id, values, version: version.current })
          : await mutations.create.mutateAsync(values);
      } catch (error) {
        setConflict(conflictOf(error));
        throw error;
      }
    },
    onProblem: (problem) => problem.status === 409,
    onSaved: (result) => {
      draft.clear();
      version.current = result.version;
      form.reset(valuesOf(result));
      setSaved(w.saved);
      if (!campaign) {
        justCreated = result.id;
        guard.release();
        void navigate({ to: '/campaigns/$id', params: { id: result.id }, replace: true });
      }
    },
  });
  const draft = useSessionDraft(`campaign:${campaign?.id ?? 'new'}`, form, DRAFT_FIELDS);
  const dirty = form.formState.isDirty;
  const guard = useUnsavedChangesGuard(dirty && !mutation.isPending);

  const resolve = (keep: boolean) => {
    if (!conflict) return;
    version.current = conflict.version;
    if (!keep) form.reset(valuesOf(conflict));
    setConflict(null);
    if (keep) void submit();
  };

  return (
    <div className="space-y-6">
      <form
        onSubmit={(event) => {
          setSaved(null);
          setConflict(null);
          void submit(event);
        }}
        noValidate
        className="space-y-5 rounded-2xl border border-dark-200 bg-white p-5 shadow-sm sm:p-6 dark:border-dark-700 dark:bg-dark-800"
      >
        {guard.dialog}
        <SelectField
          label={w.language}
          hint={w.languageHint}
          error={fieldErrorText(errors.language, t)}
          {...form.register('language')}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {w.languages[code]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={w.subject}
          hint={w.subjectHint}
          maxLength={200}
          error={fieldErrorText(errors.subject, t)}
          {...form.register('subject')}
        />
        <Controller
          control={form.control}
          name="body_markdown"
          render={({ field }) => (
            <div className="space-y-1.5">
              <label
                htmlFor="campaign-body"
                className="block text-sm font-medium text-dark-800 dark:text-dark-100"
              >
                {w.body}
              </label>
              <p id="campaign-body-hint" className="text-sm text-dark-600 dark:text-dark-300">
                {w.bodyHint}
              </p>
              <MarkdownEditor
                id="campaign-body"
                ref={field.ref}
                label={w.body}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                rows={14}
                invalid={Boolean(errors.body_markdown)}
                aria-describedby={
                  errors.body_markdown ? 'campaign-body-hint campaign-body-error' : 'campaign-body-hint'
                }
              />
              {errors.body_markdown ? (
                <p id="campaign-body-error" className="text-sm font-medium text-red-700 dark:text-red-300">
                  {fieldErrorText(errors.body_markdown, t)}
                </p>
              ) : null}
            </div>
          )}
        />
        {conflict ? (
          <div
            role="alert"
            className="space-y-3 rounded-lg border border-amber-400 bg-amber-50 p-3 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
          >
            <p>{conflict.status === 'draft' ? w.conflict : w.notDraft}</p>
            {conflict.status === 'draft' ? (
              <div className="flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => resolve(false)}>
                  {w.loadTheirs}
                </Button>
                <Button onClick={() => resolve(true)}>{w.keepMine}</Button>
              </div>
            ) : null}
          </div>
        ) : (
          <FormAlert message={formError} />
        )}
        {!dirty ? <FormAlert message={saved} tone="success" /> : null}
        <div className="flex flex-wrap justify-end gap-3">
          {campaign ? <DeleteDraft campaign={campaign} onDeleted={() => guard.release()} /> : null}
          <Button type="submit" busy={mutation.isPending}>
            {mutation.isPending ? t.common.saving : w.save}
          </Button>
        </div>
      </form>
      {campaign ? <DraftActions campaign={campaign} dirty={dirty} /> : null}
    </div>
  );
}

function DeleteDraft({ campaign, onDeleted }: { campaign: Campaign; onDeleted: () => void }) {
  const t = useT();
  const { w } = useCampaignWords();
  const navigate = useNavigate();
  const { remove } = useCampaignMutations();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {w.deleteDraft}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={w.deleteTitle}
        description={w.deleteIntro}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        error={remove.error ? toApiProblem(remove.error, t).message : null}
        onConfirm={() =>
          remove.mutate(campaign.id, {
            onSuccess: () => {
              onDeleted();
              void navigate({ to: '/campaigns', replace: true });
            },
          })
        }
      />
    </>
  );
}

/** The test to the owner and the send; both use the saved draft, so both wait for a save. */
function DraftActions({ campaign, dirty }: { campaign: Campaign; dirty: boolean }) {
  const t = useT();
  const { w } = useCampaignWords();
  const { test, send } = useCampaignMutations();
  const [confirming, setConfirming] = useState(false);
  const [testMessage, setTestMessage] = useState<{ text: string; sent: boolean } | null>(null);
  const runTest = useMutation({
    mutationFn: () => test.mutateAsync(campaign.id),
    onMutate: () => setTestMessage(null),
    // Without a mail server the test waits in the outbox: said so, never "on its way".
    onSuccess: (answer) =>
      setTestMessage(
        answer.mail_server_configured
          ? { text: w.testSent(answer.recipient), sent: true }
          : { text: w.testKept(answer.recipient), sent: false },
      ),
  });
  // The language as saved decides the audience (an unsaved change waits for the save).
  const languageName = w.languages[campaign.language as LanguageCode];
  const audience = campaign.audience;
  return (
    <>
      <Panel title={w.testTitle} id="campaign-test">
        <p className="mb-4 text-dark-700 dark:text-dark-200">{w.testIntro}</p>
        {dirty ? <p className="mb-3 text-sm text-dark-700 dark:text-dark-200">{w.saveFirst}</p> : null}
        <Button
          variant="secondary"
          busy={runTest.isPending}
          disabled={dirty}
          onClick={() => runTest.mutate()}
        >
          {w.sendTest}
        </Button>
        <div className="mt-3">
          <FormAlert
            message={testMessage?.text ?? null}
            tone={testMessage?.sent === false ? 'error' : 'success'}
          />
          <FormAlert message={runTest.error ? toApiProblem(runTest.error, t).message : null} />
        </div>
      </Panel>
      <Panel title={w.sendTitle} id="campaign-send">
        {audience === 0 ? (
          <p className="mb-3 text-dark-700 dark:text-dark-200">{w.noAudience(languageName)}</p>
        ) : null}
        {dirty ? <p className="mb-3 text-sm text-dark-700 dark:text-dark-200">{w.saveFirst}</p> : null}
        <Button disabled={dirty || audience === 0} onClick={() => setConfirming(true)}>
          {w.sendButton(audience, languageName)}
        </Button>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={w.confirmTitle}
          description={w.confirmBody(audience, languageName)}
          confirmLabel={w.confirmButton(audience)}
          busy={send.isPending}
          error={send.error ? toApiProblem(send.error, t).message : null}
          onConfirm={() => send.mutate(campaign.id, { onSuccess: () => setConfirming(false) })}
        />
      </Panel>
    </>
  );
}

/** A campaign being sent or sent: its progress, and what it said. */
function SentCampaign({ campaign }: { campaign: Campaign }) {
  const { w } = useCampaignWords();
  return (
    <div className="space-y-6">
      <Panel title={w.progressTitle} id="campaign-progress">
        <CampaignProgress campaign={campaign} />
      </Panel>
      <Panel title={w.content} id="campaign-content">
        <p className="mb-3 text-sm text-dark-700 dark:text-dark-200">
          {w.languages[campaign.language as LanguageCode]} · {campaign.subject}
        </p>
        <Suspense fallback={<Spinner />}>
          <MarkdownRenderer
            source={campaign.body_markdown}
            className="prose prose-sm prose-slate max-w-none dark:prose-invert"
          />
        </Suspense>
      </Panel>
    </div>
  );
}
