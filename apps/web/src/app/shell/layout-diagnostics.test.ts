import { describe, expect, it } from 'vitest';
import { layoutDiagnostics } from './layout-diagnostics';

describe('layoutDiagnostics', () => {
  it('names nothing when settings and theme loaded', () => {
    expect(layoutDiagnostics({ settings: false, theme: false })).toEqual({});
  });

  it("keeps the spec's messages for failed settings and theme", () => {
    expect(layoutDiagnostics({ settings: true, theme: true })).toEqual({
      'data-site-settings-error': 'Fehler beim Laden der Website-Einstellungen',
      'data-theme-error': 'Failed to load theme',
    });
  });
});
