import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-texts';
import { DayRangeFilter } from '#web/ui/day-range-filter.tsx';

export type JoinedRange = { joinedFrom: string | null; joinedTo: string | null };

const NAMES = { from: 'joinedFrom', to: 'joinedTo' } as const;

/** The employee list's joined-date range (issue 31; docs/decisions/050): the shared DayRangeFilter. */
export function JoinedRangeFilter({
  joinedFrom,
  joinedTo,
  onApply,
}: JoinedRange & { onApply: (range: JoinedRange) => void }) {
  const { t } = useLingui();
  const texts = useMemo(
    () => ({
      legend: t(TEXTS.joinedRange),
      from: t(TEXTS.joinedFrom),
      to: t(TEXTS.joinedTo),
      apply: t(TEXTS.joinedApply),
      clear: t(TEXTS.joinedClear),
    }),
    [t],
  );
  return (
    <DayRangeFilter
      from={joinedFrom}
      to={joinedTo}
      names={NAMES}
      texts={texts}
      onApply={(range) => onApply({ joinedFrom: range.from, joinedTo: range.to })}
    />
  );
}
