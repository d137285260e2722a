/**
 * The browser side of islands (decision 120), armed before hydration: each island in the server's
 * HTML keeps that HTML (shown again should React have to render the island before its code is
 * there), loads its code when it comes near the viewport (`visible`) or when a pointer or the
 * keyboard's focus reaches it, and holds a click, a form submission or Enter in a form's field made
 * on it until it has hydrated, then plays it again on the same element.
 */
import { type IslandTrigger, islandById } from './island-registry';

export const ISLAND_ATTRIBUTE = 'data-island';
/** How far outside the viewport a `visible` island starts loading. */
export const ISLAND_VISIBLE_MARGIN = '200px';

const WAKING_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type Held = { wrapper: Element; path: number[]; replay: (target: Element) => void };

/** Dehydrated islands' wrappers → the server's HTML of their content. */
let dehydrated = new WeakMap<Element, string>();
let held: Held[] = [];
let observer: IntersectionObserver | null = null;
let listening: Document | null = null;

function wrapperOf(target: EventTarget | null): Element | null {
  if (!(target instanceof Element)) return null;
  const wrapper = target.closest(`[${ISLAND_ATTRIBUTE}]`);
  return wrapper && dehydrated.has(wrapper) ? wrapper : null;
}

function wake(wrapper: Element) {
  const island = islandById(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  // A chunk that fails to load leaves the server's HTML working as plain HTML; the next reach tries again.
  island?.load().catch(() => undefined);
}

/** The element's place below the island's content root (the wrapper, or its frozen copy). */
function pathOf(wrapper: Element, target: Element): number[] {
  const path: number[] = [];
  let node: Element = target;
  while (node !== wrapper && !node.hasAttribute('data-island-frozen') && node.parentElement) {
    path.unshift([...node.parentElement.children].indexOf(node));
    node = node.parentElement;
  }
  return path;
}

function atPath(wrapper: Element, path: number[]): Element | null {
  let node: Element | undefined = wrapper;
  for (const index of path) node = node?.children[index];
  return node ?? null;
}

function hold(event: Event, wrapper: Element, target: Element, replay: Held['replay']) {
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push({ wrapper, path: pathOf(wrapper, target), replay });
  wake(wrapper);
}

function onWakingEvent(event: Event) {
  const wrapper = wrapperOf(event.target);
  if (wrapper) wake(wrapper);
}

function onClick(event: MouseEvent) {
  const wrapper = wrapperOf(event.target);
  // A click with a modifier or another button keeps the browser's own meaning (a new tab, a menu).
  if (!wrapper || !(event.target instanceof Element) || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const init: MouseEventInit = {
    bubbles: true,
    cancelable: true,
    composed: true,
    detail: event.detail,
    clientX: event.clientX,
    clientY: event.clientY,
    screenX: event.screenX,
    screenY: event.screenY,
  };
  hold(event, wrapper, event.target, (target) => target.dispatchEvent(new MouseEvent('click', init)));
}

function onSubmit(event: SubmitEvent) {
  const wrapper = wrapperOf(event.target);
  if (!wrapper || !(event.target instanceof HTMLFormElement)) return;
  const submitter = event.submitter;
  hold(event, wrapper, event.target, (form) => {
    if (!(form instanceof HTMLFormElement)) return;
    form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null);
  });
}

/**
 * Enter in a form's text field before hydration: the server's HTML may have the submit button
 * disabled (it was rendered for an empty field), so the browser would submit nothing. It is held and
 * played as the browser's implicit submission once the component has the typed text.
 */
function onKeyDown(event: KeyboardEvent) {
  const field = event.target;
  if (event.key !== 'Enter' || event.isComposing || !(field instanceof HTMLInputElement) || !field.form)
    return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const wrapper = wrapperOf(field);
  if (wrapper) hold(event, wrapper, field, submitImplicitly);
}

/** What Enter in a field does: the form's first submit button is activated, unless it is disabled. */
function submitImplicitly(field: Element) {
  const form = field instanceof HTMLInputElement ? field.form : null;
  if (!form) return;
  const button = [...form.elements].find(
    (element) =>
      (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
      element.type === 'submit',
  ) as HTMLButtonElement | HTMLInputElement | undefined;
  if (!button) form.requestSubmit();
  else if (!button.disabled) button.click();
}

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    if (!entry.isIntersecting) continue;
    observer?.unobserve(entry.target);
    const wrapper = wrapperOf(entry.target.parentElement);
    if (wrapper) wake(wrapper);
  }
}

/** Watches the content of a `visible` island; without IntersectionObserver it loads at once. */
export function watchIsland(wrapper: Element, content: Element = wrapper) {
  const island = islandById(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '');
  if (!island || island.trigger !== ('visible' satisfies IslandTrigger)) return;
  if (typeof IntersectionObserver === 'undefined') {
    wake(wrapper);
    return;
  }
  observer ??= new IntersectionObserver(onIntersection, { rootMargin: ISLAND_VISIBLE_MARGIN });
  for (const child of content.children) observer.observe(child);
}

/**
 * An image in an island that fails (a flag, say) wakes it: its code shows what stands in for the
 * image, as it would have on the page's hydration.
 */
function wakeOnFailedImage(wrapper: Element) {
  const failed = [...wrapper.querySelectorAll('img')].some(
    (image) => image.complete && image.naturalWidth === 0 && image.src,
  );
  if (failed) {
    wake(wrapper);
    return;
  }
  const onError = (event: Event) => {
    if (!(event.target instanceof HTMLImageElement)) return;
    wrapper.removeEventListener('error', onError, true);
    if (dehydrated.has(wrapper)) wake(wrapper);
  };
  wrapper.addEventListener('error', onError, true);
}

/**
 * Arms every island in the server's HTML; call before hydrating. Island ids not defined in this
 * bundle are left alone.
 */
export function armIslands(document: Document) {
  if (listening !== document) {
    listening = document;
    for (const type of WAKING_EVENTS)
      document.addEventListener(type, onWakingEvent, { capture: true, passive: true });
    document.addEventListener('click', onClick, { capture: true });
    document.addEventListener('submit', onSubmit, { capture: true });
    document.addEventListener('keydown', onKeyDown, { capture: true });
  }
  for (const wrapper of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
    if (!islandById(wrapper.getAttribute(ISLAND_ATTRIBUTE) ?? '')) continue;
    dehydrated.set(wrapper, wrapper.innerHTML);
    watchIsland(wrapper);
    wakeOnFailedImage(wrapper);
  }
}

export function isDehydrated(wrapper: Element | null): boolean {
  return wrapper !== null && dehydrated.has(wrapper);
}

/** The server's HTML of a dehydrated island, for its stand-in; empty when there is none. */
export function serverHtmlOf(wrapper: Element | null): string {
  return (wrapper && dehydrated.get(wrapper)) || '';
}

/**
 * A field typed into before hydration keeps the text, but React's state does not know it: its value
 * is set back to the server's (React's tracker sees that), then to the text without the tracker, and
 * an input event makes React's onChange read the text.
 */
function announceTypedValues(wrapper: Element) {
  for (const field of wrapper.querySelectorAll('input, textarea')) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) continue;
    if (field.value === field.defaultValue) continue;
    const typed = field.value;
    const prototype =
      field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The island's code runs in it now: text typed into its fields is handed to React, then clicks and
 * submissions held on it are played again.
 */
export function islandHydrated(wrapper: Element | null) {
  if (!wrapper || !dehydrated.delete(wrapper)) return;
  announceTypedValues(wrapper);
  const mine = held.filter((event) => event.wrapper === wrapper);
  held = held.filter((event) => event.wrapper !== wrapper);
  if (mine.length === 0) return;
  // React renders the typed text in a microtask (a discrete update): the events come after it, so a
  // button enabled by that text is enabled and a submit handler reads it.
  queueMicrotask(() => {
    for (const event of mine) {
      const target = atPath(wrapper, event.path);
      if (target?.isConnected) event.replay(target);
    }
  });
}

/** Forgets every armed island and held event (tests). */
export function resetIslandsForTests() {
  dehydrated = new WeakMap();
  held = [];
  observer?.disconnect();
  observer = null;
  if (listening) {
    for (const type of WAKING_EVENTS) listening.removeEventListener(type, onWakingEvent, { capture: true });
    listening.removeEventListener('click', onClick, { capture: true });
    listening.removeEventListener('submit', onSubmit, { capture: true });
    listening.removeEventListener('keydown', onKeyDown, { capture: true });
  }
  listening = null;
}
