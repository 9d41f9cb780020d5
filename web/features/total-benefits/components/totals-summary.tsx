import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { TotalBenefitsSummary } from '#contract/total-benefits';
import { formatMoney } from '#web/lib/money.ts';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';

/**
 * The year's totals: their headline in a sentence, then each as a description list. The page leaves
 * them out when the client hides totals.
 */
export function TotalsSummary({ summary }: { summary: TotalBenefitsSummary }) {
  const { t } = useLingui();
  const { year } = summary;
  const total = formatMoney(summary.totalValue);
  const employee = formatMoney(summary.employeeContributions);
  const employer = formatMoney(summary.employerContributions);
  const items: [string, string][] = [
    [t`Total value of your benefits`, total],
    [t`Paid by you`, employee],
    [t`Paid by your employer`, employer],
    [t`Benefits counted`, String(summary.benefitCount)],
  ];
  return (
    <>
      {/* Decision 034: the statement's headline, above its figures. */}
      <DataSummary>
        <Trans>
          In {year}, your benefits are worth {total}: {employee} paid by you and {employer} by your employer.
        </Trans>
      </DataSummary>
      <dl className={listClass} {...pageDataAttributes}>
        {items.map(([term, value]) => (
          <div key={term} className={itemClass}>
            <dt className={termClass}>{term}</dt>
            <dd className={valueClass}>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

const listClass = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
  margin: 0,
});
const itemClass = css({
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas',
});
const termClass = css({ color: 'fg.muted', fontSize: 'sm' });
const valueClass = css({ margin: 0, fontSize: '2xl', fontWeight: '700', color: 'fg' });
