/**
 * The theme editor: a brand colour and an accent colour, each generating its shades 50–900
 * (decision 091) with every shade open to fine-tuning, the dark tones shade by shade, the two fonts,
 * a live preview painted with exactly the shades the site uses in light and dark mode, and a warning
 * for every such pair that falls below WCAG AA. A draft until published, like other content.
 */
import { ThemeCreateSchema } from '@wegweiser/contracts';
import { THEME_SHADES } from '@wegweiser/contracts/constants';
import { useId, useState } from 'react';
import type { ContentItem } from '../../../shared/content/api';
import { useT } from '../../../shared/i18n/console-words';
import { SelectField, TextField } from '../../../shared/ui/field';
import { EmptyState, PageHeader, Panel } from '../../../shared/ui/states';
import { StickySaveBar } from '../../../shared/ui/sticky-save-bar';
import { ConflictNotice, errorAt, SaveBar } from '../shared/controls';
import { ItemLoader, QueryState, useListedItems } from '../shared/item-loader';
import { useDocumentForm } from '../shared/use-document-form';
import { useSettingsWords } from '../words';
import { brandScale } from './colour-scale';
import { parseHex } from './contrast';
import { contrastProblems, type ThemeColours } from './contrast-checks';

const RESOURCE = 'themes';
const PALETTES = ['primary_colors', 'accent_colors', 'dark_colors'] as const;
type PaletteName = (typeof PALETTES)[number];
/** The palettes made from one colour; the dark tones (text, dark background) stay shade by shade. */
const GENERATED = ['primary_colors', 'accent_colors'] as const;
const isGenerated = (palette: PaletteName): palette is (typeof GENERATED)[number] =>
  (GENERATED as readonly string[]).includes(palette);
const LONG_HEX = /^#[0-9a-f]{6}$/i;

export default function ThemePage() {
  const words = useSettingsWords().w;
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
  const w = useSettingsWords().w.theme;
  const editor = useDocumentForm({ resource: RESOURCE, item, schema: ThemeCreateSchema, live: false });
  const { register, watch, formState } = editor.form;
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
            <PalettePanel key={palette} palette={palette} editor={editor} colours={colours[palette] ?? {}} />
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
            <p className="mb-3 text-sm text-dark-600 dark:text-dark-300">{w.previewHelp}</p>
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

type Editor = ReturnType<typeof useDocumentForm>;
/** A palette's panel and its shade fields: the palette, the form, and the colours as typed. */
type PaletteProps = { palette: PaletteName; editor: Editor; colours: Record<string, string> };

function PalettePanel({ palette, editor, colours }: PaletteProps) {
  const t = useT();
  const w = useSettingsWords().w.theme;
  const name = w.palettes[palette];
  const { formState } = editor.form;
  const [open, setOpen] = useState(false);
  // A refused shade must be seen: the fine-tune opens by itself.
  const hasError = THEME_SHADES.some(
    (shade) => errorAt(formState.errors, `${palette}.${shade}`, t) !== undefined,
  );
  return (
    <Panel title={name} id={`theme-${palette}`}>
      <p className="mb-4 text-sm text-dark-600 dark:text-dark-300">{w.paletteHelp[palette]}</p>
      {isGenerated(palette) ? (
        <div className="space-y-4">
          <BrandColour palette={palette} editor={editor} colours={colours} />
          <Swatches label={w.swatches(name)} colours={colours} />
          <details
            open={open || hasError}
            onToggle={(event) => setOpen(event.currentTarget.open)}
            className="rounded-lg border border-dark-200 dark:border-dark-700"
          >
            <summary className="cursor-pointer rounded-lg px-4 py-3 text-sm font-semibold text-dark-800 focus-visible:outline-2 focus-visible:outline-primary-600 dark:text-dark-100">
              {w.fineTune}
            </summary>
            <div className="space-y-3 border-t border-dark-200 p-4 dark:border-dark-700">
              <p className="text-sm text-dark-600 dark:text-dark-300">{w.fineTuneHelp}</p>
              <ShadeFields palette={palette} editor={editor} colours={colours} />
            </div>
          </details>
        </div>
      ) : (
        <ShadeFields palette={palette} editor={editor} colours={colours} />
      )}
    </Panel>
  );
}

/**
 * One colour for the whole palette: the picker and its hex field set shade 500 to it and every
 * other shade to the generated scale. Until the owner picks, it shows the stored shade 500.
 */
function BrandColour({
  palette,
  editor,
  colours,
}: {
  palette: (typeof GENERATED)[number];
  editor: Editor;
  colours: Record<string, string>;
}) {
  const w = useSettingsWords().w.theme;
  const [label, hint] = w.brand[palette];
  const hintId = useId();
  const [typed, setTyped] = useState<string | null>(null);
  const stored = colours['500'] ?? '';
  const apply = (hex: string) => {
    const scale = brandScale(hex);
    if (!scale) return;
    for (const shade of THEME_SHADES) {
      const path = `${palette}.${shade}`;
      editor.form.setValue(path, scale[shade], { shouldDirty: true, shouldValidate: true });
    }
  };
  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="text-sm font-semibold text-dark-800 dark:text-dark-100">{label}</legend>
      <p id={hintId} className="text-sm text-dark-600 dark:text-dark-300">
        {hint}
      </p>
      <div className="flex items-end gap-2">
        <input
          type="color"
          aria-label={w.brandPick(label)}
          value={longHex(stored)}
          onChange={(event) => {
            setTyped(null);
            apply(event.target.value);
          }}
          className="h-11 w-12 shrink-0 cursor-pointer rounded-lg border border-dark-300 bg-white p-1 dark:border-dark-600 dark:bg-dark-950"
        />
        <div className="min-w-0 max-w-48 flex-1">
          <TextField
            label={w.brandHex(label)}
            autoCapitalize="off"
            spellCheck={false}
            className="font-mono"
            value={typed ?? stored}
            error={typed !== null && !LONG_HEX.test(typed.trim()) ? w.invalidHex : undefined}
            onChange={(event) => {
              const value = event.target.value;
              setTyped(value);
              if (LONG_HEX.test(value.trim())) apply(value.trim().toLowerCase());
            }}
          />
        </div>
      </div>
    </fieldset>
  );
}

/** The palette's ten shades as a row of samples, lightest first. */
function Swatches({ label, colours }: { label: string; colours: Record<string, string> }) {
  return (
    <ul aria-label={label} className="grid grid-cols-5 gap-1.5 sm:grid-cols-10">
      {THEME_SHADES.map((shade) => (
        <li key={shade} className="min-w-0 text-center">
          <span
            data-swatch={shade}
            className="block h-9 rounded-md border border-dark-900/10 dark:border-white/15"
            style={{ background: colours[shade] }}
          />
          <span className="mt-1 block text-xs text-dark-600 tabular-nums dark:text-dark-300">
            {shade}
            <span className="sr-only">: {colours[shade]}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A picker and a hex field per shade; changing one leaves the others as they are. */
function ShadeFields({ palette, editor, colours }: PaletteProps) {
  const t = useT();
  const w = useSettingsWords().w.theme;
  const { register, setValue, formState } = editor.form;
  return (
    <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
      {THEME_SHADES.map((shade) => {
        const path = `${palette}.${shade}`;
        const error = errorAt(formState.errors, path, t);
        const value = colours[shade] ?? '';
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
  );
}

function ContrastWarning({ theme }: { theme: ThemeColours }) {
  const w = useSettingsWords().w.theme;
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

/** Tailwind's slate, which the site keeps for light-mode headings and text whatever the theme. */
const SLATE = { '600': '#475569', '800': '#1e293b', '900': '#0f172a' };

/**
 * Sample UI painted with the edited colours, shade for shade as the site paints it in each mode
 * (apps/web: the layout, header, button styles, cards and badges; the same pairs the contrast check
 * reads). Inline styles: the console's own theme stays as it is. Decorative for assistive
 * technology, which reads the contrast warning instead.
 */
function Preview({
  theme,
  mode,
}: {
  theme: ThemeColours & { fonts?: { display: string; body: string } };
  mode: 'light' | 'dark';
}) {
  const w = useSettingsWords().w.theme;
  const dark = mode === 'dark';
  const p = theme.primary_colors ?? {};
  const a = theme.accent_colors ?? {};
  const d = theme.dark_colors ?? {};
  const font = (name: string | undefined) => (name ? `"${name}", system-ui, sans-serif` : undefined);
  // Colour with 60 % opacity (`/60` on the site), as #rrggbb99.
  const sixty = (hex: string | undefined) => (hex && /^#[0-9a-f]{6}$/i.test(hex) ? `${hex}99` : hex);
  const look = dark
    ? {
        page: { background: d['900'], color: d['100'] },
        heading: '#ffffff',
        nav: { background: d['800'], color: p['200'] },
        button: { background: p['300'], color: d['900'] },
        link: p['300'],
        card: { background: d['800'], borderColor: d['700'] },
        cardText: d['300'],
        badge: { background: sixty(a['900']), color: a['100'] },
        savings: { background: sixty(p['900']), color: p['100'] },
      }
    : {
        page: { background: '#ffffff', color: SLATE['800'] },
        heading: SLATE['900'],
        nav: { background: p['50'], color: p['800'] },
        button: { background: p['700'], color: '#ffffff' },
        link: p['700'],
        card: { background: '#ffffff', borderColor: d['100'] },
        cardText: SLATE['600'],
        badge: { background: a['100'], color: a['800'] },
        savings: { background: p['100'], color: p['800'] },
      };
  return (
    <figure className="space-y-1">
      <figcaption className="text-sm font-medium text-dark-700 dark:text-dark-200">
        {dark ? w.previewDark : w.previewLight}
      </figcaption>
      <div
        aria-hidden="true"
        data-preview={mode}
        className="space-y-3 rounded-xl border border-dark-200 p-4 dark:border-dark-700"
        style={{ ...look.page, fontFamily: font(theme.fonts?.body) }}
      >
        <span
          data-sample="nav"
          className="inline-block rounded-full px-3 py-1 text-sm font-medium"
          style={look.nav}
        >
          {w.sampleNav}
        </span>
        <p
          className="text-lg font-semibold"
          style={{ color: look.heading, fontFamily: font(theme.fonts?.display) }}
        >
          {w.sampleHeading}
        </p>
        <p className="text-sm">{w.sampleText}</p>
        <div className="flex flex-wrap items-center gap-4">
          <span
            data-sample="button"
            className="rounded-full px-4 py-2 text-sm font-semibold"
            style={look.button}
          >
            {w.sampleButton}
          </span>
          <span data-sample="link" className="text-sm font-medium" style={{ color: look.link }}>
            {w.sampleLink}
          </span>
        </div>
        <div className="space-y-2 rounded-xl border p-3" style={look.card}>
          <div className="flex flex-wrap gap-2">
            <span
              data-sample="badge"
              className="rounded-full px-2.5 py-0.5 text-xs font-semibold"
              style={look.badge}
            >
              {w.sampleBadge}
            </span>
            <span className="rounded-full px-2.5 py-0.5 text-xs font-semibold" style={look.savings}>
              {w.sampleSavings}
            </span>
          </div>
          <p className="text-sm" style={{ color: look.cardText }}>
            {w.sampleCard}
          </p>
        </div>
      </div>
    </figure>
  );
}
