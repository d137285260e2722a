/**
 * The control of one field by its kind: translatable fields side by side (shared TranslatableField),
 * plain text, number, yes/no, choice, image (library picker or URL), dates, a package's features, its included services
 * and a post's category.
 */
import type { LanguageCode } from '@wegweiser/contracts/constants';
import { useContentList } from '../../../shared/content/api';
import { type FieldSpec, isTranslatable } from '../../../shared/content/config/types';
import { useLanguagePair } from '../../../shared/content/language-pair';
import { TranslatableField } from '../../../shared/content/translatable-field';
import { asTranslations, textIn, withText } from '../../../shared/content/translations';
import { useContentWords } from '../../../shared/content/words';
import { defineWords } from '../../../shared/i18n/define-words';
import { ImageField } from '../../../shared/media/image-field-slot';
import { Button } from '../../../shared/ui/button';
import { SelectField, TextField } from '../../../shared/ui/field';

type Props = {
  field: FieldSpec<string>;
  value: unknown;
  onChange: (value: unknown) => void;
  errors: Record<string, string[]>;
};

export function FieldControl({ field, value, onChange, errors }: Props) {
  const { w, language } = useContentWords();
  const label = field.label[language];
  const help = field.help?.[language];
  const error = errors[field.name]?.join(' ');
  if (isTranslatable(field.kind)) {
    return (
      <TranslatableField
        name={field.name}
        label={label}
        help={help}
        kind={field.kind === 'markdown' ? 'markdown' : field.kind === 'summary' ? 'text' : 'line'}
        value={value}
        onChange={onChange}
        errors={errors}
        required={field.required ?? false}
      />
    );
  }
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="space-y-1">
          <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-dark-800 dark:text-dark-100">
            <input
              type="checkbox"
              checked={value === true}
              onChange={(event) => onChange(event.target.checked)}
              className="size-5 accent-primary-700"
            />
            {label}
          </label>
          {help ? <p className="text-sm text-dark-600 dark:text-dark-300">{help}</p> : null}
          {error ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
        </div>
      );
    case 'select':
      return (
        <SelectField
          label={label}
          hint={help}
          error={error}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? (field.nullable ? null : undefined) : event.target.value)
          }
        >
          {field.required ? null : <option value="">{w.none}</option>}
          {(field.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label[language]}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <TextField
          label={label}
          hint={help}
          error={error}
          type="number"
          inputMode="numeric"
          value={typeof value === 'number' ? String(value) : ''}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text === '' ? (field.nullable ? null : undefined) : Number(text));
          }}
        />
      );
    case 'date':
      return (
        <TextField
          label={label}
          hint={help}
          error={error}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value === '' ? null : event.target.value)}
        />
      );
    case 'datetime':
      return (
        <TextField
          label={label}
          hint={help}
          error={error}
          type="datetime-local"
          value={typeof value === 'string' ? toLocalInput(value) : ''}
          onChange={(event) =>
            onChange(event.target.value === '' ? undefined : new Date(event.target.value).toISOString())
          }
        />
      );
    case 'features':
      return <FeaturesEditor field={field} value={value} onChange={onChange} errors={errors} />;
    case 'services':
      return <ServicesPicker label={label} help={help} value={value} onChange={onChange} error={error} />;
    case 'category':
      return (
        <CategoryPicker
          field={field}
          label={label}
          help={help}
          value={value}
          onChange={onChange}
          error={error}
        />
      );
    case 'image':
      return (
        <ImageField
          label={label}
          help={help}
          error={error}
          name={field.name}
          value={typeof value === 'string' ? value : ''}
          nullable={field.nullable ?? false}
          required={field.required ?? false}
          onChange={onChange}
        />
      );
    default:
      return (
        <TextField
          label={label}
          hint={help}
          error={error}
          type="text"
          value={typeof value === 'string' ? value : ''}
          required={field.required}
          onChange={(event) => {
            const text = event.target.value;
            onChange(text === '' && field.nullable ? null : text);
          }}
        />
      );
  }
}

/** An ISO instant as the value of a datetime-local input (the browser's time zone). */
function toLocalInput(iso: string) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

type Feature = { text: Record<string, string>; is_active?: boolean; order?: number };

/** A package's features: each a translatable line; add, remove, move up and down. */
function FeaturesEditor({ field, value, onChange, errors }: Props) {
  const { language } = useContentWords();
  const { editLanguage, defaultLanguage } = useLanguagePair();
  const features = (Array.isArray(value) ? value : []) as Feature[];
  const t = useFeatureWords().w;
  const set = (next: Feature[]) => onChange(next.map((feature, order) => ({ ...feature, order })));
  const move = (from: number, to: number) => {
    const next = [...features];
    const [moved] = next.splice(from, 1);
    if (moved) next.splice(to, 0, moved);
    set(next);
  };
  const langs: LanguageCode[] =
    editLanguage === defaultLanguage ? [defaultLanguage] : [defaultLanguage, editLanguage];
  return (
    <fieldset className="min-w-0 space-y-3">
      <legend className="text-sm font-semibold text-dark-900 dark:text-white">{field.label[language]}</legend>
      {field.help ? <p className="text-sm text-dark-600 dark:text-dark-300">{field.help[language]}</p> : null}
      <ol className="space-y-3">
        {features.map((feature, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: features have no id; the position is their identity
          <li key={index} className="rounded-lg border border-dark-200 p-3 dark:border-dark-700">
            <div className={`grid gap-2 ${langs.length === 2 ? 'md:grid-cols-2' : ''}`}>
              {langs.map((code) => (
                <TextField
                  key={code}
                  lang={code}
                  label={t.feature(index + 1, code.toUpperCase())}
                  value={textIn(feature.text, code)}
                  error={
                    errors[`features.${index}.text.${code}`]?.join(' ') ??
                    errors[`features.${index}.text`]?.join(' ')
                  }
                  onChange={(event) =>
                    set(
                      features.map((entry, at) =>
                        at === index
                          ? {
                              ...entry,
                              text: withText(asTranslations(entry.text), code, event.target.value) as Record<
                                string,
                                string
                              >,
                            }
                          : entry,
                      ),
                    )
                  }
                />
              ))}
            </div>
            <div className="mt-2 flex flex-wrap gap-2">
              <Button
                variant="ghost"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t.up(index + 1)}
              >
                ↑
              </Button>
              <Button
                variant="ghost"
                disabled={index === features.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t.down(index + 1)}
              >
                ↓
              </Button>
              <Button
                variant="ghost"
                onClick={() => set(features.filter((_, at) => at !== index))}
                aria-label={t.remove(index + 1)}
              >
                {t.removeShort}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button variant="secondary" onClick={() => set([...features, { text: {}, is_active: true }])}>
        {t.add}
      </Button>
    </fieldset>
  );
}

/** The words of a package's feature list (its rows and buttons). */
const useFeatureWords = defineWords({
  de: {
    feature: (n: number, code: string) => `Merkmal ${n} (${code})`,
    up: (n: number) => `Merkmal ${n} nach oben`,
    down: (n: number) => `Merkmal ${n} nach unten`,
    remove: (n: number) => `Merkmal ${n} entfernen`,
    removeShort: 'Entfernen',
    add: 'Merkmal hinzufügen',
  },
  en: {
    feature: (n: number, code: string) => `Feature ${n} (${code})`,
    up: (n: number) => `Move feature ${n} up`,
    down: (n: number) => `Move feature ${n} down`,
    remove: (n: number) => `Remove feature ${n}`,
    removeShort: 'Remove',
    add: 'Add a feature',
  },
});

const labelIn = (label: Record<string, string>, language: string) =>
  label[language] ?? label.de ?? Object.values(label)[0] ?? '';

/** The services a package includes: a checkbox per service, in the services' order. */
function ServicesPicker({
  label,
  help,
  value,
  onChange,
  error,
}: {
  label: string;
  help: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const { language } = useContentWords();
  const services = useContentList('services');
  const chosen = new Set((Array.isArray(value) ? value : []) as number[]);
  const options = (services.data?.results ?? []).filter((item) => /^\d+$/.test(item.key));
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="text-sm font-semibold text-dark-900 dark:text-white">{label}</legend>
      {help ? <p className="text-sm text-dark-600 dark:text-dark-300">{help}</p> : null}
      <ul className="grid gap-1 sm:grid-cols-2">
        {options.map((item) => {
          const id = Number(item.key);
          return (
            <li key={item.key}>
              <label className="flex min-h-11 items-center gap-3 text-sm text-dark-800 dark:text-dark-100">
                <input
                  type="checkbox"
                  className="size-5 accent-primary-700"
                  checked={chosen.has(id)}
                  onChange={(event) => {
                    const ids = [...chosen].filter((entry) => entry !== id);
                    onChange(event.target.checked ? [...ids, id] : ids);
                  }}
                />
                {labelIn(item.label, language)}
              </label>
            </li>
          );
        })}
      </ul>
      {error ? <p className="text-sm font-medium text-red-700 dark:text-red-300">{error}</p> : null}
    </fieldset>
  );
}

function CategoryPicker({
  field,
  label,
  help,
  value,
  onChange,
  error,
}: {
  field: FieldSpec<string>;
  label: string;
  help: string | undefined;
  value: unknown;
  onChange: (value: unknown) => void;
  error: string | undefined;
}) {
  const { w, language } = useContentWords();
  const categories = useContentList(field.source ?? '');
  return (
    <SelectField
      label={label}
      hint={help}
      error={error}
      value={typeof value === 'number' ? String(value) : ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">{w.none}</option>
      {(categories.data?.results ?? [])
        .filter((item) => /^\d+$/.test(item.key))
        .map((item) => (
          <option key={item.key} value={item.key}>
            {labelIn(item.label, language)}
          </option>
        ))}
    </SelectField>
  );
}
