import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import type { AuditEvent } from '#contract/audit-trail';
import { auditTrailQuerySchema } from '#contract/audit-trail-requests';
import { AUDIT_ACTIONS, AUDIT_PERSON_MAX, isAuditAction } from '#contract/audit-trail-rules';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useListInUrl } from '#web/lib/use-list-in-url.ts';
import { buttonStyles } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { actionsRowClass, dashboardPageClass } from '#web/ui/dashboard-styles.ts';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { DataTable, type DataTableColumn } from '#web/ui/data-table.tsx';
import { DayRangeFilter } from '#web/ui/day-range-filter.tsx';
import { ListToolbar } from '#web/ui/list-toolbar.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import {
  auditTrailCall,
  auditTrailQueryString,
  auditTrailReportHref,
  auditTrailStateOf,
  useAuditTrail,
} from '../api/audit-trail';
import { AUDIT_ACTION_TEXTS } from '../components/audit-action-texts';
import { auditDetailText, auditTimeText } from '../components/audit-event-text';

/** A person in a cell: their name, and their e-mail under it (the person filter matches either). */
function Person({ person, support }: { person: AuditEvent['subject']; support?: boolean }) {
  const { t } = useLingui();
  if (!person) return <>—</>;
  return (
    <span className={personClass}>
      <span>
        {person.name}
        {support ? ` (${t`support`})` : null}
      </span>
      <span className={emailClass}>{person.email}</span>
    </span>
  );
}

const RANGE_NAMES = { from: 'from', to: 'to' } as const;

/**
 * /app/dashboard/audit-trail (issue 32, docs/decisions/057): who did what in the client's portal,
 * newest first, 10 a page from the server, filtered by action, person (who did it or whom it was
 * about) and a range of UTC days; every filter returns to page 1 and the state lives in the URL.
 * The CSV holds every event the filters leave, not only the page shown.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const { state, apply, search } = useListInUrl({ read: auditTrailStateOf, write: auditTrailQueryString });
  const query = useAuditTrail(state);
  const data = query.data;
  const title = t`Audit trail`;
  const tableCaption = t`Audit trail events`;

  const columns: DataTableColumn<AuditEvent>[] = [
    { id: 'when', header: t`When (UTC)`, cell: (row) => auditTimeText(row.occurredAt) },
    { id: 'action', header: t`Action`, cell: (row) => t(AUDIT_ACTION_TEXTS[row.action]) },
    {
      id: 'by',
      header: t`By`,
      cell: (row) => <Person person={row.actor} support={row.actor?.role === 'support'} />,
    },
    { id: 'about', header: t`About`, cell: (row) => <Person person={row.subject} /> },
    { id: 'details', header: t`Details`, cell: (row) => auditDetailText(i18n, row) },
  ];
  const actionOptions = AUDIT_ACTIONS.map((value) => ({ value, label: t(AUDIT_ACTION_TEXTS[value]) }));
  const rangeTexts = {
    legend: t`Between`,
    from: t`From`,
    to: t`To`,
    apply: t`Apply dates`,
    clear: t`Clear dates`,
  };

  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={title} />
      <PageHeading>{title}</PageHeading>
      {data ? (
        <DataSummary>
          <TrailSummary
            total={data.total}
            filtered={state.search !== '' || state.action !== null || state.from !== null}
          />
        </DataSummary>
      ) : null}
      <ListToolbar
        search={{
          label: t`Person`,
          hint: t`A name or e-mail address of who did it or whom it was about`,
          buttonText: t`Search`,
          maxLength: AUDIT_PERSON_MAX,
          schema: auditTrailQuerySchema.shape.person,
          ...search,
        }}
        filter={{
          label: t`Action`,
          allLabel: t`All actions`,
          value: state.action ?? '',
          options: actionOptions,
          onChange: (value) => apply({ action: isAuditAction(value) ? value : null, page: 1 }),
        }}
      >
        <DayRangeFilter
          from={state.from}
          to={state.to}
          names={RANGE_NAMES}
          texts={rangeTexts}
          onApply={(range) => apply({ ...range, page: 1 })}
        />
      </ListToolbar>
      <div className={actionsRowClass}>
        <a href={auditTrailReportHref(state)} download className={buttonStyles({ variant: 'secondary' })}>
          <Trans>Download CSV</Trans>
        </a>
      </div>
      {query.isError ? (
        <LoadError message={t`The audit trail could not be loaded`} {...queryRetry(query)} />
      ) : (
        <DataTable
          caption={data ? `${tableCaption} (${formatNumber(data.total)})` : tableCaption}
          columns={columns}
          rows={data?.events ?? []}
          rowId={(row) => String(row.id)}
          emptyText={t`No events found`}
          loading={query.isPending}
          loadingText={t`Loading the audit trail…`}
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

/** The page's answer first (decision 034): how many events, and that the CSV holds them all. */
function TrailSummary({ total, filtered }: { total: number; filtered: boolean }) {
  return filtered ? (
    <Plural
      value={total}
      one="# event matches these filters, newest first. Download CSV gives every one of them, not only this page."
      other="# events match these filters, newest first. Download CSV gives every one of them, not only this page."
    />
  ) : (
    <Plural
      value={total}
      one="# event is on the trail, newest first. Download CSV gives every one of them, not only this page."
      other="# events are on the trail, newest first. Download CSV gives every one of them, not only this page."
    />
  );
}

const personClass = css({ display: 'flex', flexDirection: 'column' });
const emailClass = css({ color: 'fg.muted', fontSize: 'sm' });

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * The page of events the URL's filters ask for (decision 057), streamed with the HTML.
 */
export const pageCalls: PageCallsFor = ({ url }) => [auditTrailCall(auditTrailStateOf(url.searchParams))];
