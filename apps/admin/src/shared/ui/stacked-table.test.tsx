import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StackedTable } from './stacked-table';

describe('StackedTable', () => {
  it('is a named table whose cells carry their column’s name for a phone’s cards', () => {
    render(
      <StackedTable
        caption="Meistbesuchte Seiten"
        columns={[
          { key: 'page', header: 'Seite', label: 'Seite' },
          { key: 'views', header: 'Seitenaufrufe', label: 'Seitenaufrufe', numeric: true },
          { key: 'drawn', header: <span>Gezeichnet</span> },
        ]}
        rows={[{ key: 'r1', cells: ['/leistungen/karriere-coaching', '1.204', 'x'] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Meistbesuchte Seiten' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Seite', 'Seitenaufrufe', 'Gezeichnet']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => [cell.textContent, cell.getAttribute('data-label')]),
    ).toEqual([
      ['/leistungen/karriere-coaching', 'Seite'],
      ['1.204', 'Seitenaufrufe'],
      // No plain-text name: no name on the card rather than a code.
      ['x', null],
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });

  it('names each row by a row-header column (a matrix of switches)', () => {
    render(
      <StackedTable
        caption="Soziale Netzwerke"
        columns={[
          { key: 'network', header: 'Netzwerk', label: 'Netzwerk', rowHeader: true },
          { key: 'footer', header: 'Fußzeile', label: 'Fußzeile', centred: true },
        ]}
        rows={[{ key: 'x', cells: ['X', <input key="x" type="checkbox" aria-label="X: Fußzeile" />] }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Soziale Netzwerke' });
    expect(within(table).getByRole('rowheader', { name: 'X' }).getAttribute('scope')).toBe('row');
    expect(within(table).getByRole('cell').getAttribute('data-label')).toBe('Fußzeile');
    expect(within(table).getByRole('checkbox', { name: 'X: Fußzeile' })).toBeTruthy();
  });
});
