import { css } from 'styled-system/css';
import { INSIGHTS_TEXTS } from '../../../../worker/contract/dashboard-insights-rules';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { pageFrameClass } from '../../../ui/page-frame';
import { PageHeading } from '../../../ui/page-heading';
import { DashboardTiles } from '../components/dashboard-tiles';

const lead = css({ color: 'fg.muted', fontSize: 'lg', maxWidth: '48rem' });

/**
 * /app/dashboard/: the employer dashboard's landing (spec sections 1 and 2.2): a tile for each
 * section. It renders from the session alone, with no data and no chart code, so it is
 * prerendered like the home (docs/decisions/025-dashboard-insights.md).
 */
export function Component() {
  useDocumentTitle(INSIGHTS_TEXTS.dashboard);
  const session = useSession();
  return (
    <div className={pageFrameClass}>
      <PageHeading>{INSIGHTS_TEXTS.dashboard}</PageHeading>
      <p className={lead}>
        See how your employees use their benefits, manage your platform settings and reports, and approve
        selections.
      </p>
      {session ? <DashboardTiles session={session} /> : null}
    </div>
  );
}
