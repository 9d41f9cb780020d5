import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TotalBenefitsPage, ValuedSelection } from '#contract/total-benefits';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { ScrollRegion } from '#web/ui/scroll-region.tsx';

const dateOf = (iso: string) => formatCalendarDate(iso);

/**
 * The selections behind the year's figures (the mtb page call, docs/decisions/041): which cover
 * was counted, from when to when, and for how many months of the year, so a person can see where
 * each chart's bars come from. Nothing when no selection counted (the charts say so already).
 */
export function ValuedSelections({ page }: { page: TotalBenefitsPage }) {
  const { t } = useLingui();
  const captionId = useId();
  if (page.selections.length === 0) return null;
  const { year } = page;
  const statusOf = (selection: ValuedSelection): string =>
    selection.status === 'live' ? t`Live` : t`Opted out`;
  // Five columns are wider than a phone: the table scrolls within its own region.
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={tableClass}>
        <caption id={captionId} className={captionClass}>
          <Trans>The selections counted in {year}</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Benefit</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>From</Trans>
            </th>
            <th scope="col">
              <Trans>To</Trans>
            </th>
            <th scope="col">
              <Trans>Months counted</Trans>
            </th>
          </tr>
        </thead>
        <tbody {...pageDataAttributes}>
          {page.selections.map((selection) => (
            <tr key={selection.selectionId}>
              <th scope="row">{selection.name}</th>
              <td>{statusOf(selection)}</td>
              <td>{dateOf(selection.startDate)}</td>
              <td>{selection.endDate ? dateOf(selection.endDate) : t`Ongoing`}</td>
              <td>{selection.months}</td>
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
    paddingInline: '2',
    borderBottomWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border',
    textAlign: 'start',
  },
  '& tbody th': { fontWeight: '400' },
  '& td:last-child, & th:last-child': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
});
