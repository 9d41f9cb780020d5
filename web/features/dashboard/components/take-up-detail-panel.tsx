import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import type { BenefitTakeUp } from '#contract/dashboard-insights';
import { TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { hrefOf, PATHS } from '#contract/page-paths';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { useTakeUpDetail } from '../api/dashboard-insights';
import { takeUpDetailHeading } from './take-up-detail-texts';
import { TakeUpFigures } from './take-up-figures';
import { TakeUpPeople } from './take-up-people';

export const PANEL_TEXTS = {
  title: takeUpDetailHeading,
  loading: msg`Loading the benefit takeup data…`,
  fullPage: (benefit: string) => msg`See the selection insight for ${benefit}`,
} as const;

/**
 * The view-benefit-takeup-detail panel (spec 2.16): one benefit's counts at once (from the list)
 * and the people behind them, a page at a time, once the detail has loaded, with the way to its
 * own page.
 */
export function TakeUpDetailPanel({
  benefit,
  open,
  onClose,
  onClosed,
}: {
  benefit: BenefitTakeUp;
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
}) {
  // The panel pages on its own (the URL is the take-up list's); the full page keeps its page in the URL.
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const detail = useTakeUpDetail(benefit.benefitId, { page, search: '' });
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={t(PANEL_TEXTS.title(benefit.name))}>
      <div className={bodyClass}>
        <TakeUpFigures benefit={benefit} />
        {detail.isError ? (
          <LoadError message={t(TAKE_UP_TEXTS.loadError)} {...queryRetry(detail)} />
        ) : !detail.data ? (
          <p role="status" aria-busy="true">
            {t(PANEL_TEXTS.loading)}
          </p>
        ) : (
          <TakeUpPeople
            benefit={benefit.name}
            detail={detail.data}
            stale={detail.isPlaceholderData}
            onPageChange={setPage}
          />
        )}
        <Link to={hrefOf(PATHS.takeUpDetail, { benefitId: benefit.benefitId })} className={linkClass}>
          {t(PANEL_TEXTS.fullPage(benefit.name))}
        </Link>
      </div>
    </SidePanel>
  );
}

const bodyClass = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const linkClass = css({
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
});
