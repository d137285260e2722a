/**
 * One content item edited as a form (site settings, theme, SEO, social links, a managed text): the
 * contracts' create schema checks it as typed, a save sends only the changes with the version it was
 * read at (and which texts are unedited copies of another language, decision 089), a 409 keeps the
 * owner's typing and offers the version someone else saved, the API's field errors land on their
 * fields, and leaving with unsaved changes asks first.
 */
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGE_CODES } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import { type FieldValues, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type ContentItem, contentKeys, useContentMutations } from '../../../shared/content/api';
import { copiesChanged, copyClaims, marksOf, useCopyMarks } from '../../../shared/content/copied-texts';
import { useSaveFailure } from '../../../shared/content/use-save-failure';
import { applyApiProblem } from '../../../shared/forms/field-error';
import { schemaResolver } from '../../../shared/forms/schema-resolver';
import { useUnsavedChangesGuard } from '../../../shared/forms/use-unsaved-changes-guard';
import { useSettingsWords } from '../words';
import { buildPatch, documentPaths } from './document-patch';

type Values = Record<string, unknown>;

export function useDocumentForm({
  resource,
  item,
  schema,
  live,
}: {
  resource: string;
  item: ContentItem;
  schema: z.ZodType<FieldValues, FieldValues>;
  /** Written when saved (site settings, languages, redirects); otherwise a draft to publish. */
  live: boolean;
}) {
  const words = useSettingsWords().w;
  const queryClient = useQueryClient();
  const mutations = useContentMutations(resource, item.key);
  const form = useForm<Values, unknown, Values>({
    resolver: schemaResolver<Values>(schema),
    defaultValues: item.document,
  });
  const [formError, setFormError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const copies = useCopyMarks(() => ({ marks: marksOf(item.copied, item.document), kept: [] }));
  const [savedMarks, setSavedMarks] = useState(() => marksOf(item.copied, item.document));
  const values = form.watch();
  const dirty = form.formState.isDirty || copiesChanged(copies.state, savedMarks, values);
  const guard = useUnsavedChangesGuard(dirty);
  /** The form shows what the API answered, with the copy marks it still holds. */
  const reset = (next: ContentItem) => {
    form.reset(next.document);
    const marks = marksOf(next.copied, next.document);
    copies.setState({ marks, kept: [] });
    setSavedMarks(marks);
  };
  const { conflict, setConflict, fail } = useSaveFailure((problem) =>
    setFormError(
      problem.status === 401
        ? problem.message
        : applyApiProblem(problem, form.setError, documentPaths(item.document, LANGUAGE_CODES)),
    ),
  );

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setNotice(null);
    const patch = buildPatch(item.document, values);
    const claims = copyClaims(copies.state, values);
    if (Object.keys(patch).length === 0 && !copiesChanged(copies.state, savedMarks, values)) return;
    try {
      const saved = await mutations.save.mutateAsync({
        version: item.version,
        patch: claims.length > 0 ? { ...patch, copied: claims } : patch,
      });
      reset(saved);
      setNotice(live ? words.common.saved : words.common.draftSaved);
    } catch (error) {
      fail(error);
    }
  });

  const publish = async () => {
    setFormError(null);
    setNotice(null);
    try {
      const published = await mutations.publish.mutateAsync(item.version);
      reset(published);
      setNotice(words.common.published);
    } catch (error) {
      fail(error);
    }
  };

  /** Takes the version someone else saved: the form shows it, the next save builds on it. */
  const loadCurrent = () => {
    if (!conflict) return;
    queryClient.setQueryData(contentKeys.item(resource, conflict.key), conflict);
    reset(conflict);
    setConflict(null);
    setFormError(null);
  };

  return {
    form,
    /** Something is not saved yet: typing, or a copy mark the API does not know. */
    dirty,
    /** The copy marks, for the translatable fields (LanguageBar's `copies`). */
    copies: copies.context,
    submit,
    publish,
    saving: mutations.save.isPending,
    publishing: mutations.publish.isPending,
    conflict,
    loadCurrent,
    formError,
    notice,
    guard: guard.dialog,
  };
}
