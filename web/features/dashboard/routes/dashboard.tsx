import { INSIGHTS_TEXTS } from '../../../../worker/contract/dashboard-insights-rules';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { pageFrameClass } from '../../../ui/page-frame';
import { PageHeading } from '../../../ui/page-heading';
import { DashboardSummary } from '../components/dashboard-summary';
import { DashboardTiles } from '../components/dashboard-tiles';

/**
 * /app/dashboard/: the employer dashboard's landing (spec sections 1 and 2.2): what needs the
 * administrator today in a sentence (docs/decisions/035), then a tile for each section.
 */
export function Component() {
  useDocumentTitle(INSIGHTS_TEXTS.dashboard);
  const session = useSession();
  return (
    <div className={pageFrameClass}>
      <PageHeading>{INSIGHTS_TEXTS.dashboard}</PageHeading>
      <DashboardSummary />
      {session ? <DashboardTiles session={session} /> : null}
    </div>
  );
}
