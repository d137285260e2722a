import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('a console button', () => {
  it('acts once per click: the second click of a double click does nothing (issue 24 point 3)', () => {
    const act = vi.fn();
    render(<Button onClick={act}>Löschen</Button>);
    const button = screen.getByRole('button', { name: 'Löschen' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(act).toHaveBeenCalledTimes(1);
    // Enter or Space on a focused button: a click with detail 0.
    fireEvent.click(button, { detail: 0 });
    expect(act).toHaveBeenCalledTimes(2);
  });

  it('submits its form once on a double click', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit">Speichern</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Speichern' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
