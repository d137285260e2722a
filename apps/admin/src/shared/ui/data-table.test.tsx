import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table';

type Row = { name: string; city: string };
const column = createColumnHelper<Row>();
const columns = [
  column.accessor('name', { header: 'Name' }),
  column.accessor('city', { header: () => <span>Ort</span> }),
];

function People({ rows }: { rows: Row[] }) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  return <DataTable table={table} label="Personen" />;
}

describe('DataTable', () => {
  it('is a named table in a named region whose cells carry their column’s name for the phone’s cards', () => {
    render(<People rows={[{ name: 'Anna', city: 'Bonn' }]} />);
    expect(screen.getByRole('region', { name: 'Personen' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Personen' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Ort']);
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => [cell.textContent, cell.getAttribute('data-label')])).toEqual([
      ['Anna', 'Name'],
      // A header drawn by a function has no plain text: no label rather than "[object Object]".
      ['Bonn', null],
    ]);
  });
});
