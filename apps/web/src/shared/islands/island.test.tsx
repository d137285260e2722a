// @vitest-environment jsdom
import { act, useEffect, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Island, useHydratingIsland } from './island';
import { defineIsland, type IslandHandle, type IslandTrigger } from './island-registry';
import { armIslands, resetIslandsForTests } from './island-triggers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Props = { label: string };
const clicks: string[] = [];
/** Whether each mount of the component took the server's place (in the browser only). */
const mounts: boolean[] = [];

function Counter({ label }: Props) {
  const [count, setCount] = useState(0);
  const hydrating = useHydratingIsland();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recorded once per mount
  useEffect(() => {
    mounts.push(hydrating);
  }, []);
  return (
    <button
      type="button"
      onClick={() => {
        clicks.push(label);
        setCount(count + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

function Field() {
  const [email, setEmail] = useState('');
  return (
    <form>
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <output>{email}</output>
    </form>
  );
}

const submitted: string[] = [];

/** A sign-up form: its button is disabled while the field is empty (so in the server's HTML). */
function SignUp() {
  const [email, setEmail] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted.push(email);
      }}
    >
      <input aria-label="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      <button type="submit" disabled={!email}>
        Sign up
      </button>
    </form>
  );
}

/** The server's handle: the component already there, as the server loads every island first. */
const serverHandle = (id: string, trigger: IslandTrigger): IslandHandle<Props> => ({
  id,
  trigger,
  loaded: () => Counter,
  load: async () => Counter,
  ready: async () => Counter,
});

let roots: Root[] = [];
afterEach(() => {
  for (const root of roots) act(() => root.unmount());
  roots = [];
  resetIslandsForTests();
  document.body.innerHTML = '';
  clicks.length = 0;
  mounts.length = 0;
  submitted.length = 0;
});

/** Server HTML in the document, islands armed, hydration started; the island's code held back. */
async function hydrated(id: string, trigger: IslandTrigger, label = 'a') {
  let arrive: (component: typeof Counter) => void = () => undefined;
  const importer = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
  const island = defineIsland(id, trigger, importer);
  const page = (handle: IslandHandle<Props>, text: string) => (
    <main>
      <p>before</p>
      <Island of={handle} props={{ label: text }} />
    </main>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(serverHandle(id, trigger), label));
  document.body.append(container);
  const serverHtml = container.innerHTML;
  armIslands(document);
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, page(island, label));
  });
  roots.push(root as Root);
  const button = () => container.querySelector('button') as HTMLButtonElement;
  const arrived = async () => {
    await act(async () => arrive(Counter));
  };
  const rerender = async (text: string) => {
    await act(async () => root?.render(page(island, text)));
  };
  return { container, serverHtml, importer, button, arrived, rerender };
}

describe('Island', () => {
  it('keeps the server HTML and loads no code until reached for', async () => {
    const { container, serverHtml, importer } = await hydrated('test-idle', 'interaction');
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('[data-island="test-idle"]')?.className).toBe('contents');
    expect(importer).not.toHaveBeenCalled();
  });

  it('loads its code when the keyboard focus reaches it, then hydrates as a hydrating mount', async () => {
    const { button, importer, arrived } = await hydrated('test-focus', 'interaction');
    button().dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(importer).toHaveBeenCalledTimes(1);
    await arrived();
    expect(mounts).toEqual([true]);
    // The same element: hydrated, not replaced.
    button().click();
    await act(async () => undefined);
    expect(button().textContent).toBe('a 1');
  });

  it('holds a click made before its code is there and plays it once it has hydrated', async () => {
    const { button, importer, arrived } = await hydrated('test-click', 'interaction', 'held');
    const before = button();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    before.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(clicks).toEqual([]);
    await arrived();
    expect(clicks).toEqual(['held']);
    expect(button()).toBe(before);
    expect(button().textContent).toBe('held 1');
  });

  it('loads its code when an image in it fails', async () => {
    const { container, importer } = await hydrated('test-image', 'interaction');
    const image = document.createElement('img');
    container.querySelector('button')?.append(image);
    image.dispatchEvent(new Event('error'));
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier to the browser', async () => {
    const { button } = await hydrated('test-modifier', 'interaction');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    button().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it('shows the server HTML while React must render it before its code is there, then the component', async () => {
    const { container, rerender, arrived, button } = await hydrated('test-props', 'interaction', 'old');
    await rerender('new');
    expect(button().textContent).toBe('old 0');
    expect(container.querySelectorAll('button')).toHaveLength(1);
    // A click on the stand-in is held as well, and played on the component.
    button().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await arrived();
    expect(clicks).toEqual(['new']);
    expect(button().textContent).toBe('new 1');
    // It mounted in the server HTML's place: it keeps the server's outcome like a hydrating mount.
    expect(mounts).toEqual([true]);
  });

  it('loads its own code when React mounts it where the server rendered none (a menu opened later)', async () => {
    let arrive: (component: typeof Counter) => void = () => undefined;
    const importer = vi.fn(() => new Promise<typeof Counter>((resolve) => (arrive = resolve)));
    const island = defineIsland('test-new-mount', 'interaction', importer);
    const page = (open: boolean) => (
      <main>{open ? <Island of={island} props={{ label: 'menu' }} /> : null}</main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    armIslands(document);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(false));
    });
    roots.push(root as Root);
    expect(importer).not.toHaveBeenCalled();
    await act(async () => root?.render(page(true)));
    // Nothing stands in (there is no server HTML); the code is asked for at once.
    expect(importer).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBeNull();
    await act(async () => arrive(Counter));
    expect(container.querySelector('button')?.textContent).toBe('menu 0');
    expect(mounts).toEqual([false]);
  });

  /** A form island hydrating; its code arrives when `arrive` is called. */
  async function formIsland(id: string, component: () => React.JSX.Element) {
    let arrive: () => void = () => undefined;
    const island = defineIsland(
      id,
      'interaction',
      () => new Promise<typeof component>((resolve) => (arrive = () => resolve(component))),
    );
    const page = (handle: IslandHandle<Record<string, never>>) => <Island of={handle} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      page({
        id,
        trigger: 'interaction',
        loaded: () => component,
        load: async () => component,
        ready: async () => component,
      }),
    );
    document.body.append(container);
    armIslands(document);
    await act(async () => {
      roots.push(hydrateRoot(container, page(island)));
    });
    return { container, arrive: () => arrive() };
  }

  it('holds Enter in a field whose button the server rendered disabled, then submits the typed text', async () => {
    const { container, arrive } = await formIsland('test-enter', SignUp);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(container.querySelector('button')?.disabled).toBe(true);
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'bert@example.com';
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(true);
    expect(submitted).toEqual([]);
    await act(async () => arrive());
    expect(submitted).toEqual(['bert@example.com']);
  });

  it('plays a held Enter as the browser would: nothing while the button stays disabled', async () => {
    const { container, arrive } = await formIsland('test-enter-empty', SignUp);
    const input = container.querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    await act(async () => arrive());
    expect(submitted).toEqual([]);
  });

  it('hands text typed before hydration to the component', async () => {
    const { container, arrive } = await formIsland('test-typed', Field);
    const input = container.querySelector('input') as HTMLInputElement;
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.value = 'anna@example.com';
    await act(async () => arrive());
    expect(input.value).toBe('anna@example.com');
    expect(container.querySelector('output')?.textContent).toBe('anna@example.com');
  });

  it('hydrates when its code arrives while React waits on the island (no recoverable error)', async () => {
    // The code arrives right after the island suspended in hydration, before React resumes: React
    // replays the island's render, which then does not suspend.
    let component: typeof Counter | undefined;
    let resolve: (loaded: typeof Counter) => void = () => undefined;
    const ready = new Promise<typeof Counter>((done) => (resolve = done));
    const arriving: IslandHandle<Props> = {
      id: 'test-arriving',
      trigger: 'interaction',
      loaded: () => component,
      load: () => ready,
      ready: () => {
        queueMicrotask(() => {
          component = Counter;
          resolve(Counter);
        });
        return ready;
      },
    };
    const page = (handle: IslandHandle<Props>) => <Island of={handle} props={{ label: 'a' }} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(serverHandle('test-arriving', 'interaction')));
    document.body.append(container);
    const before = container.querySelector('button');
    armIslands(document);
    const errors: unknown[] = [];
    // Outside act: React's own scheduler yields after the island suspends, as in the browser.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const root = hydrateRoot(container, page(arriving), {
        onRecoverableError: (error) => errors.push(error),
      });
      roots.push(root);
      // Mounted in the page's first render, as a component whose code came before hydration reached it.
      await vi.waitFor(() => expect(mounts).toHaveLength(1));
    } finally {
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
    expect(errors).toEqual([]);
    expect(container.querySelector('button')).toBe(before);
  });

  it('loads a visible island at once where IntersectionObserver is missing', async () => {
    const { importer } = await hydrated('test-visible', 'visible');
    expect(importer).toHaveBeenCalledTimes(1);
  });
});
