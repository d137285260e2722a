// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SCROLL_TOP_AFTER_NAV_MS } from '@wegweiser/contracts/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Link, RouterProvider, useLocation } from './router';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function app() {
  return render(
    <RouterProvider initial={{ pathname: '/', search: '', key: 'initial' }}>
      <Where />
      <Link to="/services">Angebot</Link>
    </RouterProvider>,
  );
}

describe('RouterProvider', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('a link adds one place to the history and shows its page', () => {
    app();
    const before = window.history.length;
    fireEvent.click(screen.getByRole('link', { name: 'Angebot' }));
    expect(window.location.pathname).toBe('/services');
    expect(window.history.length).toBe(before + 1);
    expect(screen.getByTestId('where').textContent).toBe('/services');
  });

  it('a link to where the visitor is, pressed again, takes no second place', () => {
    app();
    const link = screen.getByRole('link', { name: 'Angebot' });
    fireEvent.click(link);
    const after = window.history.length;
    fireEvent.click(link);
    fireEvent.click(link);
    expect(window.history.length).toBe(after);
    expect(window.location.pathname).toBe('/services');
  });

  it('going back returns to the page before', async () => {
    app();
    fireEvent.click(screen.getByRole('link', { name: 'Angebot' }));
    await act(async () => {
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await popped;
    });
    expect(window.location.pathname).toBe('/');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('a link scrolls to the top at once and once more after the new page, unless the router is gone', () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      const { unmount } = app();
      fireEvent.click(screen.getByRole('link', { name: 'Angebot' }));
      const atOnce = scrollTo.mock.calls.length;
      expect(atOnce).toBeGreaterThan(0);
      vi.advanceTimersByTime(SCROLL_TOP_AFTER_NAV_MS);
      const afterwards = scrollTo.mock.calls.length;
      expect(afterwards).toBeGreaterThan(atOnce);

      fireEvent.click(screen.getByRole('link', { name: 'Angebot' }));
      const again = scrollTo.mock.calls.length;
      unmount();
      vi.advanceTimersByTime(SCROLL_TOP_AFTER_NAV_MS * 2);
      expect(scrollTo.mock.calls.length).toBe(again);
    } finally {
      scrollTo.mockRestore();
      vi.useRealTimers();
    }
  });

  it("going back right after a link restores the place there; the link's later scroll to the top is cancelled", () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const scrollY = Object.getOwnPropertyDescriptor(window, 'scrollY');
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 420 });
    try {
      app();
      fireEvent.click(screen.getByRole('link', { name: 'Angebot' }));
      // Back before the link's second scroll to the top is due.
      act(() => {
        window.history.replaceState({ key: 'initial' }, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate', { state: { key: 'initial' } }));
      });
      expect(screen.getByTestId('where').textContent).toBe('/');
      expect(scrollTo).toHaveBeenLastCalledWith({ top: 420, behavior: 'auto' });
      const restored = scrollTo.mock.calls.length;
      vi.advanceTimersByTime(SCROLL_TOP_AFTER_NAV_MS * 2);
      expect(scrollTo.mock.calls.length).toBe(restored);
    } finally {
      if (scrollY) Object.defineProperty(window, 'scrollY', scrollY);
      else Reflect.deleteProperty(window, 'scrollY');
      scrollTo.mockRestore();
      vi.useRealTimers();
    }
  });
});
