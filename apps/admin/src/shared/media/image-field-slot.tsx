/**
 * The picture field that content editors and the site settings draw, without knowing the media
 * library behind it: the app composes the library's picker into this slot (features import only
 * shared/ and themselves — the dependency rules in `npm run lint`). The library's field loads with
 * the first screen that shows one, not with the console's first page.
 */
import { type ComponentType, createContext, type ReactNode, Suspense, useContext } from 'react';
import { useT } from '../i18n/console-words';

export type ImageFieldProps = {
  label: string;
  help?: string | undefined;
  value: string | null | undefined;
  /** '' or null (when `nullable`) for no image. */
  onChange: (value: string | null) => void;
  error?: string | undefined;
  nullable?: boolean;
  required?: boolean;
  name?: string;
  onBlur?: () => void;
};

const ImageFieldContext = createContext<ComponentType<ImageFieldProps> | null>(null);

export function ImageFieldProvider({
  field,
  children,
}: {
  field: ComponentType<ImageFieldProps>;
  children: ReactNode;
}) {
  return <ImageFieldContext.Provider value={field}>{children}</ImageFieldContext.Provider>;
}

/** The picture field the app provided; without one the console was put together wrongly. */
export function ImageField(props: ImageFieldProps) {
  const Field = useContext(ImageFieldContext);
  if (!Field) throw new Error('ImageField needs an ImageFieldProvider above it (app/console-app.tsx).');
  const t = useT();
  const loading = (
    <p role="status" className="py-2 text-sm text-dark-700 dark:text-dark-200">
      {props.label}: {t.common.loading}
    </p>
  );
  return (
    <Suspense fallback={loading}>
      <Field {...props} />
    </Suspense>
  );
}
