import { useLingui } from '@lingui/react/macro';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import { mayTakeDashboardAction } from '#contract/dashboard-permissions';
import { PATHS } from '#contract/page-paths';
import { useSession } from '#web/lib/session.ts';
import { Breadcrumb } from './breadcrumb';

/**
 * Home > Employer dashboard > [a page between] > the current page (spec section 2.2), on every
 * dashboard sub-page. An approver, who has no dashboard (docs/decisions/075), is not led to it:
 * Home > [a page between] > the current page.
 */
export function DashboardBreadcrumb({
  current,
  parent,
}: {
  current: string;
  parent?: { label: string; to: string };
}) {
  const { t } = useLingui();
  const session = useSession();
  const hasDashboard = session !== null && mayTakeDashboardAction(session, 'dashboard');
  return (
    <Breadcrumb
      trail={[
        { label: t`Home`, to: PATHS.home },
        ...(hasDashboard ? [{ label: t(INSIGHTS_TEXTS.dashboard), to: PATHS.dashboard }] : []),
        ...(parent ? [parent] : []),
      ]}
      current={current}
    />
  );
}
