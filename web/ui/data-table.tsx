import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { Button } from './button';
import { pageDataAttributes } from './page-data-marker';
import { ScrollRegion } from './scroll-region';

/** One column: a header and what a row shows in it. */
export interface DataTableColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up at the end of the cell. */
  align?: 'start' | 'end';
}

/** Row selection, owned by the page: ids of the ticked rows. */
export interface DataTableSelection {
  selected: ReadonlySet<string>;
  onChange: (selected: Set<string>) => void;
  /** The select-all box's accessible name, e.g. 'Select all selections'. */
  selectAllLabel: string;
  /** A row box's accessible name, e.g. 'Select Emma Fielding'. */
  rowLabel: (rowId: string) => string;
  disabled?: boolean;
}

/** Server-side sorting: the column the rows are sorted by, and which columns may sort them. */
export interface DataTableSorting {
  /** The id of the column sorted by. */
  column: string;
  direction: 'asc' | 'desc';
  /** Ids of the columns whose header is a sort button. */
  sortable: readonly string[];
  /** A header was pressed: the column, and the direction it asks for. */
  onSortChange: (column: string, direction: 'asc' | 'desc') => void;
}

/** Server-side paging: the page shown (1-based) of pageCount. */
export interface DataTablePaging {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface DataTableProps<Row> {
  /** The table's caption, which is also its accessible name. */
  caption: ReactNode;
  /** Hide the caption visually (it still names the table). */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  /** Shown in the table body when there are no rows. */
  emptyText: string;
  /** Rows are on their way: the body says so and the table is marked busy. */
  loading?: boolean;
  loadingText?: string;
  /** The rows shown are an earlier answer while the next loads (a new page): marked busy. */
  stale?: boolean;
  selection?: DataTableSelection;
  paging?: DataTablePaging;
  sorting?: DataTableSorting;
}

const SELECT_COLUMN_ID = '__select';

/**
 * The portal's accessible data table (issue 17; the employee list of issue 18 reuses it): a real
 * <table> with a caption and column headers, optional row checkboxes with a select-all box (mixed
 * when some rows are ticked), an empty and a loading state, and previous/next paging that says
 * which page is shown. Headless table logic is TanStack Table's; paging and data stay with the page,
 * which fetches one page at a time.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowId,
  emptyText,
  loading = false,
  loadingText = 'Loading...',
  stale = false,
  selection,
  paging,
  sorting,
}: DataTableProps<Row>) {
  const hydrated = useHydrated();
  const captionId = useId();
  const columnDefs = useMemo<ColumnDef<Row>[]>(() => {
    const defs: ColumnDef<Row>[] = columns.map((column) => ({
      id: column.id,
      header: column.header,
      cell: ({ row }) => column.cell(row.original),
      meta: { align: column.align ?? 'start' },
    }));
    if (!selection) return defs;
    return [{ id: SELECT_COLUMN_ID, header: selection.selectAllLabel, cell: () => null }, ...defs];
  }, [columns, selection]);

  const rowSelection = useMemo<RowSelectionState>(
    () => Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true])),
    [selection?.selected],
  );

  const table = useReactTable({
    data: rows as Row[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => rowId(row),
    enableRowSelection: Boolean(selection) && !selection?.disabled,
    state: { rowSelection },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
  });

  const columnCount = columnDefs.length;
  const tableRows = table.getRowModel().rows;

  return (
    <div className={wrapperClass}>
      {/* A phone scrolls the table within its box, named by the caption, never the page (decision 050). */}
      <ScrollRegion labelledBy={captionId} className={scrollClass}>
        <table className={tableClass} aria-busy={loading || stale || undefined}>
          <caption id={captionId} className={captionHidden ? visuallyHiddenClass : captionClass}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) =>
                  header.column.id === SELECT_COLUMN_ID && selection ? (
                    <th key={header.id} scope="col" className={checkCellClass}>
                      <SelectAllBox
                        label={selection.selectAllLabel}
                        checked={table.getIsAllRowsSelected()}
                        indeterminate={table.getIsSomeRowsSelected()}
                        disabled={selection.disabled || tableRows.length === 0}
                        onChange={table.getToggleAllRowsSelectedHandler()}
                      />
                    </th>
                  ) : (
                    <th
                      key={header.id}
                      scope="col"
                      className={headerCellClass}
                      data-align={alignOf(header.column.columnDef.meta)}
                      aria-sort={ariaSortOf(sorting, header.column.id)}
                    >
                      {sorting?.sortable.includes(header.column.id) ? (
                        <SortButton
                          sorting={sorting}
                          column={header.column.id}
                          header={String(header.column.columnDef.header)}
                        />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  ),
                )}
              </tr>
            ))}
          </thead>
          {/* The rows are the page's data (not while loading, nor the empty text). */}
          <tbody {...(loading || tableRows.length === 0 ? {} : pageDataAttributes)}>
            {loading ? (
              <tr>
                <td colSpan={columnCount} className={stateCellClass}>
                  <span role="status">{loadingText}</span>
                </td>
              </tr>
            ) : tableRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={stateCellClass}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              tableRows.map((row) => (
                <tr key={row.id} data-selected={row.getIsSelected() || undefined} className={rowClass}>
                  {row.getVisibleCells().map((cell) =>
                    cell.column.id === SELECT_COLUMN_ID && selection ? (
                      <td key={cell.id} className={checkCellClass}>
                        <input
                          type="checkbox"
                          className={checkboxClass}
                          aria-label={selection.rowLabel(row.id)}
                          checked={row.getIsSelected()}
                          disabled={!hydrated || !row.getCanSelect()}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    ) : (
                      <td
                        key={cell.id}
                        className={cellClass}
                        data-align={alignOf(cell.column.columnDef.meta)}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ),
                  )}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
      {paging && paging.pageCount > 0 ? <Pager {...paging} /> : null}
    </div>
  );
}

function ariaSortOf(
  sorting: DataTableSorting | undefined,
  column: string,
): 'ascending' | 'descending' | undefined {
  if (!sorting || sorting.column !== column) return undefined;
  return sorting.direction === 'asc' ? 'ascending' : 'descending';
}

/**
 * A sortable column's header: pressing it sorts by that column, or turns the direction round when
 * it is the column sorted by already. The button is named by the header alone (so the column's
 * cells keep that name); the arrow shows the direction and aria-sort on the header cell says it.
 */
function SortButton({
  sorting,
  column,
  header,
}: {
  sorting: DataTableSorting;
  column: string;
  header: string;
}) {
  const active = sorting.column === column;
  const next = active && sorting.direction === 'asc' ? 'desc' : 'asc';
  // Like every control of a page the Worker streams, usable once the app has taken the page over.
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      className={sortButtonClass}
      disabled={!hydrated}
      onClick={() => sorting.onSortChange(column, next)}
    >
      {header}
      <span aria-hidden="true" className={sortArrowClass} data-active={active || undefined}>
        {active ? (sorting.direction === 'asc' ? '▲' : '▼') : '↕'}
      </span>
    </button>
  );
}

function alignOf(meta: unknown): 'start' | 'end' {
  return typeof meta === 'object' && meta !== null && (meta as { align?: unknown }).align === 'end'
    ? 'end'
    : 'start';
}

function SelectAllBox({
  label,
  checked,
  indeterminate,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // "Mixed" exists only as a DOM property; screen readers announce it as partially checked.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate && !checked;
  }, [indeterminate, checked]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={checkboxClass}
      aria-label={label}
      checked={checked}
      disabled={disabled || !hydrated}
      onChange={onChange}
    />
  );
}

/** Previous / next, and which page of how many is shown (announced when it changes). */
function Pager({ page, pageCount, onPageChange }: DataTablePaging) {
  const { t } = useLingui();
  return (
    <nav aria-label={t`Pagination`} className={pagerClass}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p aria-live="polite" className={pageTextClass}>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </p>
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}

const wrapperClass = css({ display: 'flex', flexDirection: 'column', gap: '4' });

const scrollClass = css({
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
});

const tableClass = css({ width: '100%', borderCollapse: 'collapse', fontSize: 'sm' });

const captionClass = css({
  textAlign: 'start',
  padding: '3',
  fontWeight: '700',
  fontSize: 'md',
  color: 'fg',
});

const visuallyHiddenClass = css({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: '0',
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  borderWidth: '0',
});

const headerCellClass = css({
  textAlign: 'start',
  padding: '3',
  fontWeight: '700',
  color: 'fg',
  borderBottomWidth: '2px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  whiteSpace: 'nowrap',
  '&[data-align=end]': { textAlign: 'end' },
});

const sortButtonClass = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  minHeight: '44px',
  padding: '0',
  font: 'inherit',
  fontWeight: '700',
  color: 'fg',
  bg: 'transparent',
  border: 'none',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});

const sortArrowClass = css({ color: 'fg.muted', fontSize: 'xs', '&[data-active]': { color: 'fg' } });

const cellClass = css({
  padding: '3',
  color: 'fg',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});

const rowClass = css({ '&[data-selected]': { bg: 'brand.primary.5' } });

const checkCellClass = css({
  width: '12',
  padding: '3',
  textAlign: 'center',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});

const checkboxClass = css({
  width: '6',
  height: '6',
  accentColor: 'brand.primary',
  cursor: 'pointer',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  _disabled: { cursor: 'not-allowed' },
});

const stateCellClass = css({ padding: '6', textAlign: 'center', color: 'fg.muted' });

const pagerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
});

const pageTextClass = css({ color: 'fg', fontWeight: '500' });
