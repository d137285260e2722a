/** Path matching for the route table: static segments and `:name` parameters, trailing slash ignored. */
export type Params = Record<string, string>;

export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

export function matchPath(pattern: string, pathname: string): Params | null {
  const want = normalizePath(pattern).split('/');
  const have = normalizePath(pathname).split('/');
  if (want.length !== have.length) return null;
  const params: Params = {};
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] as string;
    const actual = have[i] as string;
    if (segment.startsWith(':')) {
      if (!actual) return null;
      try {
        params[segment.slice(1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (segment !== actual) {
      return null;
    }
  }
  return params;
}

/** The first route whose pattern matches, in table order (specific routes first). */
export function matchRoutes<R extends { path: string }>(
  routes: readonly R[],
  pathname: string,
): { route: R; params: Params } | null {
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

/** http:// and https:// targets are external (spec section 2, navigation behaviour). */
export const isExternalUrl = (target: string) => /^https?:\/\//i.test(target);
