/**
 * Islands (decision 120): parts of a server-rendered page whose code is not on the first load. Each
 * is defined once with the import that brings its component; the server loads every island before
 * it renders, the browser loads one when the visitor sees or reaches for it, and loads them all
 * before a client-side navigation or page renders one that is not there yet.
 */
import type { ComponentType } from 'react';

/** `visible`: when it comes near the viewport or is reached for; `interaction`: only when reached for. */
export type IslandTrigger = 'visible' | 'interaction';

export type IslandHandle<P> = {
  readonly id: string;
  readonly trigger: IslandTrigger;
  /** The component once loaded, else undefined. */
  loaded(): ComponentType<P> | undefined;
  /** Loads the component (once); the same promise every time. */
  load(): Promise<ComponentType<P>>;
  /** Settles when the component has loaded, whoever loads it; starts nothing. */
  ready(): Promise<ComponentType<P>>;
};

// biome-ignore lint/suspicious/noExplicitAny: handles of every props type live in one registry.
const islands = new Map<string, IslandHandle<any>>();

export function defineIsland<P>(
  id: string,
  trigger: IslandTrigger,
  importer: () => Promise<ComponentType<P>>,
): IslandHandle<P> {
  const existing = islands.get(id);
  if (existing) return existing;
  let component: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let arrived: (loadedComponent: ComponentType<P>) => void = () => undefined;
  const ready = new Promise<ComponentType<P>>((resolve) => {
    arrived = resolve;
  });
  const handle: IslandHandle<P> = {
    id,
    trigger,
    loaded: () => component,
    ready: () => ready,
    load: () => {
      loading ??= importer().then(
        (loadedComponent) => {
          component = loadedComponent;
          arrived(loadedComponent);
          return loadedComponent;
        },
        (error: unknown) => {
          // A failed chunk may be asked for again (the next reach or navigation).
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
  };
  islands.set(id, handle);
  return handle;
}

export function islandById(id: string): IslandHandle<unknown> | undefined {
  return islands.get(id);
}

/**
 * Loads every defined island not loaded yet. Null when none is missing, so a caller can go on in
 * the same turn (a client-side navigation stays synchronous once the code is there).
 */
export function loadAllIslands(): Promise<void> | null {
  const missing = [...islands.values()].filter((island) => !island.loaded());
  if (missing.length === 0) return null;
  return Promise.all(missing.map((island) => island.load())).then(() => undefined);
}
