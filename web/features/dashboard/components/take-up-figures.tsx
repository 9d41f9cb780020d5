import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { BenefitTakeUp } from '#contract/dashboard-insights';
import { TAKE_UP_STATUSES } from '#contract/dashboard-insights-rules';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { formatCount } from './insights-page';

export const TAKE_UP_RATE_LABEL = msg`Take-up`;

/** One benefit's counts by status, and its take-up rate when the insights endpoint gave one. */
export function TakeUpFigures({ benefit }: { benefit: BenefitTakeUp }) {
  const { t } = useLingui();
  return (
    <KeyFigures
      figures={[
        ...TAKE_UP_STATUSES.map((status) => ({
          label: t(status.label),
          value: formatCount(benefit[status.key]),
        })),
        ...(benefit.takeUpRate === null
          ? []
          : [{ label: t(TAKE_UP_RATE_LABEL), value: `${benefit.takeUpRate}%` }]),
      ]}
    />
  );
}
