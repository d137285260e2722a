/**
 * The content screens' routes under the console: `/content/{resource}` (list) and
 * `/content/{resource}/{key}` (editor), registered in app/router.tsx with one line.
 */
import { type AnyRoute, createRoute, useParams } from '@tanstack/react-router';
import { lazy } from 'react';
import { NotFound } from '../../app/not-found';
import { configByPath } from './config';

const ContentList = lazy(() =>
  import('./components/content-list').then((module) => ({ default: module.ContentList })),
);
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
    component: function ContentEditorRoute() {
      const { resource = '', key = '' } = useParams({ strict: false });
      const config = configByPath(resource);
      return config ? (
        <ContentEditor key={`${resource}/${key}`} config={config} itemKey={key} />
      ) : (
        <NotFound />
      );
    },
  });
  return [list, editor] as const;
}
