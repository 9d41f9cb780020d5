import { cx } from 'styled-system/css';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import type { TwoFactorPerson } from '#contract/two-factor-admin';
import { twoFactorListQuerySchema } from '#contract/two-factor-admin-requests';
import { TWO_FACTOR_SEARCH_MAX } from '#contract/two-factor-admin-rules';
import { PLATFORM_SETTINGS_TEXTS as TEXTS } from '#contract/two-factor-admin-texts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useSession } from '#web/lib/session.ts';
import { useListInUrl } from '#web/lib/use-list-in-url.ts';
import { buttonStyles } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { dashboardPageClass } from '#web/ui/dashboard-styles.ts';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { ListToolbar } from '#web/ui/list-toolbar.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import {
  isTwoFactorFilter,
  twoFactorListCall,
  twoFactorListStateOf,
  twoFactorQueryString,
  twoFactorReportHref,
  useTwoFactorList,
} from '../api/two-factor-admin';
import { EnforcementSetting } from '../components/enforcement-setting';

const COLUMNS: DataTableColumn<TwoFactorPerson>[] = [
  { id: 'name', header: TEXTS.columns.name, cell: (row) => `${row.firstName} ${row.surname}` },
  { id: 'email', header: TEXTS.columns.email, cell: (row) => row.email },
  {
    id: 'registered',
    header: TEXTS.columns.registered,
    cell: (row) => (row.registered ? TEXTS.yes : TEXTS.no),
  },
  {
    id: 'twoFactor',
    header: TEXTS.columns.twoFactor,
    cell: (row) => (row.twoFactorEnabled ? 'Enabled' : 'Not enabled'),
  },
];

/**
 * /app/dashboard/platform-settings/ (spec 2.2, 3 and 4, Lists): the two-factor table of the
 * client's employees (10 a page; search and filter return to page 1; the state lives in the URL),
 * its CSV report for the current search and filter, and the enforcement setting.
 */
export function Component() {
  const session = useSession();
  const { state, apply, search } = useListInUrl({
    read: twoFactorListStateOf,
    write: (next) => twoFactorQueryString(next),
  });
  const query = useTwoFactorList(state);

  const data = query.data;
  const reportHref = twoFactorReportHref(state);

  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={TEXTS.title} />
      <PageHeading>{TEXTS.title}</PageHeading>
      {data ? (
        <EnforcementSetting
          enforced={data.enforced}
          mayChange={session !== null && mayTakeDashboardAction(session, 'twoFactorEnforcement')}
        />
      ) : null}
      <ListToolbar
        search={{
          label: TEXTS.searchLabel,
          buttonText: TEXTS.searchButton,
          maxLength: TWO_FACTOR_SEARCH_MAX,
          schema: twoFactorListQuerySchema.shape.search,
          ...search,
        }}
        filter={{
          label: TEXTS.filterLabel,
          allLabel: TEXTS.filterAll,
          value: state.filter ?? '',
          options: data?.filterOptions ?? DEFAULT_FILTER_OPTIONS,
          onChange: (value) => apply({ filter: isTwoFactorFilter(value) ? value : null, page: 1 }),
        }}
      >
        <a href={reportHref} download className={buttonStyles({ variant: 'secondary' })}>
          {TEXTS.download}
        </a>
      </ListToolbar>
      {query.isError ? (
        <LoadError message={TEXTS.loadError} {...queryRetry(query)} />
      ) : (
        <DataTable
          caption={data ? `${TEXTS.tableCaption} (${data.total})` : TEXTS.tableCaption}
          columns={COLUMNS}
          rows={data?.people ?? []}
          rowId={(row) => String(row.id)}
          emptyText={TEXTS.empty}
          loading={query.isPending}
          stale={query.isPlaceholderData}
          paging={
            data
              ? { page: state.page, pageCount: data.lastPage, onPageChange: (page) => apply({ page }) }
              : undefined
          }
        />
      )}
    </div>
  );
}

const DEFAULT_FILTER_OPTIONS = [
  { value: 'enabled', label: 'Enabled' },
  { value: 'disabled', label: 'Not enabled' },
] as const;

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = ({ url }) => [
  twoFactorListCall(twoFactorListStateOf(url.searchParams)),
];
