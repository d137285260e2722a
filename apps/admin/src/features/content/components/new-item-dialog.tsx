/**
 * The "new item" dialog of a collection: asks only for what the create schema requires (a
 * translatable field in the site's default language), prefilled from `config.blank()`, suggests
 * the slug from the title until the owner types one, shows the API's field errors beside their
 * fields and opens the new draft's editor once it exists.
 */
import { useNavigate } from '@tanstack/react-router';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useMemo, useRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useCreateContent, useSiteLanguages } from '../../../shared/content/api';
import type { ResourceConfig } from '../../../shared/content/config/types';
import { useContentWords } from '../../../shared/content/words';
import { fieldErrorText } from '../../../shared/forms/field-error';
import { useApiForm } from '../../../shared/forms/use-api-form';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { Dialog } from '../../../shared/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../shared/ui/field';
import { ErrorState, FormAlert, LoadingState } from '../../../shared/ui/states';
import { foldLanguageErrors, initialValues, newItemSchema, requiredFields, suggestSlug } from '../new-item';
import { useEditorWords } from '../words';

export function NewItemDialog({
  config,
  open,
  onOpenChange,
}: {
  config: ResourceConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const { w, language } = useContentWords();
  const words = useEditorWords.in(language);
  const languages = useSiteLanguages();
  const defaultLanguage = languages.data?.[0]?.code ?? null;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={words.editor.createTitle(config.title[language])}
      description={defaultLanguage ? words.editor.createIntro(w.languageName[defaultLanguage]) : undefined}
    >
      {languages.isError ? (
        <ErrorState
          message={toApiProblem(languages.error, t).message}
          onRetry={() => void languages.refetch()}
        />
      ) : defaultLanguage ? (
        <NewItemForm config={config} defaultLanguage={defaultLanguage} />
      ) : (
        <LoadingState />
      )}
    </Dialog>
  );
}

/** The error of one field; a translatable field's schema error may sit under its language. */
function errorOf(errors: Record<string, unknown>, name: string, language: LanguageCode) {
  const error = errors[name] as (FieldError & Record<string, FieldError>) | undefined;
  return error?.message !== undefined ? error : error?.[language];
}

function NewItemForm({ config, defaultLanguage }: { config: ResourceConfig; defaultLanguage: LanguageCode }) {
  const t = useT();
  const navigate = useNavigate();
  const { w, language } = useContentWords();
  const words = useEditorWords.in(language);
  const create = useCreateContent(config.resource);
  const fields = useMemo(() => requiredFields(config), [config]);
  const names = fields.map(({ spec }) => spec.name);
  const { form, submit, mutation, formError, errors } = useApiForm({
    schema: useMemo(() => newItemSchema(fields, config, defaultLanguage), [fields, config, defaultLanguage]),
    defaultValues: initialValues(fields, config.blank() as Record<string, unknown>, defaultLanguage),
    send: (values) => create.mutateAsync({ ...(config.blank() as Record<string, unknown>), ...values }),
    onSaved: (item) =>
      void navigate({ to: '/content/$resource/$key', params: { resource: config.path, key: item.key } }),
    onProblem: (problem) => {
      problem.fields = foldLanguageErrors(problem.fields, names);
      return false;
    },
  });
  // The slug follows the first translatable field (title or name) until the owner edits it.
  const slugEdited = useRef(false);
  const slugSource = names.includes('slug')
    ? fields.find((field) => field.translatable)?.spec.name
    : undefined;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {fields.map(({ spec, translatable }) => {
        const label = translatable
          ? words.editor.inLanguage(spec.label[language], w.languageName[defaultLanguage])
          : spec.label[language];
        const hint = spec.help?.[language];
        const error = fieldErrorText(errorOf(errors, spec.name, defaultLanguage), t);
        const registered = form.register(spec.name, {
          onChange: (event: { target: { value: string } }) => {
            if (spec.name === 'slug') slugEdited.current = true;
            else if (spec.name === slugSource && !slugEdited.current)
              form.setValue('slug', suggestSlug(event.target.value));
          },
        });
        if (spec.kind === 'select')
          return (
            <SelectField key={spec.name} label={label} hint={hint} error={error} {...registered}>
              {(spec.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label[language]}
                </option>
              ))}
            </SelectField>
          );
        if (spec.kind === 'summary' || spec.kind === 'markdown')
          return (
            <TextAreaField
              key={spec.name}
              label={label}
              hint={hint}
              error={error}
              lang={defaultLanguage}
              {...registered}
            />
          );
        return (
          <TextField
            key={spec.name}
            label={label}
            hint={hint}
            error={error}
            maxLength={spec.maxLength}
            lang={translatable ? defaultLanguage : undefined}
            inputMode={spec.kind === 'number' ? 'numeric' : undefined}
            autoComplete="off"
            {...registered}
          />
        );
      })}
      <FormAlert message={formError} />
      <div className="flex justify-end">
        <Button type="submit" busy={mutation.isPending}>
          {words.editor.create}
        </Button>
      </div>
    </form>
  );
}
