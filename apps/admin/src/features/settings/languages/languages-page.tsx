/**
 * The site's five languages: activate or deactivate, order (up/down), make one the default. The API
 * guards the default (never inactive, never without one); its refusal is shown as it words it.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toApiProblem } from '../../../shared/api/api-problem';
import { useApi } from '../../../shared/api/api-provider';
import { type ContentItem, contentKeys, contentRequests } from '../../../shared/content/api';
import { useT } from '../../../shared/i18n/console-words';
import { Button } from '../../../shared/ui/button';
import { EmptyState, FormAlert, PageHeader } from '../../../shared/ui/states';
import { QueryState, useListedItems } from '../shared/item-loader';
import { useSettingsWords } from '../words';

const RESOURCE = 'languages';

type Language = {
  key: string;
  version: number;
  name: string;
  native_name: string;
  flag: string;
  is_active: boolean;
  is_default: boolean;
  order: number;
};

const languageOf = (item: ContentItem): Language => {
  const document = item.document as Omit<Language, 'key' | 'version'>;
  return { ...document, flag: document.flag ?? '', key: item.key, version: item.version };
};

export default function LanguagesPage() {
  const words = useSettingsWords().w;
  const listed = useListedItems(RESOURCE);
  return (
    <>
      <PageHeader title={words.languages.title} intro={words.languages.intro} />
      <QueryState queries={listed.queries}>
        {() => {
          const languages = listed
            .items()
            .map(languageOf)
            .sort((a, b) => a.order - b.order || a.key.localeCompare(b.key));
          if (languages.length === 0) return <EmptyState>{words.languages.empty}</EmptyState>;
          return <LanguageList languages={languages} />;
        }}
      </QueryState>
    </>
  );
}

function LanguageList({ languages }: { languages: Language[] }) {
  const t = useT();
  const w = useSettingsWords().w.languages;
  const api = useApi();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: async (changes: { language: Language; patch: Partial<Language> }[]) => {
      for (const { language, patch } of changes)
        await contentRequests.save(api, RESOURCE, language.key, language.version, patch);
    },
    onSuccess: () => setError(null),
    onError: (failure) => {
      const problem = toApiProblem(failure, t);
      // The API names the refused field (is_active, is_default): its sentence says why.
      const fieldMessages = Object.values(problem.fields).flat();
      setError(fieldMessages.length > 0 ? fieldMessages.join(' ') : problem.message);
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.resource(RESOURCE) });
      await queryClient.invalidateQueries({ queryKey: contentKeys.languages });
    },
  });
  const move = (index: number, by: -1 | 1) => {
    const other = languages[index + by];
    const language = languages[index];
    if (!other || !language) return;
    // Positions, not the stored numbers: equal or gapped orders still swap cleanly.
    change.mutate([
      { language, patch: { order: index + by } },
      { language: other, patch: { order: index } },
      ...languages
        .map((rest, position) => ({ language: rest, patch: { order: position } }))
        .filter(
          ({ language: rest }, position) => rest !== language && rest !== other && rest.order !== position,
        ),
    ]);
  };
  return (
    <div className="space-y-4">
      <FormAlert message={error} />
      <ul
        aria-label={w.table}
        className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800"
      >
        {languages.map((language, index) => (
          <li key={language.key} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-semibold">
                {language.flag ? <span aria-hidden="true">{language.flag} </span> : null}
                <span lang={language.key}>{language.native_name}</span>
                <span className="font-normal text-dark-600 dark:text-dark-300"> · {language.name}</span>
              </p>
              <p className="flex flex-wrap gap-2 text-sm">
                <span
                  className={
                    language.is_active
                      ? 'text-dark-800 dark:text-dark-100'
                      : 'text-dark-600 dark:text-dark-300'
                  }
                >
                  {language.is_active ? w.active : w.inactive}
                </span>
                {language.is_default ? (
                  <span className="rounded-full bg-primary-50 px-2 font-semibold text-primary-900 dark:bg-primary-900 dark:text-primary-50">
                    {w.default}
                  </span>
                ) : null}
              </p>
            </div>
            <div className="flex flex-wrap gap-2">
              <Button
                variant="ghost"
                aria-label={w.moveUp(language.name)}
                disabled={index === 0 || change.isPending}
                onClick={() => move(index, -1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                aria-label={w.moveDown(language.name)}
                disabled={index === languages.length - 1 || change.isPending}
                onClick={() => move(index, 1)}
              >
                ↓
              </Button>
              <Button
                variant="secondary"
                aria-label={
                  language.is_active ? w.deactivateNamed(language.name) : w.activateNamed(language.name)
                }
                disabled={change.isPending}
                onClick={() => change.mutate([{ language, patch: { is_active: !language.is_active } }])}
              >
                {language.is_active ? w.deactivate : w.activate}
              </Button>
              {language.is_default ? null : (
                <Button
                  variant="secondary"
                  aria-label={w.makeDefaultNamed(language.name)}
                  disabled={change.isPending}
                  onClick={() => change.mutate([{ language, patch: { is_default: true, is_active: true } }])}
                >
                  {w.makeDefault}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
