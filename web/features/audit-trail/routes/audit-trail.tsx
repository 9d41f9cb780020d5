import { css, cx } from 'styled-system/css';
import type { AuditEvent } from '#contract/audit-trail';
import { auditTrailQuerySchema } from '#contract/audit-trail-requests';
import { AUDIT_ACTIONS, AUDIT_PERSON_MAX, isAuditAction } from '#contract/audit-trail-rules';
import { AUDIT_TRAIL_TEXTS as TEXTS } from '#contract/audit-trail-texts';
import { formatNumber } from '#web/lib/en-gb-format.ts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { useListInUrl } from '#web/lib/use-list-in-url.ts';
import { buttonStyles } from '#web/ui/button.tsx';
import { DashboardBreadcrumb } from '#web/ui/dashboard-breadcrumb.tsx';
import { actionsRowClass, dashboardPageClass } from '#web/ui/dashboard-styles.ts';
import { counted, DataSummary } from '#web/ui/data-summary.tsx';
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
import { auditDetailText, auditTimeText } from '../components/audit-event-text';

/** A person in a cell: their name, and their e-mail under it (the person filter matches either). */
function Person({ person, support }: { person: AuditEvent['subject']; support?: boolean }) {
  if (!person) return <>{TEXTS.nobody}</>;
  return (
    <span className={personClass}>
      <span>
        {person.name}
        {support ? ` (${TEXTS.support})` : null}
      </span>
      <span className={emailClass}>{person.email}</span>
    </span>
  );
}

const COLUMNS: DataTableColumn<AuditEvent>[] = [
  { id: 'when', header: TEXTS.columns.when, cell: (row) => auditTimeText(row.occurredAt) },
  { id: 'action', header: TEXTS.columns.action, cell: (row) => TEXTS.actions[row.action] },
  {
    id: 'by',
    header: TEXTS.columns.by,
    cell: (row) => <Person person={row.actor} support={row.actor?.role === 'support'} />,
  },
  { id: 'about', header: TEXTS.columns.about, cell: (row) => <Person person={row.subject} /> },
  { id: 'details', header: TEXTS.columns.details, cell: auditDetailText },
];

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: TEXTS.actions[value] }));
const RANGE_NAMES = { from: 'from', to: 'to' } as const;
const RANGE_TEXTS = {
  legend: TEXTS.rangeLegend,
  from: TEXTS.rangeFrom,
  to: TEXTS.rangeTo,
  apply: TEXTS.rangeApply,
  clear: TEXTS.rangeClear,
} as const;

/**
 * /app/dashboard/audit-trail (issue 32, docs/decisions/057): who did what in the client's portal,
 * newest first, 10 a page from the server, filtered by action, person (who did it or whom it was
 * about) and a range of UTC days; every filter returns to page 1 and the state lives in the URL.
 * The CSV holds every event the filters leave, not only the page shown.
 */
export function Component() {
  const { state, apply, search } = useListInUrl({ read: auditTrailStateOf, write: auditTrailQueryString });
  const query = useAuditTrail(state);
  const data = query.data;

  return (
    <div className={cx(pageFrameClass, dashboardPageClass)}>
      <DashboardBreadcrumb current={TEXTS.title} />
      <PageHeading>{TEXTS.title}</PageHeading>
      {data ? (
        <DataSummary>
          {TEXTS.summary(
            counted(data.total, 'event', 'events'),
            data.total === 1,
            state.search !== '' || state.action !== null || state.from !== null,
          )}
        </DataSummary>
      ) : null}
      <ListToolbar
        search={{
          label: TEXTS.personLabel,
          hint: TEXTS.personHint,
          buttonText: TEXTS.personButton,
          maxLength: AUDIT_PERSON_MAX,
          schema: auditTrailQuerySchema.shape.person,
          ...search,
        }}
        filter={{
          label: TEXTS.actionLabel,
          allLabel: TEXTS.actionAll,
          value: state.action ?? '',
          options: ACTION_OPTIONS,
          onChange: (value) => apply({ action: isAuditAction(value) ? value : null, page: 1 }),
        }}
      >
        <DayRangeFilter
          from={state.from}
          to={state.to}
          names={RANGE_NAMES}
          texts={RANGE_TEXTS}
          onApply={(range) => apply({ ...range, page: 1 })}
        />
      </ListToolbar>
      <div className={actionsRowClass}>
        <a href={auditTrailReportHref(state)} download className={buttonStyles({ variant: 'secondary' })}>
          {TEXTS.download}
        </a>
      </div>
      {query.isError ? (
        <LoadError message={TEXTS.loadError} {...queryRetry(query)} />
      ) : (
        <DataTable
          caption={data ? `${TEXTS.tableCaption} (${formatNumber(data.total)})` : TEXTS.tableCaption}
          columns={COLUMNS}
          rows={data?.events ?? []}
          rowId={(row) => String(row.id)}
          emptyText={TEXTS.empty}
          loading={query.isPending}
          loadingText={TEXTS.loading}
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

const personClass = css({ display: 'flex', flexDirection: 'column' });
const emailClass = css({ color: 'fg.muted', fontSize: 'sm' });

/**
 * The calls its first render shows, which its route's loader starts (web/app/router.tsx).
 * The page of events the URL's filters ask for (decision 057), streamed with the HTML.
 */
export const pageCalls: PageCallsFor = ({ url }) => [auditTrailCall(auditTrailStateOf(url.searchParams))];
