/**
 * How a service's or package's card looks (decision 098): the choice Symbol / Bild, beside it the
 * icon picker (the site's icons, each named in words) or the card picture, and a preview of the card
 * as the site draws it. The rule is the spec's ("Cards"): the picture replaces the icon only when
 * use_image_instead_of_icon is set and card_image_url or image exists, card_image_url preferred.
 * Every field stays a field of the document: the choice writes use_image_instead_of_icon, the
 * picker `icon`, the picture field `card_image_url`; nothing typed is dropped when the choice changes.
 */
import { safeUrl } from '@wegweiser/contracts/safe-url';
import { useId } from 'react';
import { ICON_OPTIONS } from '../../../shared/content/config/icon-names';
import type { FieldSpec } from '../../../shared/content/config/types';
import { useLanguagePair } from '../../../shared/content/language-pair';
import { textIn } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { ImageField } from '../../../shared/media/image-field-slot';
import { NamedIcon } from '../../../shared/ui/named-icon';
import { type CardLookWords, useCardLookWords } from '../card-look-words';

type Props = {
  /** The `card-look` field (use_image_instead_of_icon). */
  field: FieldSpec<string>;
  /** The fields drawn inside it (`within`): the icon and the card picture. */
  inner: readonly FieldSpec<string>[];
  document: Record<string, unknown>;
  onChange: (name: string, value: unknown) => void;
  errors: Record<string, string[]>;
};

/** The card's picture by the spec's rule, or null when the card shows its icon. */
export function cardPicture(document: Record<string, unknown>): string | null {
  const card = safeUrl(asText(document.card_image_url), { kind: 'image' });
  const full = safeUrl(asText(document.image), { kind: 'image' });
  const src = card ?? full;
  return document.use_image_instead_of_icon === true && src ? src : null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : null);

export function CardLookControl({ field, inner, document, onChange, errors }: Props) {
  const { w, language } = useCardLookWords();
  const id = useId();
  const picture = document.use_image_instead_of_icon === true;
  const iconField = inner.find((spec) => spec.name === 'icon');
  const cardImageField = inner.find((spec) => spec.name === 'card_image_url');
  const hasCardImage = safeUrl(asText(document.card_image_url), { kind: 'image' }) !== null;
  const hasPageImage = safeUrl(asText(document.image), { kind: 'image' }) !== null;
  const error = (name: string) => errors[name]?.join(' ');
  const choiceError = error(field.name);
  return (
    <div className="min-w-0 space-y-4">
      <fieldset className="min-w-0 space-y-2" aria-describedby={`${id}-intro`}>
        <legend className="text-sm font-semibold text-dark-900 dark:text-white">{w.title}</legend>
        <p id={`${id}-intro`} className="text-sm text-dark-600 dark:text-dark-300">
          {w.intro}
        </p>
        <div className="flex flex-wrap gap-2">
          {(
            [
              [false, w.showIcon],
              [true, w.showPicture],
            ] as const
          ).map(([value, label]) => (
            <label
              key={label}
              className={`flex min-h-11 min-w-32 cursor-pointer items-center gap-3 rounded-lg border px-4 text-sm font-medium ${
                picture === value
                  ? 'border-primary-700 bg-primary-50 text-primary-900 dark:border-primary-300 dark:bg-primary-900/60 dark:text-white'
                  : 'border-dark-300 bg-white text-dark-800 hover:bg-dark-50 dark:border-dark-600 dark:bg-dark-900 dark:text-dark-100 dark:hover:bg-dark-800'
              }`}
            >
              <input
                type="radio"
                name={`${id}-look`}
                className="size-5 accent-primary-700 dark:accent-primary-300"
                checked={picture === value}
                onChange={() => onChange(field.name, value)}
              />
              {label}
            </label>
          ))}
        </div>
        {choiceError ? (
          <p className="text-sm font-medium text-red-700 dark:text-red-300">{choiceError}</p>
        ) : null}
      </fieldset>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-3">
          {picture ? (
            <>
              {cardImageField ? (
                <ImageField
                  label={cardImageField.label[language]}
                  help={cardImageField.help?.[language]}
                  error={error(cardImageField.name)}
                  name={cardImageField.name}
                  value={asText(document[cardImageField.name]) ?? ''}
                  nullable={cardImageField.nullable ?? false}
                  onChange={(value) => onChange(cardImageField.name, value)}
                />
              ) : null}
              {hasCardImage ? null : (
                <p
                  role="status"
                  className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
                >
                  {hasPageImage ? w.pageImageShown : w.noPicture}
                </p>
              )}
            </>
          ) : iconField ? (
            <IconPicker
              label={w.iconPicker}
              value={document[iconField.name]}
              fallback={field.fallbackIcon ?? 'heart'}
              error={error(iconField.name)}
              onChange={(value) => onChange(iconField.name, value)}
            />
          ) : null}
        </div>
        <CardPreview document={document} fallback={field.fallbackIcon ?? 'heart'} w={w} />
      </div>
    </div>
  );
}

/** The site's icons as a grid of buttons, each drawn and named; the chosen one pressed. */
function IconPicker({
  label,
  value,
  fallback,
  error,
  onChange,
}: {
  label: string;
  value: unknown;
  fallback: 'heart' | 'sparkles';
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const { language } = useContentWords();
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-medium text-dark-800 dark:text-dark-100">{label}</legend>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
        {ICON_OPTIONS.map((option) => {
          const chosen = value === option.value;
          return (
            <li key={option.value} className="min-w-0">
              <button
                type="button"
                aria-pressed={chosen}
                title={option.label[language]}
                onClick={() => onChange(option.value)}
                className={`flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-lg border p-2 text-center text-xs leading-tight ${
                  chosen
                    ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900 ring-2 ring-primary-700 dark:border-primary-300 dark:bg-primary-900/60 dark:text-white dark:ring-primary-300'
                    : 'border-dark-200 bg-white text-dark-800 hover:border-primary-500 hover:bg-dark-50 dark:border-dark-700 dark:bg-dark-900 dark:text-dark-100 dark:hover:bg-dark-800'
                }`}
              >
                <NamedIcon name={option.value} fallback={fallback} className="size-6 shrink-0" />
                <span className="break-words hyphens-auto">{option.label[language]}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {error ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  );
}

/**
 * The card as the site draws it (apps/web's shared/ui/item-card and home card-parts): the picture
 * band or the icon tile, the warm frame and badge of a premium-styled service, the title and short description in the language
 * being edited (the default language's text where it has none, as the site falls back).
 */
function CardPreview({
  document,
  fallback,
  w,
}: {
  document: Record<string, unknown>;
  fallback: 'heart' | 'sparkles';
  w: CardLookWords;
}) {
  const { w: words } = useContentWords();
  const { editLanguage, defaultLanguage } = useLanguagePair();
  const premium = document.is_premium_styled === true;
  const picture = cardPicture(document);
  const titleValue = document.title ?? document.name;
  const inLanguage = (value: unknown) => textIn(value, editLanguage) || textIn(value, defaultLanguage);
  const title = inLanguage(titleValue);
  const summary = inLanguage(document.short_description);
  const badge = premium ? inLanguage(document.premium_badge_text).trim() : '';
  return (
    <figure className="min-w-0 space-y-2" aria-label={w.previewTitle}>
      <figcaption className="text-sm text-dark-700 dark:text-dark-200">
        <span className="font-medium text-dark-900 dark:text-white">{w.previewTitle}</span>{' '}
        {w.previewIn(words.languageName[editLanguage])}
      </figcaption>
      <div
        lang={editLanguage}
        data-premium={premium}
        className={`flex flex-col overflow-hidden rounded-2xl border shadow-sm ${
          premium
            ? 'border-accent-300 bg-linear-to-b from-accent-50 to-white dark:border-accent-700 dark:from-accent-900/30 dark:to-dark-800'
            : 'border-slate-200 bg-white dark:border-dark-700 dark:bg-dark-800'
        }`}
      >
        {picture ? <img src={picture} alt={w.previewPicture} className="h-44 w-full object-cover" /> : null}
        <div className="flex flex-col p-6">
          <div className="flex items-start justify-between gap-3">
            {picture ? null : (
              <span
                className={`inline-flex size-12 items-center justify-center rounded-xl ${
                  premium
                    ? 'bg-accent-100 text-accent-800 dark:bg-accent-900/50 dark:text-accent-200'
                    : 'bg-primary-50 text-primary-700 dark:bg-dark-700 dark:text-primary-300'
                }`}
              >
                <NamedIcon name={document.icon} fallback={fallback} className="size-6" />
              </span>
            )}
            {badge ? (
              <span className="ml-auto inline-flex items-center rounded-full bg-accent-100 px-3 py-1 text-xs font-semibold tracking-wide text-accent-800 ring-1 ring-accent-200 ring-inset dark:bg-accent-900/60 dark:text-accent-100 dark:ring-accent-800">
                {badge}
              </span>
            ) : null}
          </div>
          <p className="mt-5 break-words text-xl font-semibold leading-snug text-slate-900 dark:text-white">
            {title || w.untitled}
          </p>
          {summary ? (
            <p className="mt-3 break-words leading-relaxed text-slate-600 dark:text-dark-300">{summary}</p>
          ) : null}
        </div>
      </div>
    </figure>
  );
}
