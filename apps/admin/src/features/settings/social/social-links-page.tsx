/**
 * Social profile addresses per language (a German and an English LinkedIn page, say). Where the
 * icons appear is a site setting; here only the addresses. A draft until published.
 */
import { useNavigate } from '@tanstack/react-router';
import { SocialMediaSettingsCreateSchema } from '@wegweiser/contracts';
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type ContentItem, useContentList, useSiteLanguages } from '../../../shared/content/api';
import { useContentWords } from '../../../shared/content/words';
import { useT } from '../../../shared/i18n/console-words';
import { SelectField, TextField } from '../../../shared/ui/field';
import { EmptyState, PageHeader, Panel } from '../../../shared/ui/states';
import { ConflictNotice, errorAt, SaveBar } from '../shared/controls';
import { ItemLoader, QueryState } from '../shared/item-loader';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';

const RESOURCE = 'social-links';
const NETWORKS = [
  ['facebook_url', 'Facebook'],
  ['instagram_url', 'Instagram'],
  ['linkedin_url', 'LinkedIn'],
  ['x_url', 'X'],
  ['reddit_url', 'Reddit'],
] as const;

export default function SocialLinksPage({ language }: { language: string | undefined }) {
  const w = useSettingsWords().w.social;
  const { w: content } = useContentWords();
  const navigate = useNavigate();
  const list = useContentList(RESOURCE);
  const site = useSiteLanguages();
  return (
    <>
      <PageHeader title={w.title} intro={w.intro} />
      <QueryState queries={[list, site]}>
        {() => {
          const keys = (list.data?.results ?? []).map((row) => row.key);
          if (keys.length === 0) return <EmptyState>{w.empty}</EmptyState>;
          const fallback = site.data?.[0]?.code;
          const key =
            language && keys.includes(language)
              ? language
              : fallback && keys.includes(fallback)
                ? fallback
                : (keys[0] ?? '');
          return (
            <div className="space-y-6">
              <div className="max-w-sm">
                <SelectField
                  label={w.language}
                  value={key}
                  onChange={(event) =>
                    void navigate({ to: '/social-links', search: { language: event.target.value } })
                  }
                >
                  {keys.map((code) => (
                    <option key={code} value={code}>
                      {content.languageName[code as LanguageCode] ?? code}
                    </option>
                  ))}
                </SelectField>
              </div>
              <ItemLoader key={key} resource={RESOURCE} itemKey={key}>
                {(item) => <SocialForm item={item} />}
              </ItemLoader>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

function SocialForm({ item }: { item: ContentItem }) {
  const t = useT();
  const w = useSettingsWords().w.social;
  const editor = useDocumentForm({
    resource: RESOURCE,
    item,
    schema: SocialMediaSettingsCreateSchema,
    live: false,
  });
  const { register, formState } = editor.form;
  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6">
      <ConflictNotice conflict={editor.conflict} onLoad={editor.loadCurrent} />
      <Panel title={w.title} id="social-fields">
        <div className="grid gap-5 md:grid-cols-2">
          {NETWORKS.map(([field, network]) => (
            <TextField
              key={field}
              label={w.url(network)}
              hint={w.urlHelp}
              inputMode="url"
              autoCapitalize="off"
              spellCheck={false}
              error={errorAt(formState.errors, field, t)}
              {...register(field)}
            />
          ))}
        </div>
      </Panel>
      <SaveBar item={item} live={false} editor={editor} />
      {editor.guard}
    </form>
  );
}
