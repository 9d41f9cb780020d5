import type { BenefitTakeUp } from '#contract/dashboard-insights';
import { TAKE_UP_STATUSES } from '#contract/dashboard-insights-rules';
import { KeyFigures } from '#web/ui/key-figures.tsx';
import { formatCount } from './insights-page';

export const TAKE_UP_RATE_LABEL = 'Take-up';

/** One benefit's counts by status, and its take-up rate when the insights endpoint gave one. */
export function TakeUpFigures({ benefit }: { benefit: BenefitTakeUp }) {
  return (
    <KeyFigures
      figures={[
        ...TAKE_UP_STATUSES.map((status) => ({
          label: status.label,
          value: formatCount(benefit[status.key]),
        })),
        ...(benefit.takeUpRate === null
          ? []
          : [{ label: TAKE_UP_RATE_LABEL, value: `${benefit.takeUpRate}%` }]),
      ]}
    />
  );
}
