import { useId } from 'react';
import { css } from 'styled-system/css';
import { CLAIM_TEXTS } from '#contract/claim-rules';
import { formatLongDate } from '#web/lib/en-gb-format.ts';
import { formatMoney } from '#web/lib/money.ts';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { ScrollRegion } from '#web/ui/scroll-region.tsx';
import { useClaims } from '../api/claims';
import { sectionHeadingClass } from './benefit-styles';

const tableClass = css({
  width: '100%',
  borderCollapse: 'collapse',
  '& th, & td': { textAlign: 'start', paddingBlock: '2', borderBottomWidth: '1px', borderColor: 'border' },
});

const captionClass = css({ srOnly: true });

/** The person's claims of a benefit, newest first: date, amount and receipt. */
export function ClaimList({ benefitId }: { benefitId: number }) {
  const claims = useClaims(benefitId, true);
  const headingId = useId();
  const captionId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {CLAIM_TEXTS.listHeading}
      </h2>
      {claims.isError ? (
        <LoadError message={CLAIM_TEXTS.listFailed} {...queryRetry(claims)} />
      ) : !claims.data ? (
        <p aria-busy="true" />
      ) : claims.data.length === 0 ? (
        <p>{CLAIM_TEXTS.noClaims}</p>
      ) : (
        // It scrolls within its box on a phone, named by its caption (decision 050).
        <ScrollRegion labelledBy={captionId}>
          <table className={tableClass}>
            <caption id={captionId} className={captionClass}>
              {CLAIM_TEXTS.tableCaption}
            </caption>
            <thead>
              <tr>
                <th scope="col">{CLAIM_TEXTS.dateColumn}</th>
                <th scope="col">{CLAIM_TEXTS.amountColumn}</th>
                <th scope="col">{CLAIM_TEXTS.receipt}</th>
              </tr>
            </thead>
            <tbody>
              {claims.data.map((claim) => (
                <tr key={claim.id}>
                  <td>{formatLongDate(new Date(claim.createdAt))}</td>
                  <td>{formatMoney(claim.amount)}</td>
                  <td>{claim.receiptName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
