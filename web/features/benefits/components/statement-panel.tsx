import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { css } from 'styled-system/css';
import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { formatMonthAndYear } from '#web/lib/en-gb-format.ts';
import { formatMoney } from '#web/lib/money.ts';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { ScrollRegion } from '#web/ui/scroll-region.tsx';
import { SidePanel } from '#web/ui/side-panel.tsx';
import { useStatements } from '../api/benefits';

/** The statement's texts, each a message read in the page's language where it is shown. */
export const STATEMENT_TEXTS = {
  open: msg`View statements`,
  title: msg`Statement`,
  month: msg`Month`,
  employee: msg`You paid`,
  employer: msg`Your employer paid`,
  loading: msg`Loading your statement…`,
  /** Names the table (and its scrolling box) for screen readers; the panel's title shows above it. */
  caption: msg`Your monthly contributions`,
} as const;

const captionClass = css({ srOnly: true });

/** 'March 2026' (spec 3, Statement entry: display date, month name plus year). */
export function statementDisplayDate(month: number, year: number): string {
  return formatMonthAndYear(new Date(Date.UTC(year, month - 1, 1)), 'utc');
}

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', paddingBlock: '2', borderBottomWidth: '1px', borderColor: 'border' },
  '& td:not(:first-child), & th:not(:first-child)': { textAlign: 'end' },
});

/** The statement panel (spec 2.16): each month's employee and employer contributions. */
export function StatementPanel({
  open,
  onClose,
  onClosed,
  groupCode,
}: {
  open: boolean;
  onClose: () => void;
  onClosed: () => void;
  groupCode: string;
}) {
  const { t } = useLingui();
  const statements = useStatements(groupCode, open);
  const captionId = useId();
  return (
    <SidePanel open={open} onClose={onClose} onClosed={onClosed} title={t(STATEMENT_TEXTS.title)}>
      {statements.isError ? (
        <LoadError message={BENEFIT_TEXTS.statementFailed} {...queryRetry(statements)} />
      ) : !statements.data ? (
        <p aria-busy="true">{t(STATEMENT_TEXTS.loading)}</p>
      ) : statements.data.length === 0 ? (
        <p>{BENEFIT_TEXTS.noStatements}</p>
      ) : (
        // Three columns of money: on a phone they scroll within their box (decision 050).
        <ScrollRegion labelledBy={captionId}>
          <table className={tableClass}>
            <caption id={captionId} className={captionClass}>
              {t(STATEMENT_TEXTS.caption)}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t(STATEMENT_TEXTS.month)}</th>
                <th scope="col">{t(STATEMENT_TEXTS.employee)}</th>
                <th scope="col">{t(STATEMENT_TEXTS.employer)}</th>
              </tr>
            </thead>
            <tbody>
              {statements.data.map((entry) => (
                <tr key={`${entry.year}-${entry.month}`}>
                  <th scope="row">{statementDisplayDate(entry.month, entry.year)}</th>
                  <td>{formatMoney(entry.employee)}</td>
                  <td>{formatMoney(entry.employer)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </SidePanel>
  );
}
