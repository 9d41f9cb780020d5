import { EMPLOYEE_DATA_TEXTS as TEXTS } from '#contract/employee-data-texts';
import { DayRangeFilter } from '#web/ui/day-range-filter.tsx';

export type JoinedRange = { joinedFrom: string | null; joinedTo: string | null };

const NAMES = { from: 'joinedFrom', to: 'joinedTo' } as const;
const RANGE_TEXTS = {
  legend: TEXTS.joinedRange,
  from: TEXTS.joinedFrom,
  to: TEXTS.joinedTo,
  apply: TEXTS.joinedApply,
  clear: TEXTS.joinedClear,
} as const;

/** The employee list's joined-date range (issue 31; docs/decisions/050): the shared DayRangeFilter. */
export function JoinedRangeFilter({
  joinedFrom,
  joinedTo,
  onApply,
}: JoinedRange & { onApply: (range: JoinedRange) => void }) {
  return (
    <DayRangeFilter
      from={joinedFrom}
      to={joinedTo}
      names={NAMES}
      texts={RANGE_TEXTS}
      onApply={(range) => onApply({ joinedFrom: range.from, joinedTo: range.to })}
    />
  );
}
