/**
 * The content screens' routes under the console: `/content/{resource}` (list) and
 * `/content/{resource}/{key}` (editor; `?language=fr` edits French first, as the translation
 * report links it — another value is ignored), registered in app/router.tsx with one line.
 */
import { type AnyRoute, createRoute, useParams, useSearch } from '@tanstack/react-router';
import { LANGUAGE_CODES, type LanguageCode } from '@wegweiser/contracts/constants';
import { lazy } from 'react';
import { configByPath } from '../../shared/content/config';
import { NotFound } from '../../shared/ui/not-found';

const ContentList = lazy(() =>
  import('./components/content-list').then((module) => ({ default: module.ContentList })),
);
/** A language code the console knows, else nothing (the editor's usual first language). */
const editLanguage = (value: unknown): LanguageCode | undefined =>
  (LANGUAGE_CODES as readonly unknown[]).includes(value) ? (value as LanguageCode) : undefined;

const ContentEditor = lazy(() =>
  import('./components/content-editor').then((module) => ({ default: module.ContentEditor })),
);

export function contentRoutes<Parent extends AnyRoute>(parent: Parent) {
  const list = createRoute({
    getParentRoute: () => parent,
    path: 'content/$resource',
    component: function ContentListRoute() {
      const { resource = '' } = useParams({ strict: false });
      const config = configByPath(resource);
      return config ? <ContentList key={config.path} config={config} /> : <NotFound />;
    },
  });
  const editor = createRoute({
    getParentRoute: () => parent,
    path: 'content/$resource/$key',
    validateSearch: (search: Record<string, unknown>): { language?: LanguageCode | undefined } => ({
      language: editLanguage(search.language),
    }),
    component: function ContentEditorRoute() {
      const { resource = '', key = '' } = useParams({ strict: false });
      const { language } = useSearch({ strict: false }) as { language?: LanguageCode };
      const config = configByPath(resource);
      return config ? (
        <ContentEditor key={`${resource}/${key}`} config={config} itemKey={key} language={language} />
      ) : (
        <NotFound />
      );
    },
  });
  return [list, editor] as const;
}
