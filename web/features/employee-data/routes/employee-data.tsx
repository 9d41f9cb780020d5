import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import type { Employee } from '#contract/employee-data';
import { employeeListQuerySchema } from '#contract/employee-data-requests';
import {
  EMPLOYEE_FILTERS,
  EMPLOYEE_SEARCH_MAX,
  EMPLOYEE_SORT_FIELDS,
  formatPercentage,
} from '#contract/employee-data-rules';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-texts';
import { PATHS } from '#contract/page-paths';
import { formatCalendarDate, formatNumber } from '#web/lib/en-gb-format.ts';
import { loadDocument } from '#web/lib/load-document.ts';
import { onDemand, useOnDemand } from '#web/lib/on-demand.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { useListInUrl } from '#web/lib/use-list-in-url.ts';
import { Button, ButtonLink, buttonStyles } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { ListToolbar } from '#web/ui/list-toolbar.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import {
  DEFAULT_SORT,
  employeeListCall,
  employeeListStateOf,
  employeeQueryString,
  employeeReportHref,
  isFilter,
  isSortField,
  useEmployeeList,
} from '../api/employee-data';
import { JoinedRangeFilter } from '../components/joined-range-filter';

// Loaded when first opened (docs/decisions/059).
const employeePanel = onDemand(() => import('../components/employee-panel'));
const bulkResendDialog = onDemand(() => import('../components/bulk-resend-dialog'));

/** Decision 034: the key figures in a sentence, above them, with who has not registered yet. */
export function registrationSummary({
  totalEmployees,
  totalRegisteredEmployees,
  percentageRegistered,
}: {
  totalEmployees: number;
  totalRegisteredEmployees: number;
  percentageRegistered: number;
}): MessageDescriptor {
  const notYetCount = totalEmployees - totalRegisteredEmployees;
  return TEXTS.registrationSummary(
    formatNumber(totalRegisteredEmployees),
    totalEmployees,
    totalRegisteredEmployees,
    formatPercentage(percentageRegistered),
    formatNumber(notYetCount),
    notYetCount,
  );
}

const fullName = (person: Employee) => `${person.firstName} ${person.surname}`;

/**
 * /app/employee-data/ (spec 2.2, 2.16, 3, 4 and 7): the client's employees 10 a page with search,
 * the registration filter, the joined-date range (decision 050) and sorting (search, filter and
 * range return to page 1; the state lives in the URL), the totals and percentage registered, the
 * CSV report of exactly the rows they leave, the
 * view-employee-data panel, and welcome e-mails resent to one employee or to all not registered.
 */
export function Component() {
  const { t } = useLingui();
  const session = useSession();
  const { state, apply, search } = useListInUrl({
    read: employeeListStateOf,
    write: (next) => employeeQueryString(next),
  });
  const query = useEmployeeList(state);
  const [openEmployee, setOpenEmployee] = useState<number | null>(null);
  const [bulkOpen, setBulkOpen] = useState(false);
  const panelLoader = useOnDemand(employeePanel);
  const dialogLoader = useOnDemand(bulkResendDialog);
  const mayResend = session !== null && mayTakeDashboardAction(session, 'welcomeEmails');
  const mayActAs = session !== null && mayTakeDashboardAction(session, 'magicLink');
  const mayUpload = session !== null && mayTakeDashboardAction(session, 'employeeDataUpload');

  const data = query.data;
  const reportHref = employeeReportHref(state);
  const notRegistered = data ? data.totalEmployees - data.totalRegisteredEmployees : 0;

  const columns: DataTableColumn<Employee>[] = [
    { id: 'name', header: t(TEXTS.columns.name), cell: fullName },
    { id: 'email', header: t(TEXTS.columns.email), cell: (row) => row.email },
    {
      id: 'registered',
      header: t(TEXTS.columns.registered),
      cell: (row) => t(row.registered ? TEXTS.yes : TEXTS.no),
    },
    {
      id: 'joined',
      header: t(TEXTS.columns.joined),
      cell: (row) => formatCalendarDate(row.joinedOn, 'short'),
    },
    {
      id: 'actions',
      header: t(TEXTS.columns.actions),
      cell: (row) => (
        <Button
          variant="secondary"
          aria-label={t(TEXTS.viewLabel(fullName(row)))}
          {...panelLoader.preloadProps}
          onClick={() => panelLoader.whenLoaded(() => setOpenEmployee(row.id))}
        >
          {t(TEXTS.view)}
        </Button>
      ),
    },
  ];

  return (
    <div className={cx(pageFrameClass, pageClass)}>
      <DashboardBreadcrumb current={t(TEXTS.title)} />
      <PageHeading>{t(TEXTS.title)}</PageHeading>
      {data ? <DataSummary>{t(registrationSummary(data))}</DataSummary> : null}
      {data ? (
        <KeyFigures
          label={t(TEXTS.tableCaption)}
          columns={3}
          figures={[
            { label: t(TEXTS.totalEmployees), value: formatNumber(data.totalEmployees) },
            { label: t(TEXTS.totalRegistered), value: formatNumber(data.totalRegisteredEmployees) },
            { label: t(TEXTS.percentageRegistered), value: formatPercentage(data.percentageRegistered) },
          ]}
        />
      ) : null}
      <div className={actionsClass}>
        {mayUpload ? <ButtonLink to={PATHS.employeeDataUpload}>{t(TEXTS.upload)}</ButtonLink> : null}
        {mayResend && data ? (
          <Button
            variant="secondary"
            {...dialogLoader.preloadProps}
            onClick={() => dialogLoader.whenLoaded(() => setBulkOpen(true))}
          >
            {t(TEXTS.bulkResend)}
          </Button>
        ) : null}
        <a href={reportHref} download className={buttonStyles({ variant: 'secondary' })}>
          {t(TEXTS.download)}
        </a>
      </div>
      <ListToolbar
        search={{
          label: t(TEXTS.searchLabel),
          hint: t(TEXTS.searchHint),
          buttonText: t(TEXTS.searchButton),
          maxLength: EMPLOYEE_SEARCH_MAX,
          schema: employeeListQuerySchema.shape.search,
          ...search,
        }}
        filter={{
          label: t(TEXTS.filterLabel),
          allLabel: t(TEXTS.filterAll),
          value: state.filter ?? '',
          options: EMPLOYEE_FILTERS.map((value) => ({ value, label: t(TEXTS.filterOptions[value]) })),
          onChange: (value) => apply({ filter: isFilter(value) ? value : null, page: 1 }),
        }}
      >
        <JoinedRangeFilter
          joinedFrom={state.joinedFrom}
          joinedTo={state.joinedTo}
          onApply={(range) => apply({ ...range, page: 1 })}
        />
      </ListToolbar>
      {query.isError ? (
        <LoadError message={t(TEXTS.loadError)} {...queryRetry(query)} />
      ) : (
        <DataTable
          caption={t(data ? TEXTS.tableCaptionCounted(formatNumber(data.total)) : TEXTS.tableCaption)}
          columns={columns}
          rows={data?.employees ?? []}
          rowId={(row) => String(row.id)}
          emptyText={t(TEXTS.empty)}
          loading={query.isPending}
          loadingText={t(TEXTS.loading)}
          stale={query.isPlaceholderData}
          sorting={{
            column: state.sort,
            direction: state.direction,
            sortable: EMPLOYEE_SORT_FIELDS,
            onSortChange: (column, direction) =>
              apply({ sort: isSortField(column) ? column : DEFAULT_SORT.sort, direction, page: 1 }),
          }}
          paging={
            data
              ? { page: state.page, pageCount: data.lastPage, onPageChange: (page) => apply({ page }) }
              : undefined
          }
        />
      )}
      {panelLoader.module ? (
        <panelLoader.module.EmployeePanel
          employeeId={openEmployee}
          onClose={() => setOpenEmployee(null)}
          mayResend={mayResend}
          mayActAs={mayActAs}
          followLink={loadDocument}
        />
      ) : null}
      {dialogLoader.module ? (
        <dialogLoader.module.BulkResendDialog
          open={bulkOpen}
          count={notRegistered}
          onClose={() => setBulkOpen(false)}
        />
      ) : null}
    </div>
  );
}

const pageClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = ({ url }) => [employeeListCall(employeeListStateOf(url.searchParams))];
