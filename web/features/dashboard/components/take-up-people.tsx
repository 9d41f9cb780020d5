import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TakeUpPerson } from '#contract/dashboard-insights';
import { selectionStatusLabel, TAKE_UP_TEXTS } from '#contract/dashboard-insights-rules';
import { ScrollRegion } from '#web/ui/scroll-region.tsx';
import { dateLabel } from './insights-page';

export const PEOPLE_TEXTS = {
  caption: (benefit: string) => `Employees who have chosen ${benefit}`,
  name: 'Employee',
  status: 'Status',
  start: 'Start date',
  end: 'End date',
} as const;

/** The people behind a benefit's counts (spec 3, take-up data: detailed), or the empty text. */
export function TakeUpPeople({ benefit, people }: { benefit: string; people: readonly TakeUpPerson[] }) {
  const captionId = useId();
  if (people.length === 0) return <p>{TAKE_UP_TEXTS.empty}</p>;
  // Four columns of names and dates: on a phone they scroll within their box (decision 050).
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={tableClass}>
        <caption id={captionId} className={captionClass}>
          {PEOPLE_TEXTS.caption(benefit)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{PEOPLE_TEXTS.name}</th>
            <th scope="col">{PEOPLE_TEXTS.status}</th>
            <th scope="col">{PEOPLE_TEXTS.start}</th>
            <th scope="col">{PEOPLE_TEXTS.end}</th>
          </tr>
        </thead>
        <tbody>
          {people.map((person, index) => (
            // Names can repeat; the order is the upstream's (newest first) and stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id of their own
            <tr key={`${person.name}-${index}`}>
              <th scope="row">{person.name}</th>
              <td>{selectionStatusLabel(person.status)}</td>
              <td>{dateLabel(person.startDate)}</td>
              <td>{dateLabel(person.endDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

const captionClass = css({ textAlign: 'start', fontWeight: '700', paddingBlockEnd: '2', color: 'fg' });
const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  color: 'fg',
  '& th, & td': {
    paddingBlock: '2',
    paddingInline: '3',
    borderBottomWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    textAlign: 'start',
  },
});
