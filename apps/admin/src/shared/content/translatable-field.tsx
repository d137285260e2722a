/**
 * One translatable field, two languages side by side: the site's default language next to the one
 * being edited (stacked on narrow screens). When the edited language is empty and the site would
 * show the default language's text instead, the field says so ("zeigt Deutsch"); a select copies
 * the text over from any language that has one, and where the form keeps copy marks the copy says
 * "kopiert aus Deutsch" until it is changed or the owner says it is right as it is (decision 089).
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { type ReactNode, useId } from 'react';
import { useCopiedTexts } from './copied-texts';
import { CopyFromSelect } from './copy-from';
import { useLanguagePair } from './language-pair';
import { MarkdownEditor } from './markdown-editor';
import { asTranslations, fallsBack, type Translations, textIn, withText } from './translations';
import { useContentWords } from './words';

export type TranslatableKind = 'line' | 'text' | 'markdown';

export type TranslatableFieldProps = {
  /** The field's path in the document (for ids and the API's error keys). */
  name: string;
  label: string;
  help?: ReactNode;
  kind: TranslatableKind;
  value: unknown;
  onChange: (value: Translations) => void;
  /** The API's or the schema's messages by path: `title`, `title.fr` … */
  errors?: Record<string, string[]>;
  required?: boolean;
  maxLength?: number;
};

const CONTROL =
  'block min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-dark-900 dark:bg-dark-950 dark:text-dark-50';
const border = (invalid: boolean) =>
  invalid ? 'border-red-700 dark:border-red-400' : 'border-dark-300 dark:border-dark-600';

export function TranslatableField({
  name,
  label,
  help,
  kind,
  value,
  onChange,
  errors = {},
  required,
  maxLength,
}: TranslatableFieldProps) {
  const { w } = useContentWords();
  const { defaultLanguage, editLanguage, languages } = useLanguagePair();
  const copies = useCopiedTexts();
  const id = useId();
  const shown: LanguageCode[] =
    editLanguage === defaultLanguage ? [defaultLanguage] : [defaultLanguage, editLanguage];
  const fieldErrors = errors[name] ?? [];
  const map = asTranslations(value);
  return (
    <fieldset className="min-w-0 space-y-2" aria-describedby={help ? `${id}-help` : undefined}>
      <legend className="text-sm font-semibold text-dark-900 dark:text-white">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </legend>
      {help ? (
        <p id={`${id}-help`} className="text-sm text-dark-600 dark:text-dark-300">
          {help}
        </p>
      ) : null}
      <div className={`grid gap-4 ${shown.length === 2 ? 'md:grid-cols-2' : ''}`}>
        {shown.map((language) => {
          const controlId = `${id}-${language}`;
          const languageErrors = [
            ...(errors[`${name}.${language}`] ?? []),
            ...(language === editLanguage ? fieldErrors : []),
          ];
          const invalid = languageErrors.length > 0;
          const text = textIn(map, language);
          const falling = fallsBack(map, language, defaultLanguage);
          const copy = copies?.markOf(name, language, text) ?? null;
          const sources = languages.filter((code) => code !== language && textIn(map, code).trim() !== '');
          const fieldLabel = `${label} (${w.languageName[language]})`;
          const described = [
            falling ? `${controlId}-fallback` : '',
            copy ? `${controlId}-copied` : '',
            invalid ? `${controlId}-error` : '',
          ]
            .filter(Boolean)
            .join(' ');
          const common = {
            id: controlId,
            lang: language,
            'aria-invalid': invalid || undefined,
            'aria-describedby': described || undefined,
            placeholder: falling ? textIn(map, defaultLanguage) : undefined,
          };
          const set = (next: string) => onChange(withText(map, language, next));
          return (
            <div key={language} className="min-w-0 space-y-1.5" data-language={language}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <label htmlFor={controlId} className="text-sm font-medium text-dark-700 dark:text-dark-200">
                  <span className="sr-only">{label}:</span> {w.languageName[language]}
                  {language === defaultLanguage ? ` · ${w.defaultLanguage}` : ''}
                </label>
                {falling ? (
                  <span
                    id={`${controlId}-fallback`}
                    title={w.fallsBackLong(w.languageName[defaultLanguage])}
                    className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                  >
                    {w.fallsBack(w.languageName[defaultLanguage])}
                  </span>
                ) : null}
                {copy ? (
                  <span
                    id={`${controlId}-copied`}
                    title={w.copiedFromLong(w.languageName[copy.from])}
                    className="rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
                  >
                    {w.copiedFrom(w.languageName[copy.from])}
                  </span>
                ) : null}
              </div>
              {kind === 'markdown' ? (
                <MarkdownEditor
                  {...common}
                  label={fieldLabel}
                  value={text}
                  onChange={set}
                  invalid={invalid}
                />
              ) : kind === 'text' ? (
                <textarea
                  {...common}
                  rows={4}
                  maxLength={maxLength}
                  value={text}
                  onChange={(event) => set(event.target.value)}
                  className={`${CONTROL} ${border(invalid)}`}
                />
              ) : (
                <input
                  {...common}
                  type="text"
                  maxLength={maxLength}
                  value={text}
                  onChange={(event) => set(event.target.value)}
                  className={`${CONTROL} ${border(invalid)}`}
                />
              )}
              {invalid ? (
                <p id={`${controlId}-error`} className="text-sm font-medium text-red-700 dark:text-red-300">
                  {languageErrors.join(' ')}
                </p>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <CopyFromSelect
                  label={w.copyFromLabel(fieldLabel)}
                  sources={sources}
                  onCopy={(from) => {
                    const copied = textIn(map, from);
                    set(copied);
                    copies?.copied(name, language, from, copied);
                  }}
                />
                {copy && copies ? (
                  <button
                    type="button"
                    aria-label={w.keepCopyLabel(fieldLabel)}
                    title={w.keepCopyLabel(fieldLabel)}
                    onClick={() => copies.keep(name, language)}
                    className="min-h-9 rounded-lg border border-dark-300 bg-white px-3 text-sm font-medium text-dark-800 hover:bg-dark-50 dark:border-dark-600 dark:bg-dark-900 dark:text-dark-100 dark:hover:bg-dark-800"
                  >
                    {w.keepCopy}
                  </button>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
