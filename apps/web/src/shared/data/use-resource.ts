import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useApp } from '../context/app-context';
import { useHydratingIsland } from '../islands/island';
import { needsLoad, type Resource } from './resource-store';

export type ResourceResult<T> = { data: T | undefined; error: unknown; loading: boolean; reload: () => void };

/**
 * Reads a resource from the store; fetches it when absent. Server-rendered values are present from
 * the start, so hydration renders the same markup. A component mounted later (a client-side
 * navigation) also fetches again what failed before — in the server render or on an earlier
 * visit — unless the API said it does not exist — and what is older than 5 minutes (shown until
 * the new value arrives). The resource is identified by its key: a new
 * object with the same key does not refetch. An island hydrating after the page (decision 120) takes
 * the server's outcome as the first render did: no refetch, no flash.
 */
export function useResource<T>(resource: Resource<T> | null): ResourceResult<T> {
  const { store } = useApp();
  const key = resource?.key ?? null;
  const latest = useRef(resource);
  latest.current = resource;
  const hydratingIsland = useRef(useHydratingIsland());
  const state = useSyncExternalStore(
    store.subscribe,
    () => (key ? store.get<T>(key) : undefined),
    () => (key ? store.get<T>(key) : undefined),
  );
  useEffect(() => {
    const current = latest.current;
    if (!key || !current) return;
    const hydrated = store.hydrated && !hydratingIsland.current;
    // Only the mount hydrates: a later key is a new resource.
    hydratingIsland.current = false;
    if (needsLoad(store.get(key), { hydrated, fresh: store.isFresh(key) })) {
      store.load(current).catch(() => undefined);
    }
  }, [key, store]);
  const reload = useCallback(() => {
    if (latest.current) store.load(latest.current).catch(() => undefined);
  }, [store]);
  return {
    data: state?.status === 'success' ? state.data : undefined,
    error: state?.status === 'error' ? state.error : undefined,
    loading: resource !== null && state === undefined,
    reload,
  };
}
