/**
 * SEO per page: title and description (and their forms for sharing and X) in two languages side
 * by side, with a search-result preview and live length hints (title about 60, description about
 * 160 characters). A draft until published.
 */
import { useNavigate } from '@tanstack/react-router';
import { SeoSettingsCreateSchema } from '@wegweiser/contracts';
import {
  type LanguageCode,
  SEO_PAGE_IDENTIFIERS,
  type SeoPageIdentifier,
} from '@wegweiser/contracts/constants';
import { Controller } from 'react-hook-form';
import type { ContentItem } from '../../../shared/content/api';
import { TranslatableField } from '../../../shared/content/translatable-field';
import { textIn } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { SelectField } from '../../../shared/ui/field';
import { PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { ConflictNotice, SaveBar, translatableErrors } from '../shared/controls';
import { ItemLoader, type SiteLanguages } from '../shared/item-loader';
import { LanguageBar, useEditLanguage } from '../shared/language-bar';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';
import {
  breadcrumb,
  DESCRIPTION_GOAL,
  lengthVerdict,
  SEO_PAGE_PATHS,
  TITLE_GOAL,
  truncateForSnippet,
} from './snippet';

const RESOURCE = 'seo';
const FIELDS = [
  'page_title',
  'meta_description',
  'og_title',
  'og_description',
  'twitter_title',
  'twitter_description',
] as const;

export default function SeoPage({ page }: { page: SeoPageIdentifier }) {
  const w = useSettingsWords().w.seo;
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <div className="mb-6 max-w-sm">
        <SelectField
          label={w.page}
          value={page}
          onChange={(event) =>
            void navigate({ to: '/seo', search: { page: event.target.value as SeoPageIdentifier } })
          }
        >
          {SEO_PAGE_IDENTIFIERS.map((identifier) => (
            <option key={identifier} value={identifier}>
              {w.pages[identifier]}
            </option>
          ))}
        </SelectField>
      </div>
      <ItemLoader key={page} resource={RESOURCE} itemKey={page}>
        {(item, site) => <SeoForm item={item} site={site} page={page} />}
      </ItemLoader>
    </>
  );
}

function SeoForm({ item, site, page }: { item: ContentItem; site: SiteLanguages; page: SeoPageIdentifier }) {
  const t = useT();
  const w = useSettingsWords().w.seo;
  const [editLanguage, setEditLanguage] = useEditLanguage(site);
  const editor = useDocumentForm({ resource: RESOURCE, item, schema: SeoSettingsCreateSchema, live: false });
  const { control, formState, watch } = editor.form;
  const title =
    textIn(watch('page_title'), editLanguage) || textIn(watch('page_title'), site.defaultLanguage);
  const description =
    textIn(watch('meta_description'), editLanguage) ||
    textIn(watch('meta_description'), site.defaultLanguage);
  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6">
      <ConflictNotice conflict={editor.conflict} onLoad={editor.loadCurrent} />
      <LanguageBar site={site} editLanguage={editLanguage} onChange={setEditLanguage} copies={editor.copies}>
        <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
          <Panel title={w.pages[page]} id="seo-fields">
            <div className="space-y-6">
              {FIELDS.map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <div className="space-y-1">
                      <TranslatableField
                        name={name}
                        kind={name.endsWith('description') ? 'text' : 'line'}
                        label={w.fields[name]}
                        help={
                          name.startsWith('og_') || name.startsWith('twitter_') ? w.sharedHelp : undefined
                        }
                        value={field.value}
                        onChange={field.onChange}
                        errors={translatableErrors(formState.errors, name, t)}
                      />
                      {name === 'page_title' || name === 'meta_description' ? (
                        <LengthHint
                          text={textIn(field.value, editLanguage)}
                          goal={name === 'page_title' ? TITLE_GOAL : DESCRIPTION_GOAL}
                          language={editLanguage}
                          field={w.fields[name]}
                        />
                      ) : null}
                    </div>
                  )}
                />
              ))}
            </div>
          </Panel>
          <div className="order-first xl:sticky xl:top-20 xl:order-none xl:self-start">
            <Snippet title={title} description={description} path={SEO_PAGE_PATHS[page] ?? '/'} />
          </div>
        </div>
      </LanguageBar>
      <StickySaveBar>
        <SaveBar item={item} live={false} editor={editor} />
      </StickySaveBar>
      {editor.guard}
    </form>
  );
}

/** “52 of about 60 characters”, counted as the owner types, with a hint when too long or short. */
function LengthHint({
  text,
  goal,
  language,
  field,
}: {
  text: string;
  goal: number;
  language: LanguageCode;
  field: string;
}) {
  const words = useSettingsWords().w.common;
  const { w } = useContentWords();
  const verdict = lengthVerdict(text.length, goal);
  return (
    <p
      data-testid={`length-${field}`}
      aria-live="polite"
      className={`text-sm ${verdict === 'long' ? 'font-medium text-red-700 dark:text-red-300' : 'text-dark-600 dark:text-dark-300'}`}
    >
      {w.languageName[language]}: {words.characters(text.length, goal)}
      {verdict === 'long' ? ` — ${words.tooLongHint}` : verdict === 'short' ? ` — ${words.tooShortHint}` : ''}
    </p>
  );
}

function Snippet({ title, description, path }: { title: string; description: string; path: string }) {
  const w = useSettingsWords().w.seo;
  return (
    <section
      aria-labelledby="snippet-title"
      className="rounded-2xl border border-dark-200 bg-white p-5 dark:border-dark-700 dark:bg-dark-800"
    >
      <h2 id="snippet-title" className="text-lg font-semibold text-dark-900 dark:text-white">
        {w.snippet}
      </h2>
      <p className="mb-4 text-sm text-dark-600 dark:text-dark-300">{w.snippetHint}</p>
      <div
        data-testid="snippet"
        className="rounded-xl bg-white p-4 font-sans text-left"
        style={{ fontFamily: 'Arial, sans-serif' }}
      >
        <p className="truncate text-sm text-[#202124]">{breadcrumb(window.location.origin, path)}</p>
        <p data-testid="snippet-title" className="text-xl leading-snug text-[#1a0dab]">
          {truncateForSnippet(title, TITLE_GOAL)}
        </p>
        <p data-testid="snippet-description" className="text-sm leading-normal text-[#4d5156]">
          {truncateForSnippet(description, DESCRIPTION_GOAL)}
        </p>
      </div>
    </section>
  );
}
