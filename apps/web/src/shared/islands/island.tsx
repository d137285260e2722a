/**
 * `<Island of={…} props={…} />` (decision 120): renders an island's component inside a Suspense
 * boundary, wrapped in an element that takes no box (`display: contents`). Hydration leaves the
 * server's HTML in place until the island's code has loaded (React's selective hydration), then
 * hydrates it; should React have to render it before (new props or context), the server's HTML
 * stands in, so nothing moves or disappears.
 */
import {
  type ComponentType,
  createContext,
  memo,
  type RefObject,
  Suspense,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { IslandHandle } from './island-registry';
import { ISLAND_ATTRIBUTE, isDehydrated, islandHydrated, serverHtmlOf, watchIsland } from './island-triggers';

const HydratingIsland = createContext(false);

/**
 * True in an island mounted in the place of the server's HTML (hydrating it, or after its stand-in):
 * what the server rendered is kept, as in the page's first render.
 */
export function useHydratingIsland(): boolean {
  return useContext(HydratingIsland);
}

/** `props`: what the island's component takes; omitted for one that takes none. */
type IslandProps<P> = { of: IslandHandle<P>; props?: P };

function IslandBody<P>({
  island,
  props,
  wrapper,
}: {
  island: IslandHandle<P>;
  props: P;
  wrapper: RefObject<HTMLDivElement | null>;
}) {
  // Suspends (hydration keeps the server's HTML) until the island's trigger has loaded its code.
  // No hook here: should the code arrive while React waits on this render, React replays it and
  // `use` is skipped; a hook after it would then be a hook on a first render React has not seen.
  const Component = island.loaded() ?? use(island.ready());
  return <IslandMount Component={Component} props={props} wrapper={wrapper} />;
}

function IslandMount<P>({
  Component,
  props,
  wrapper,
}: {
  Component: ComponentType<P>;
  props: P;
  wrapper: RefObject<HTMLDivElement | null>;
}) {
  const [hydrating] = useState(() => isDehydrated(wrapper.current));
  useEffect(() => islandHydrated(wrapper.current), [wrapper]);
  return (
    <HydratingIsland.Provider value={hydrating}>
      {/* biome-ignore lint/suspicious/noExplicitAny: the handle ties the props to the component. */}
      <Component {...(props as any)} />
    </HydratingIsland.Provider>
  );
}

/**
 * The server's HTML, shown while React renders an island whose code is not there yet. Where the
 * server rendered none (an island React mounts anew: a menu opened after hydration), nothing shows
 * and the island loads its code at once.
 */
function ServerHtml<P>({
  wrapper,
  island,
}: {
  wrapper: RefObject<HTMLDivElement | null>;
  island: IslandHandle<P>;
}) {
  const content = useRef<HTMLDivElement>(null);
  const [html] = useState(() => serverHtmlOf(wrapper.current));
  useLayoutEffect(() => {
    if (wrapper.current && content.current) watchIsland(wrapper.current, content.current);
    // A failed chunk shows nothing here; the next mount or navigation asks again (island-registry).
    else if (!html) island.load().catch(() => undefined);
  }, [wrapper, island, html]);
  if (!html) return null;
  return (
    <div
      data-island-frozen=""
      className="contents"
      ref={content}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the island's own server HTML, read back unchanged from the DOM
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function IslandView<P>({ of: island, props }: IslandProps<P>) {
  const wrapper = useRef<HTMLDivElement>(null);
  const attributes = { [ISLAND_ATTRIBUTE]: island.id };
  return (
    <div {...attributes} className="contents" ref={wrapper}>
      <Suspense fallback={<ServerHtml wrapper={wrapper} island={island} />}>
        <IslandBody island={island} props={(props ?? {}) as P} wrapper={wrapper} />
      </Suspense>
    </div>
  );
}

function sameProps(a: object | undefined, b: object | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/**
 * Equal props (shallow) do not render the island again: a dehydrated island that receives new props
 * must be rendered by React, which it can do only once its code is there.
 */
export const Island = memo(
  IslandView,
  (previous, next) =>
    previous.of === next.of &&
    sameProps(previous.props as object | undefined, next.props as object | undefined),
) as <P>(props: IslandProps<P>) => ReturnType<typeof IslandView>;
