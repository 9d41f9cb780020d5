import { useLingui } from '@lingui/react/macro';
import { INSIGHTS_TEXTS } from '#contract/dashboard-insights-texts';
import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { PENDING_BENEFITS_CALL } from '#web/lib/pending-approvals.ts';
import { useSession } from '#web/lib/session.ts';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';
import { EMPLOYEE_INSIGHTS_CALL } from '../api/dashboard-insights';
import { DashboardSummary } from '../components/dashboard-summary';
import { DashboardTiles } from '../components/dashboard-tiles';

/**
 * /app/dashboard/: the employer dashboard's landing (spec sections 1 and 2.2): what needs the
 * administrator today in a sentence (docs/decisions/035), then a tile for each section.
 */
export function Component() {
  const { t } = useLingui();
  const session = useSession();
  return (
    <div className={pageFrameClass}>
      <PageHeading>{t(INSIGHTS_TEXTS.dashboard)}</PageHeading>
      <DashboardSummary />
      {session ? <DashboardTiles session={session} /> : null}
    </div>
  );
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = () => [EMPLOYEE_INSIGHTS_CALL, PENDING_BENEFITS_CALL];
