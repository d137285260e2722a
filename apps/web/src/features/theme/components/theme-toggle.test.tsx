import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ThemeToggleView } from './theme-toggle';

const render = (props: Partial<Parameters<typeof ThemeToggleView>[0]>) =>
  renderToStaticMarkup(
    <ThemeToggleView variant="default" mode="light" enabled={true} onToggle={vi.fn()} {...props} />,
  );

describe('ThemeToggleView', () => {
  it('renders nothing when theme switching is disabled', () => {
    expect(render({ enabled: false })).toBe('');
  });

  it("shows 'Theme wird geladen...' while the mode is not known yet", () => {
    const html = render({ mode: null });
    expect(html).toContain('Theme wird geladen...');
    expect(html).toContain('role="status"');
    expect(html).not.toContain('<button');
  });

  it('names the switch after the current mode and shows the label (default variant)', () => {
    const html = render({ mode: 'light' });
    expect(html).toContain('aria-label="Aktueller Modus: Hell. Klicken zum Wechseln."');
    expect(html).toContain('>Theme: Hell</span>');
    expect(html).toContain('lang="de"');
  });

  it('keeps the label for screen readers and as a tooltip in the compact variants', () => {
    for (const variant of ['header', 'floating'] as const) {
      const html = render({ variant, mode: 'dark' });
      expect(html).toContain('aria-label="Aktueller Modus: Dunkel. Klicken zum Wechseln."');
      expect(html).toContain('title="Theme: Dunkel"');
      expect(html).toContain('class="sr-only">Theme: Dunkel</span>');
    }
    expect(render({ variant: 'floating' })).toContain('fixed');
  });
});
