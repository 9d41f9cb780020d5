import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TotalBenefitsPage, ValuedSelection } from '#contract/total-benefits';
import { TOTAL_BENEFITS_CARD_TEXTS as TEXTS } from '#contract/total-benefits-rules';
import { formatCalendarDate } from '#web/lib/en-gb-format.ts';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';
import { ScrollRegion } from '#web/ui/scroll-region.tsx';

const dateOf = (iso: string) => formatCalendarDate(iso);

function statusOf(selection: ValuedSelection): string {
  return selection.status === 'live' ? TEXTS.live : TEXTS.optedOut;
}

/**
 * The selections behind the year's figures (the mtb page call, docs/decisions/041): which cover
 * was counted, from when to when, and for how many months of the year, so a person can see where
 * each chart's bars come from. Nothing when no selection counted (the charts say so already).
 */
export function ValuedSelections({ page }: { page: TotalBenefitsPage }) {
  const captionId = useId();
  if (page.selections.length === 0) return null;
  // Five columns are wider than a phone: the table scrolls within its own region.
  return (
    <ScrollRegion labelledBy={captionId}>
      <table className={tableClass}>
        <caption id={captionId} className={captionClass}>
          {TEXTS.selections(page.year)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{TEXTS.benefit}</th>
            <th scope="col">{TEXTS.status}</th>
            <th scope="col">{TEXTS.from}</th>
            <th scope="col">{TEXTS.to}</th>
            <th scope="col">{TEXTS.months}</th>
          </tr>
        </thead>
        <tbody {...pageDataAttributes}>
          {page.selections.map((selection) => (
            <tr key={selection.selectionId}>
              <th scope="row">{selection.name}</th>
              <td>{statusOf(selection)}</td>
              <td>{dateOf(selection.startDate)}</td>
              <td>{selection.endDate ? dateOf(selection.endDate) : TEXTS.ongoing}</td>
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
