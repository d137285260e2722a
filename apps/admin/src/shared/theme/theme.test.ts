import { describe, expect, it } from 'vitest';
import { applyTheme, parseThemeChoice, resolveTheme } from './theme';

describe('the console theme', () => {
  it.each([
    ['light', 'light'],
    ['dark', 'dark'],
    ['system', 'system'],
    [null, 'system'],
    ['purple', 'system'],
  ] as const)('a saved %s reads as %s', (saved, choice) => {
    expect(parseThemeChoice(saved)).toBe(choice);
  });

  it('follows the system unless a mode was chosen', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('sets the dark class and data-theme the styles and journeys read', () => {
    const root = document.createElement('html');
    applyTheme('dark', root);
    expect(root.classList.contains('dark')).toBe(true);
    expect(root.getAttribute('data-theme')).toBe('dark');
    applyTheme('light', root);
    expect(root.classList.contains('dark')).toBe(false);
    expect(root.getAttribute('data-theme')).toBe('light');
  });
});
