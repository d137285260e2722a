/**
 * The owner's redirects: the three fixed ones of spec section 2, then the owner's and the automatic
 * ones (made when a slug changed, marked so), each deletable after asking; a form adds one. The
 * API refuses loops, chains and reserved paths and says why at the field.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FIXED_REDIRECTS, RedirectCreateSchema } from '@wegweiser/contracts';
import { useRef, useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { contentKeys, contentRequests, useCreateContent } from '../../../shared/content/api';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/dialog';
import { SelectField, TextField } from '../../../shared/ui/field';
import { EmptyState, FormAlert, PageHeader, Panel } from '../../../shared/ui/states';
import { QueryState, useListedItems } from '../shared/item-loader';
import { useSettingsWords } from '../words';

const RESOURCE = 'redirects';

type Redirect = {
  key: string;
  from_path: string;
  to_path: string;
  status_code: 301 | 302;
  automatic: boolean;
};

export default function RedirectsPage() {
  const words = useSettingsWords().w;
  const listed = useListedItems(RESOURCE);
  return (
    <>
      <PageHeader title={words.redirects.title} intro={words.redirects.intro} />
      <div className="space-y-6">
        <Panel title={words.redirects.adding} id="redirect-new">
          <NewRedirect />
        </Panel>
        <QueryState queries={listed.queries}>
          {() => {
            const redirects = listed
              .items()
              .map((item) => ({ ...(item.document as Omit<Redirect, 'key'>), key: item.key }));
            return <RedirectList redirects={redirects} />;
          }}
        </QueryState>
      </div>
    </>
  );
}

function NewRedirect() {
  const t = useT();
  const w = useSettingsWords().w.redirects;
  const create = useCreateContent(RESOURCE);
  const clear = useRef<() => void>(() => undefined);
  const { form, submit, errors, formError } = useApiForm({
    schema: RedirectCreateSchema,
    defaultValues: { from_path: '', to_path: '', status_code: 301 },
    send: (values) => create.mutateAsync(values),
    onSaved: () => clear.current(),
  });
  clear.current = () => form.reset();
  // The schema's message keys (reserved_path, invalid_path) read as "not valid" until the API,
  // which knows loops and chains too, answers in full sentences.
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormAlert message={formError} />
      <div className="grid gap-4 md:grid-cols-[1fr_1fr_12rem]">
        <TextField
          label={w.from[0]}
          hint={w.from[1]}
          autoCapitalize="off"
          spellCheck={false}
          error={fieldErrorText(errors.from_path, t)}
          {...form.register('from_path')}
        />
        <TextField
          label={w.to[0]}
          hint={w.to[1]}
          autoCapitalize="off"
          spellCheck={false}
          error={fieldErrorText(errors.to_path, t)}
          {...form.register('to_path')}
        />
        <SelectField label={w.status[0]} {...form.register('status_code', { valueAsNumber: true })}>
          <option value={301}>{w.permanent}</option>
          <option value={302}>{w.temporary}</option>
        </SelectField>
      </div>
      <Button type="submit" busy={create.isPending}>
        {w.add}
      </Button>
    </form>
  );
}

function RedirectList({ redirects }: { redirects: Redirect[] }) {
  const t = useT();
  const w = useSettingsWords().w.redirects;
  const api = useApi();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<Redirect | null>(null);
  const [error, setError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (redirect: Redirect) => contentRequests.remove(api, RESOURCE, redirect.key),
    onSuccess: () => setDeleting(null),
    onError: (failure) => setError(toApiProblem(failure, t).message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contentKeys.resource(RESOURCE) }),
  });
  const row = 'flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 sm:px-5';
  const path = 'break-all font-mono text-sm';
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      {redirects.length === 0 ? <EmptyState>{w.empty}</EmptyState> : null}
      <ul
        hidden={redirects.length === 0}
        aria-label={w.table}
        className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
      >
        {redirects.map((redirect) => (
          <li key={redirect.key} className={row}>
            <p className="min-w-0 flex-1 basis-64">
              <span className={path}>{redirect.from_path}</span>
              {' → '}
              <span className={path}>{redirect.to_path}</span>
            </p>
            <p className="text-sm text-dark-700 dark:text-dark-200">
              {redirect.status_code === 301 ? w.permanent : w.temporary}
              {redirect.automatic ? (
                <span
                  title={w.automaticHint}
                  className="ml-2 rounded-full bg-dark-100 px-2 py-0.5 text-xs font-semibold text-dark-800 dark:bg-dark-700 dark:text-dark-100"
                >
                  {w.automatic}
                </span>
              ) : null}
            </p>
            <Button
              variant="ghost"
              aria-label={w.deleteNamed(redirect.from_path)}
              onClick={() => setDeleting(redirect)}
            >
              {t.common.delete}
            </Button>
          </li>
        ))}
      </ul>
      <section aria-labelledby="fixed-redirects" className="space-y-2">
        <h2 id="fixed-redirects" className="font-semibold">
          {w.fixedTitle}
        </h2>
        <ul className="space-y-1 text-sm text-dark-700 dark:text-dark-200">
          {Object.entries(FIXED_REDIRECTS).map(([from, to]) => (
            <li key={from} className="font-mono">
              {from} → {to}
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={deleting ? w.confirmDelete(deleting.from_path) : ''}
        description={w.confirmBody}
        cancelLabel={t.common.cancel}
        confirmLabel={t.common.delete}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting) remove.mutate(deleting);
        }}
      />
    </div>
  );
}
