/**
 * The theme editor: the three palettes (shades 50–900, a colour picker and the hex value for each),
 * the two fonts, a live preview of sample UI in light and dark mode, and a warning for every colour
 * pair that falls below WCAG AA. A draft until published, like other content.
 */
import { ThemeCreateSchema } from '@wegweiser/contracts';
import { THEME_SHADES } from '@wegweiser/contracts/constants';
import { useState } from 'react';
import type { ContentItem } from '../../../shared/content/api';
import { useT } from '../../../shared/i18n/i18n-provider';
import { SelectField, TextField } from '../../../shared/ui/field';
import { EmptyState, PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { ConflictNotice, errorAt, SaveBar } from '../shared/controls';
import { ItemLoader, QueryState, useListedItems } from '../shared/item-loader';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';
import { parseHex } from './contrast';
import { contrastProblems, type ThemeColours } from './contrast-checks';

const RESOURCE = 'themes';
const PALETTES = ['primary_colors', 'accent_colors', 'dark_colors'] as const;

export default function ThemePage() {
  const words = useSettingsWords();
  const listed = useListedItems(RESOURCE);
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <PageHeader title={words.theme.title} intro={words.theme.intro} />
      <QueryState queries={listed.queries}>
        {() => {
          const themes = listed.items();
          if (themes.length === 0) return <EmptyState>{words.theme.intro}</EmptyState>;
          // The theme the site shows first; the others can be prepared and activated later.
          const active = themes.find((theme) => theme.document.is_active === true) ?? themes[0];
          const key = chosen ?? active?.key ?? '';
          return (
            <div className="space-y-6">
              {themes.length > 1 ? (
                <div className="max-w-sm">
                  <SelectField
                    label={words.theme.pick}
                    value={key}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {themes.map((theme) => (
                      <option key={theme.key} value={theme.key}>
                        {String(theme.document.name ?? theme.key)}
                        {theme.document.is_active === true ? ` (${words.theme.activeBadge})` : ''}
                      </option>
                    ))}
                  </SelectField>
                </div>
              ) : null}
              <ItemLoader key={key} resource={RESOURCE} itemKey={key}>
                {(item) => <ThemeForm item={item} />}
              </ItemLoader>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}

/** `#abc` → `#aabbcc`: the colour input takes only the long form. */
const longHex = (hex: string) => {
  const rgb = parseHex(hex);
  return rgb ? `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}` : '#000000';
};

function ThemeForm({ item }: { item: ContentItem }) {
  const t = useT();
  const w = useSettingsWords().theme;
  const editor = useDocumentForm({ resource: RESOURCE, item, schema: ThemeCreateSchema, live: false });
  const { register, watch, setValue, formState } = editor.form;
  const colours = watch() as unknown as ThemeColours & { fonts: { display: string; body: string } };
  return (
    <form onSubmit={editor.submit} noValidate className="space-y-6">
      <ConflictNotice conflict={editor.conflict} onLoad={editor.loadCurrent} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-6">
          <Panel title={w.name[0]} id="theme-name">
            <TextField
              label={w.name[0]}
              hint={w.name[1]}
              error={errorAt(formState.errors, 'name', t)}
              {...register('name')}
            />
          </Panel>
          {PALETTES.map((palette) => (
            <Panel key={palette} title={w.palettes[palette]} id={`theme-${palette}`}>
              <p className="mb-4 text-sm text-dark-600 dark:text-dark-300">{w.paletteHelp[palette]}</p>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {THEME_SHADES.map((shade) => {
                  const path = `${palette}.${shade}`;
                  const error = errorAt(formState.errors, path, t);
                  const value = colours[palette]?.[shade] ?? '';
                  return (
                    <div key={shade} className="flex items-end gap-2">
                      <input
                        type="color"
                        aria-label={w.shadePick(w.palettes[palette], shade)}
                        value={longHex(value)}
                        onChange={(event) =>
                          setValue(path, event.target.value, { shouldDirty: true, shouldValidate: true })
                        }
                        className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-dark-300 bg-white p-1 dark:border-dark-600 dark:bg-dark-950"
                      />
                      <div className="min-w-0 flex-1">
                        <TextField
                          label={w.shadeHex(w.palettes[palette], shade)}
                          autoCapitalize="off"
                          spellCheck={false}
                          error={error ? w.invalidHex : undefined}
                          className="font-mono"
                          {...register(path)}
                        />
                      </div>
                    </div>
                  );
                })}
              </div>
            </Panel>
          ))}
          <Panel title={w.fonts} id="theme-fonts">
            <div className="grid gap-5 md:grid-cols-2">
              <TextField
                label={w.fontDisplay[0]}
                hint={w.fontDisplay[1]}
                error={errorAt(formState.errors, 'fonts.display', t)}
                {...register('fonts.display')}
              />
              <TextField
                label={w.fontBody[0]}
                hint={w.fontBody[1]}
                error={errorAt(formState.errors, 'fonts.body', t)}
                {...register('fonts.body')}
              />
            </div>
          </Panel>
        </div>
        <div className="space-y-6 xl:sticky xl:top-20 xl:self-start">
          <ContrastWarning theme={colours} />
          <Panel title={w.preview} id="theme-preview">
            <div className="space-y-4">
              <Preview theme={colours} mode="light" />
              <Preview theme={colours} mode="dark" />
            </div>
          </Panel>
        </div>
      </div>
      <StickySaveBar>
        <SaveBar item={item} live={false} editor={editor} />
      </StickySaveBar>
      {editor.guard}
    </form>
  );
}

function ContrastWarning({ theme }: { theme: ThemeColours }) {
  const w = useSettingsWords().theme;
  const problems = contrastProblems(theme);
  if (problems.length === 0) {
    return (
      <p
        role="status"
        className="rounded-xl border border-primary-300 bg-primary-50 p-4 text-sm text-primary-900 dark:border-primary-700 dark:bg-primary-900 dark:text-primary-50"
      >
        {w.contrastOk}
      </p>
    );
  }
  return (
    <section
      aria-labelledby="contrast-title"
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="contrast-title" className="font-semibold">
        {w.contrastTitle}
      </h2>
      <p className="text-sm">{w.contrastIntro}</p>
      <ul aria-label={w.contrastTitle} className="list-disc space-y-1 pl-5 text-sm">
        {problems.map(({ pair, ratio }) => (
          <li key={pair}>{w.contrastPair(w.pairs[pair], ratio.toFixed(2))}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Sample UI painted with the edited colours (inline styles: the console's own theme stays as it
 * is). Decorative for assistive technology, which reads the contrast warning instead.
 */
function Preview({
  theme,
  mode,
}: {
  theme: ThemeColours & { fonts?: { display: string; body: string } };
  mode: 'light' | 'dark';
}) {
  const w = useSettingsWords().theme;
  const dark = mode === 'dark';
  const p = theme.primary_colors ?? {};
  const a = theme.accent_colors ?? {};
  const d = theme.dark_colors ?? {};
  const font = (name: string | undefined) => (name ? `"${name}", system-ui, sans-serif` : undefined);
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium text-dark-700 dark:text-dark-200">
        {dark ? w.previewDark : w.previewLight}
      </figcaption>
      <div
        aria-hidden="true"
        data-preview={mode}
        className="space-y-3 rounded-xl border border-dark-200 p-4 dark:border-dark-700"
        style={{
          background: dark ? d['900'] : '#ffffff',
          color: dark ? d['50'] : d['900'],
          fontFamily: font(theme.fonts?.body),
        }}
      >
        <span
          className="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold"
          style={{ background: a['100'], color: a['800'] }}
        >
          {w.sampleBadge}
        </span>
        <p className="text-lg font-semibold" style={{ fontFamily: font(theme.fonts?.display) }}>
          {w.sampleHeading}
        </p>
        <p className="text-sm">{w.sampleText}</p>
        <div className="flex flex-wrap items-center gap-4">
          <span
            className="rounded-lg px-4 py-2 text-sm font-semibold"
            style={{ background: p['600'], color: '#ffffff' }}
          >
            {w.sampleButton}
          </span>
          <span className="text-sm font-semibold underline" style={{ color: dark ? p['300'] : p['600'] }}>
            {w.sampleLink}
          </span>
        </div>
      </div>
    </figure>
  );
}
