import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TakeUpDetail, TakeUpPerson } from '#contract/dashboard-insights';
import { selectionStatusLabel, TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { textOf } from '#web/lib/message-text.ts';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { dateLabel } from './insights-page';

export const PEOPLE_TEXTS = {
  caption: (benefit: string) => msg`Employees who have chosen ${benefit}`,
  name: msg`Employee`,
  email: msg`Email`,
  status: msg`Status`,
  start: msg`Start date`,
  end: msg`End date`,
  searchLabel: msg`Search employees`,
  searchButton: msg`Search`,
  /** A search that matches nobody, or a page past the last (the benefit has people). */
  noMatch: msg`No employees found`,
} as const;

function peopleColumns(i18n: I18n): DataTableColumn<TakeUpPerson>[] {
  return [
    { id: 'name', header: i18n._(PEOPLE_TEXTS.name), cell: (person) => person.name },
    { id: 'email', header: i18n._(PEOPLE_TEXTS.email), cell: (person) => person.email },
    {
      id: 'status',
      header: i18n._(PEOPLE_TEXTS.status),
      cell: (person) => textOf(i18n, selectionStatusLabel(person.status)),
    },
    { id: 'start', header: i18n._(PEOPLE_TEXTS.start), cell: (person) => dateLabel(person.startDate) },
    { id: 'end', header: i18n._(PEOPLE_TEXTS.end), cell: (person) => dateLabel(person.endDate) },
  ];
}

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
  const { i18n, t } = useLingui();
  const columns = useMemo(() => peopleColumns(i18n), [i18n]);
  if (detail.total === 0 && !searching) return <p>{t(TAKE_UP_TEXTS.empty)}</p>;
  return (
    <DataTable
      caption={t(PEOPLE_TEXTS.caption(benefit))}
      columns={columns}
      rows={detail.people}
      rowId={(person) => String(person.selectionId)}
      emptyText={t(PEOPLE_TEXTS.noMatch)}
      stale={stale}
      paging={{ page: detail.page, pageCount: detail.lastPage, onPageChange }}
    />
  );
}
