// @vitest-environment node
import { ICON_NAMES } from '@wegweiser/contracts/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_ICON_NAMES, type ContentIconName } from './icon';

type IconModule = typeof import('./icon');

/** A fresh copy of the module: nothing loaded, nothing adopted (a browser before hydration). */
async function freshIcons(): Promise<IconModule> {
  vi.resetModules();
  return import('./icon');
}

/** A stand-in for the server's document: each `svg[data-icon]` with its paths' `d`. */
function documentOf(html: string): ParentNode {
  const svgs = [...html.matchAll(/<svg[^>]*data-icon="([^"]+)"[^>]*>([\s\S]*?)<\/svg>/g)].map((match) => ({
    getAttribute: (name: string) => (name === 'data-icon' ? match[1] : null),
    querySelectorAll: () =>
      [...(match[2] ?? '').matchAll(/ d="([^"]*)"/g)].map((path) => ({ getAttribute: () => path[1] })),
  }));
  return { querySelectorAll: () => svgs } as unknown as ParentNode;
}

const ALL: ContentIconName[] = [...ICON_NAMES, ...CONTACT_ICON_NAMES];

describe('resolveIconName', () => {
  it('maps a spec icon name and falls back to heart for services, sparkles for packages', async () => {
    const { resolveIconName } = await freshIcons();
    expect(resolveIconName('TrophyIcon', 'heart')).toBe('TrophyIcon');
    expect(resolveIconName('UnknownIcon', 'heart')).toBe('HeartIcon');
    expect(resolveIconName(null, 'sparkles')).toBe('SparklesIcon');
    expect(resolveIconName('toString', 'sparkles')).toBe('SparklesIcon');
    // A contact icon is no spec icon name for a service or package card.
    expect(resolveIconName('EnvelopeIcon', 'heart')).toBe('HeartIcon');
  });
});

describe('ContentIcon', () => {
  it('renders the Heroicons outline icon on the server, marked with its name', async () => {
    const server = await freshIcons();
    await server.loadContentIcons();
    const html = renderToStaticMarkup(<server.ContentIcon name="CogIcon" className="h-5 w-5" />);
    expect(html).toMatch(/^<svg [^>]*data-slot="icon" class="h-5 w-5" data-icon="CogIcon"><path /);
    expect(html).toContain('d="M4.5 12a7.5 7.5 0 0 0 15 0');
  });

  it('hydrates every icon from the paths the server rendered, to the same markup, loading no module', async () => {
    const server = await freshIcons();
    await server.loadContentIcons();
    const page = (icons: IconModule) =>
      renderToStaticMarkup(
        <div>
          {ALL.map((name) => (
            <icons.ContentIcon key={name} name={name} className="size-6" />
          ))}
        </div>,
      );
    const serverHtml = page(server);
    const browser = await freshIcons();
    expect(browser.adoptServerIcons(documentOf(serverHtml))).toBe(ALL.length);
    expect(page(browser)).toBe(serverHtml);
  });

  it('renders an empty box of the same size while a module not on the page loads', async () => {
    const browser = await freshIcons();
    expect(renderToStaticMarkup(<browser.ContentIcon name="KeyIcon" className="size-6" />)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" fill="none" viewBox="0 0 24 24" stroke-width="1.5" stroke="currentColor" aria-hidden="true" data-slot="icon" class="size-6" data-icon="KeyIcon"></svg>',
    );
  });

  it('adopts only known icon names', async () => {
    const browser = await freshIcons();
    expect(browser.adoptServerIcons(documentOf('<svg data-icon="NoSuchIcon"><path d="M0 0"/></svg>'))).toBe(
      0,
    );
  });
});
