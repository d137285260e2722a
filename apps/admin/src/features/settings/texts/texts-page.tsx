import { Link, useNavigate } from '@tanstack/react-router';
import { StaticContentCreateSchema } from '@wegweiser/contracts';
import { Controller } from 'react-hook-form';
import type { ContentItem } from '../../../shared/content/api';
import { describeText } from '../../../shared/content/text-descriptions';
import { TranslatableField } from '../../../shared/content/translatable-field';
import { asTranslations } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { useConsoleWords } from '../../../shared/i18n/console-words';
import { useI18n } from '../../../shared/i18n/i18n-provider';
import { TextField } from '../../../shared/ui/field';
import { EmptyState, PageHeader } from '../../../shared/ui/states';
import { ConflictNotice, SaveBar, translatableErrors } from '../shared/controls';
import { ItemLoader, QueryState, type SiteLanguages, useListedItems } from '../shared/item-loader';
import { LanguageBar, useEditLanguage } from '../shared/language-bar';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';
import { groupTexts, type ManagedText } from './text-groups';

const RESOURCE = 'managed-texts';

export default function TextsPage({ query, selected }: { query: string; selected: string | undefined }) {
  const w = useSettingsWords().w.texts;
  const common = useSettingsWords().w.common;
  const navigate = useNavigate();
  const listed = useListedItems(RESOURCE);
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
        <div className={`space-y-4 ${selected ? 'order-2 xl:order-1' : ''}`}>
          <TextField
            type="search"
            label={common.search}
            hint={w.searchHint}
            defaultValue={query}
            onChange={(event) =>
              void navigate({
                to: '/texts',
                search: { q: event.target.value || undefined, key: selected },
                replace: true,
              })
            }
          />
          <QueryState queries={listed.queries}>
            {() => {
              const texts: ManagedText[] = listed
                .items()
                .map((item) => ({ key: item.key, content: asTranslations(item.document.content) }));
              if (texts.length === 0) return <EmptyState>{w.empty}</EmptyState>;
              return <TextList texts={texts} query={query} selected={selected} />;
            }}
          </QueryState>
        </div>
        {selected ? (
          <div className="order-1 xl:order-2 xl:sticky xl:top-20 xl:self-start">
            <ItemLoader key={selected} resource={RESOURCE} itemKey={selected}>
              {(item, site) => <TextForm item={item} site={site} />}
            </ItemLoader>
          </div>
        ) : null}
      </div>
    </>
  );
}

function TextList({
  texts,
  query,
  selected,
}: {
  texts: ManagedText[];
  query: string;
  selected: string | undefined;
}) {
  const w = useSettingsWords().w.texts;
  const common = useSettingsWords().w.common;
  const { w: content } = useContentWords();
  const { language } = useI18n();
  const groups = groupTexts(texts, query);
  const shown = groups.reduce((sum, [, members]) => sum + members.length, 0);
  return (
    <div className="space-y-5">
      <p role="status" className="text-sm text-dark-600 dark:text-dark-300">
        {w.count(shown, texts.length)}
      </p>
      {groups.length === 0 ? <EmptyState>{common.noMatches}</EmptyState> : null}
      {groups.map(([group, members]) => (
        <section key={group} aria-labelledby={`texts-${group}`} className="space-y-2">
          <h2 id={`texts-${group}`} className="font-semibold text-dark-900 dark:text-white">
            {w.groups[group]}
          </h2>
          <ul className="divide-y divide-dark-200 overflow-hidden rounded-2xl border border-dark-200 bg-white dark:divide-dark-700 dark:border-dark-700 dark:bg-dark-800">
            {members.map((text) => {
              const missing = (['de', 'en', 'es', 'fr', 'zh'] as const).filter(
                (code) => !text.content[code]?.trim(),
              );
              return (
                <li key={text.key}>
                  <Link
                    to="/texts"
                    search={{ q: query || undefined, key: text.key }}
                    aria-current={text.key === selected ? 'true' : undefined}
                    className="block px-4 py-3 hover:bg-dark-50 aria-[current]:bg-primary-50 sm:px-5 dark:hover:bg-dark-700 dark:aria-[current]:bg-primary-900"
                  >
                    {/* What the text is in her words; the key, small, for whoever helps her (decision 092). */}
                    <span className="block font-semibold text-dark-900 dark:text-white">
                      {describeText(text.key, language) ?? text.key}
                    </span>
                    {describeText(text.key, language) ? (
                      <span className="block font-mono text-xs text-dark-600 dark:text-dark-300">
                        {text.key}
                      </span>
                    ) : null}
                    <span className="line-clamp-2 block text-dark-700 dark:text-dark-200">
                      {text.content.de ?? Object.values(text.content)[0] ?? ''}
                    </span>
                    {missing.length > 0 ? (
                      <span className="text-xs font-semibold text-amber-900 dark:text-amber-200">
                        {w.missing(missing.map((code) => content.languageName[code]).join(', '))}
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

function TextForm({ item, site }: { item: ContentItem; site: SiteLanguages }) {
  const { w: t, language } = useConsoleWords();
  const described = describeText(item.key, language);
  const w = useSettingsWords().w.texts;
  const [editLanguage, setEditLanguage] = useEditLanguage(site);
  const editor = useDocumentForm({
    resource: RESOURCE,
    item,
    schema: StaticContentCreateSchema,
    live: false,
  });
  const { control, formState } = editor.form;
  return (
    <form
      onSubmit={editor.submit}
      noValidate
      aria-label={w.editing}
      className="space-y-4 rounded-2xl border border-dark-200 bg-white p-5 shadow-sm dark:border-dark-700 dark:bg-dark-800"
    >
      <div>
        <h2 className="text-lg font-semibold text-dark-900 dark:text-white">
          {w.editing}: {described ?? <span className="font-mono text-base">{item.key}</span>}
        </h2>
        {described ? <p className="font-mono text-xs text-dark-600 dark:text-dark-300">{item.key}</p> : null}
      </div>
      <ConflictNotice conflict={editor.conflict} onLoad={editor.loadCurrent} />
      <LanguageBar site={site} editLanguage={editLanguage} onChange={setEditLanguage} copies={editor.copies}>
        <Controller
          control={control}
          name="content"
          render={({ field }) => (
            <TranslatableField
              name="content"
              kind="text"
              label={described ?? item.key}
              value={field.value}
              onChange={field.onChange}
              errors={translatableErrors(formState.errors, 'content', t)}
            />
          )}
        />
      </LanguageBar>
      <SaveBar item={item} live={false} editor={editor} />
      {editor.guard}
    </form>
  );
}
