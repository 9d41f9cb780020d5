import type { TakeUpDetail, TakeUpPerson } from '#contract/dashboard-insights';
import { selectionStatusLabel, TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { dateLabel } from './insights-page';

export const PEOPLE_TEXTS = {
  caption: (benefit: string) => `Employees who have chosen ${benefit}`,
  name: 'Employee',
  email: 'Email',
  status: 'Status',
  start: 'Start date',
  end: 'End date',
  searchLabel: 'Search employees',
  searchButton: 'Search',
  /** A search that matches nobody, or a page past the last (the benefit has people). */
  noMatch: 'No employees found',
} as const;

const COLUMNS: DataTableColumn<TakeUpPerson>[] = [
  { id: 'name', header: PEOPLE_TEXTS.name, cell: (person) => person.name },
  { id: 'email', header: PEOPLE_TEXTS.email, cell: (person) => person.email },
  { id: 'status', header: PEOPLE_TEXTS.status, cell: (person) => selectionStatusLabel(person.status) },
  { id: 'start', header: PEOPLE_TEXTS.start, cell: (person) => dateLabel(person.startDate) },
  { id: 'end', header: PEOPLE_TEXTS.end, cell: (person) => dateLabel(person.endDate) },
];

/**
 * One page of the people behind a benefit's counts (spec 3, take-up data: detailed; decision 052),
 * 10 a page with previous and next, or the spec's empty text when the benefit has nobody at all.
 */
export function TakeUpPeople({
  benefit,
  detail,
  searching = false,
  stale = false,
  onPageChange,
}: {
  benefit: string;
  detail: Pick<TakeUpDetail, 'people' | 'page' | 'lastPage' | 'total'>;
  /** A search is applied: nobody found is its answer, not the benefit's. */
  searching?: boolean;
  /** The rows shown are the previous page's while the asked one loads. */
  stale?: boolean;
  onPageChange: (page: number) => void;
}) {
  if (detail.total === 0 && !searching) return <p>{TAKE_UP_TEXTS.empty}</p>;
  return (
    <DataTable
      caption={PEOPLE_TEXTS.caption(benefit)}
      columns={COLUMNS}
      rows={detail.people}
      rowId={(person) => String(person.selectionId)}
      emptyText={PEOPLE_TEXTS.noMatch}
      stale={stale}
      paging={{ page: detail.page, pageCount: detail.lastPage, onPageChange }}
    />
  );
}
