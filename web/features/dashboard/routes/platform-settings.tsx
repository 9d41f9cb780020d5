import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
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

function twoFactorColumns(i18n: I18n): DataTableColumn<TwoFactorPerson>[] {
  return [
    { id: 'name', header: i18n._(TEXTS.columns.name), cell: (row) => `${row.firstName} ${row.surname}` },
    { id: 'email', header: i18n._(TEXTS.columns.email), cell: (row) => row.email },
    {
      id: 'registered',
      header: i18n._(TEXTS.columns.registered),
      cell: (row) => i18n._(row.registered ? TEXTS.yes : TEXTS.no),
    },
    {
      id: 'twoFactor',
      header: i18n._(TEXTS.columns.twoFactor),
      cell: (row) => i18n._(row.twoFactorEnabled ? TEXTS.twoFactorOn : TEXTS.twoFactorOff),
    },
  ];
}

/**
 * /app/dashboard/platform-settings/ (spec 2.2, 3 and 4, Lists): the two-factor table of the
 * client's employees (10 a page; search and filter return to page 1; the state lives in the URL),
 * its CSV report for the current search and filter, and the enforcement setting.
 */
export function Component() {
  const { i18n, t } = useLingui();
  const columns = useMemo(() => twoFactorColumns(i18n), [i18n]);
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
      <DashboardBreadcrumb current={t(TEXTS.title)} />
      <PageHeading>{t(TEXTS.title)}</PageHeading>
      {data ? (
        <EnforcementSetting
          enforced={data.enforced}
          mayChange={session !== null && mayTakeDashboardAction(session, 'twoFactorEnforcement')}
        />
      ) : null}
      <ListToolbar
        search={{
          label: t(TEXTS.searchLabel),
          buttonText: t(TEXTS.searchButton),
          maxLength: TWO_FACTOR_SEARCH_MAX,
          schema: twoFactorListQuerySchema.shape.search,
          ...search,
        }}
        filter={{
          label: t(TEXTS.filterLabel),
          allLabel: t(TEXTS.filterAll),
          value: state.filter ?? '',
          options: data?.filterOptions ?? [
            { value: 'enabled', label: t(TEXTS.twoFactorOn) },
            { value: 'disabled', label: t(TEXTS.twoFactorOff) },
          ],
          onChange: (value) => apply({ filter: isTwoFactorFilter(value) ? value : null, page: 1 }),
        }}
      >
        <a href={reportHref} download className={buttonStyles({ variant: 'secondary' })}>
          {t(TEXTS.download)}
        </a>
      </ListToolbar>
      {query.isError ? (
        <LoadError message={t(TEXTS.loadError)} {...queryRetry(query)} />
      ) : (
        <DataTable
          caption={t(data ? TEXTS.tableCaptionCounted(data.total) : TEXTS.tableCaption)}
          columns={columns}
          rows={data?.people ?? []}
          rowId={(row) => String(row.id)}
          emptyText={t(TEXTS.empty)}
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

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = ({ url }) => [
  twoFactorListCall(twoFactorListStateOf(url.searchParams)),
];
