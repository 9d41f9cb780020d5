import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { DataTable, type DataTableColumn } from './data-table';

type Person = { id: number; name: string; amount: number };

const PEOPLE: Person[] = [
  { id: 1, name: 'Emma Fielding', amount: 1200 },
  { id: 2, name: 'Tom Becker', amount: 1850 },
  { id: 3, name: 'Tara Quinn', amount: 3.5 },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Employee', cell: (row) => row.name },
  { id: 'amount', header: 'Amount', cell: (row) => row.amount, align: 'end' },
];

function Selectable({ onChange }: { onChange?: (ids: string[]) => void }) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  return (
    <DataTable
      caption="Selections"
      columns={COLUMNS}
      rows={PEOPLE}
      rowId={(row) => String(row.id)}
      emptyText="Nothing here"
      selection={{
        selected,
        onChange: (next) => {
          setSelected(next);
          onChange?.([...next].sort());
        },
        selectAllLabel: 'Select all',
        rowLabel: (id) => `Select ${PEOPLE.find((person) => String(person.id) === id)?.name}`,
      }}
    />
  );
}

describe('DataTable', () => {
  it('is a table named by its caption, with column headers and a row per item', () => {
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowId={(row) => String(row.id)}
        emptyText="None"
      />,
    );
    const table = screen.getByRole('table', { name: 'People' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Employee', 'Amount']);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByRole('cell', { name: 'Tom Becker' })).toBeInTheDocument();
  });

  it('shows the empty text, and a loading status while busy', () => {
    const { rerender } = render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(row) => String(row.id)}
        emptyText="None found"
      />,
    );
    expect(screen.getByRole('cell', { name: 'None found' })).toBeInTheDocument();
    rerender(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowId={(row) => String(row.id)}
        emptyText="None"
        loading
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading...');
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it('ticks rows one by one and all at once, by keyboard too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Selectable onChange={onChange} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Tom Becker' }));
    expect(onChange).toHaveBeenLastCalledWith(['2']);
    const all = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    all.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['1', '2', '3']);
    expect(all).toBeChecked();
    await user.click(all);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('pages with previous and next, saying which page of how many', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={PEOPLE}
        rowId={(row) => String(row.id)}
        emptyText="None"
        paging={{ page: 1, pageCount: 3, onPageChange }}
      />,
    );
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByText('Page 1 of 3')).toBeInTheDocument();
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
