import { css } from 'styled-system/css';
import type { TotalBenefitsSummary } from '#contract/total-benefits';
import { formatMoney } from '#web/lib/money.ts';
import { DataSummary } from '#web/ui/data-summary.tsx';
import { pageDataAttributes } from '#web/ui/page-data-marker.tsx';

export const SUMMARY_TEXTS = {
  total: 'Total value of your benefits',
  employee: 'Paid by you',
  employer: 'Paid by your employer',
  count: 'Benefits counted',
  /** Decision 034: the statement's headline, above its figures. */
  statement: (summary: TotalBenefitsSummary) =>
    `In ${summary.year}, your benefits are worth ${formatMoney(summary.totalValue)}: ${formatMoney(summary.employeeContributions)} paid by you and ${formatMoney(summary.employerContributions)} by your employer.`,
} as const;

/**
 * The year's totals: their headline in a sentence, then each as a description list. The page leaves
 * them out when the client hides totals.
 */
export function TotalsSummary({ summary }: { summary: TotalBenefitsSummary }) {
  const items: [string, string][] = [
    [SUMMARY_TEXTS.total, formatMoney(summary.totalValue)],
    [SUMMARY_TEXTS.employee, formatMoney(summary.employeeContributions)],
    [SUMMARY_TEXTS.employer, formatMoney(summary.employerContributions)],
    [SUMMARY_TEXTS.count, String(summary.benefitCount)],
  ];
  return (
    <>
      <DataSummary>{SUMMARY_TEXTS.statement(summary)}</DataSummary>
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
