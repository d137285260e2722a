import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FilterSelect } from './field';

const COLOURS = ['red', 'green'] as const;
type Colour = (typeof COLOURS)[number];

function Harness({
  initial,
  onChange,
}: {
  initial: Colour | undefined;
  onChange: (value: Colour | undefined) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <FilterSelect
      label="Farbe"
      value={value}
      options={COLOURS}
      allLabel="Alle Farben"
      optionLabel={(colour) => (colour === 'red' ? 'Rot' : 'Grün')}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('FilterSelect', () => {
  it('offers "all" first and every option in words, and reports a choice and "all" again', async () => {
    const onChange = vi.fn();
    render(<Harness initial={undefined} onChange={onChange} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Farbe');
    expect([...select.querySelectorAll('option')].map((option) => option.textContent)).toEqual([
      'Alle Farben',
      'Rot',
      'Grün',
    ]);
    await userEvent.selectOptions(select, 'Grün');
    expect(onChange).toHaveBeenLastCalledWith('green');
    expect(select.value).toBe('green');
    await userEvent.selectOptions(select, 'Alle Farben');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });
});
