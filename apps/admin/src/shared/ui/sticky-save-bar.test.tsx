import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StickySaveBar } from './sticky-save-bar';

const height = () => document.documentElement.style.getPropertyValue('--sticky-save-bar-height');

describe('StickySaveBar', () => {
  it('tells the page its height while it is shown, so a field scrolled into view stops above it', () => {
    const { unmount } = render(
      <StickySaveBar>
        <button type="submit">Speichern</button>
      </StickySaveBar>,
    );
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeTruthy();
    // jsdom lays nothing out: the height is 0 px, but it is set.
    expect(height()).toBe('0px');
    unmount();
    expect(height()).toBe('');
  });
});
