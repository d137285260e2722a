/**
 * The owner's site settings (spec section 3), grouped as the owner thinks of the website — general,
 * header, footer, social networks, appearance, favicon, company details — each switch explained in
 * one sentence. Written to the website when saved (a live resource, no publish).
 */
import { SiteSettingsCreateSchema } from '@wegweiser/contracts';
import {
  FAVICON_SOURCES,
  FOOTER_MODES,
  LINK_TARGETS,
  SOCIAL_NETWORKS,
  THEME_MODES,
} from '@wegweiser/contracts/constants';
import { Controller } from 'react-hook-form';
import { type ContentItem, useContentList } from '../../../shared/content/api';
import { CopiedTextsProvider } from '../../../shared/content/copied-texts';
import { EditLanguageSelect, LanguagePairProvider } from '../../../shared/content/language-pair';
import { TranslatableField } from '../../../shared/content/translatable-field';
import { useT } from '../../../shared/i18n/console-words';
import { ImageField } from '../../../shared/media/image-field-slot';
import { SelectField, TextField } from '../../../shared/ui/field';
import { StackedTable } from '../../../shared/ui/stacked-table';
import { EmptyState, PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import {
  CheckboxField,
  ConflictNotice,
  emptyAsNull,
  errorAt,
  SaveBar,
  translatableErrors,
} from '../shared/controls';
import { ItemLoader, QueryState, type SiteLanguages } from '../shared/item-loader';
import { useEditLanguage } from '../shared/language-bar';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';

const RESOURCE = 'site-settings';

export default function SiteSettingsPage() {
  const words = useSettingsWords().w;
  const list = useContentList(RESOURCE);
  return (
    <>
      <PageHeader title={words.site.title} intro={words.site.intro} />
      <QueryState queries={[list]}>
        {() => {
          const key = list.data?.results[0]?.key;
          if (!key) return <EmptyState>{words.site.intro}</EmptyState>;
          return (
            <ItemLoader resource={RESOURCE} itemKey={key}>
              {(item, languages) => <SiteSettingsForm item={item} site={languages} />}
            </ItemLoader>
          );
        }}
      </QueryState>
    </>
  );
}

type Flag = keyof ReturnType<typeof useSettingsWords>['w']['site']['fields'];

function SiteSettingsForm({ item, site }: { item: ContentItem; site: SiteLanguages }) {
  const t = useT();
  const words = useSettingsWords().w;
  const w = words.site;
  const [editLanguage, setEditLanguage] = useEditLanguage(site);
  const editor = useDocumentForm({ resource: RESOURCE, item, schema: SiteSettingsCreateSchema, live: true });
  const { form } = editor;
  const { register, control, formState } = form;
  const errors = formState.errors;

  const checkbox = (name: Flag) => (
    <CheckboxField label={w.fields[name][0]} help={w.fields[name][1]} {...register(name)} />
  );
  const address = (name: Flag) => (
    <TextField
      label={w.fields[name][0]}
      hint={w.fields[name][1]}
      inputMode="url"
      autoCapitalize="off"
      spellCheck={false}
      error={errorAt(errors, name, t)}
      {...register(name, { setValueAs: emptyAsNull })}
    />
  );
  const image = (name: Flag) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <ImageField
          label={w.fields[name][0]}
          help={w.fields[name][1]}
          name={name}
          nullable
          value={typeof field.value === 'string' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorAt(errors, name, t)}
        />
      )}
    />
  );
  const choice = <T extends string>(name: Flag, options: readonly T[], labels: Record<T, string>) => (
    <SelectField
      label={w.fields[name][0]}
      hint={w.fields[name][1]}
      error={errorAt(errors, name, t)}
      {...register(name)}
    >
      {options.map((option) => (
        <option key={option} value={option}>
          {labels[option]}
        </option>
      ))}
    </SelectField>
  );
  const translatable = (name: 'site_name' | 'site_description', kind: 'line' | 'text') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TranslatableField
          name={name}
          kind={kind}
          label={w.fields[name][0]}
          help={w.fields[name][1]}
          value={field.value}
          onChange={field.onChange}
          errors={translatableErrors(errors, name, t)}
          required={name === 'site_name'}
        />
      )}
    />
  );
  const business = (name: keyof typeof w.business, type = 'text') =>
    name === 'is_demo_data' ? (
      <CheckboxField
        label={w.business[name][0]}
        help={w.business[name][1]}
        {...register(`business.${name}`)}
      />
    ) : (
      <TextField
        type={type}
        label={w.business[name][0]}
        hint={w.business[name][1] || undefined}
        error={errorAt(errors, `business.${name}`, t)}
        {...register(`business.${name}`)}
      />
    );

  return (
    <LanguagePairProvider value={{ ...site, editLanguage }}>
      <CopiedTextsProvider value={editor.copies}>
        <form onSubmit={editor.submit} noValidate className="space-y-6">
          <ConflictNotice conflict={editor.conflict} onLoad={editor.loadCurrent} />
          <Panel title={w.groups.general} id="settings-general">
            <div className="space-y-5">
              {site.languages.length > 1 ? (
                <EditLanguageSelect
                  value={editLanguage}
                  onChange={setEditLanguage}
                  languages={site.languages}
                  defaultLanguage={site.defaultLanguage}
                />
              ) : null}
              {translatable('site_name', 'line')}
              {translatable('site_description', 'text')}
              {checkbox('blog_enabled')}
              {checkbox('career_enabled')}
              {address('contact_button_redirect_url')}
            </div>
          </Panel>
          <Panel title={w.groups.header} id="settings-header">
            <div className="space-y-5">
              {checkbox('use_logo_instead_of_initial')}
              {image('header_logo')}
              {address('header_logo_link')}
            </div>
          </Panel>
          <Panel title={w.groups.footer} id="settings-footer">
            <div className="space-y-5">
              {checkbox('show_footer_company_info')}
              {checkbox('show_footer_newsletter')}
              {choice('footer_mode', FOOTER_MODES, w.footerModes)}
              {address('footer_button_url')}
              {choice('footer_button_target', LINK_TARGETS, w.targets)}
            </div>
          </Panel>
          <Panel title={w.groups.social} id="settings-social">
            <SocialMatrix register={register} />
          </Panel>
          <Panel title={w.groups.appearance} id="settings-appearance">
            <div className="space-y-5">
              {checkbox('show_hero_stats')}
              {checkbox('enable_theme_toggle')}
              {choice('fixed_theme_mode', THEME_MODES, w.modes)}
            </div>
          </Panel>
          <Panel title={w.groups.favicon} id="settings-favicon">
            <div className="space-y-5">
              {checkbox('use_favicon')}
              {choice('favicon_source', FAVICON_SOURCES, w.faviconSources)}
              {image('favicon_logo')}
              {image('about_logo')}
            </div>
          </Panel>
          <Panel title={w.groups.business} id="settings-business">
            <div className="space-y-5">
              {business('is_demo_data')}
              <div className="grid gap-5 md:grid-cols-2">
                {business('legal_name')}
                {business('owner_name')}
                {business('street')}
                {business('postal_code')}
                {business('city')}
                {business('country_code')}
                {business('email', 'email')}
                {business('phone', 'tel')}
                {business('vat_id')}
              </div>
            </div>
          </Panel>
          <StickySaveBar>
            <SaveBar item={item} live editor={editor} />
          </StickySaveBar>
        </form>
        {editor.guard}
      </CopiedTextsProvider>
    </LanguagePairProvider>
  );
}

const NETWORK_NAMES: Record<(typeof SOCIAL_NETWORKS)[number], string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  x: 'X',
  reddit: 'Reddit',
};

const PLACES = [
  ['show', 'show_social_'],
  ['footer', 'footer_show_social_'],
  ['contact', 'contact_show_social_'],
] as const;

/**
 * Per network: shown in the header/company block, the footer list, the contact page. On a phone
 * each network is a card of its three switches (StackedTable), so no column is out of sight.
 */
function SocialMatrix({ register }: { register: ReturnType<typeof useDocumentForm>['form']['register'] }) {
  const words = useSettingsWords().w.site;
  const w = words.social;
  return (
    <div className="space-y-3">
      <p className="text-sm text-dark-600 dark:text-dark-300">{w.intro}</p>
      <StackedTable
        caption={words.groups.social}
        columns={[
          { key: 'network', header: w.network, label: w.network, rowHeader: true },
          ...PLACES.map(([place]) => ({ key: place, header: w[place], label: w[place], centred: true })),
        ]}
        rows={SOCIAL_NETWORKS.map((network) => ({
          key: network,
          cells: [
            NETWORK_NAMES[network],
            ...PLACES.map(([place, prefix]) => (
              <input
                key={place}
                type="checkbox"
                aria-label={w.label(NETWORK_NAMES[network], w[place])}
                className="size-6 align-middle accent-primary-700 dark:accent-primary-300"
                {...register(`${prefix}${network}`)}
              />
            )),
          ],
        }))}
        headClassName="text-dark-700 dark:text-dark-200"
        headCellClassName="px-2 py-2 first:pl-0"
        cellClassName="px-2 py-1 sm:first:pl-0"
      />
    </div>
  );
}
