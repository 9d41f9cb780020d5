import { useId } from 'react';
import { css } from 'styled-system/css';
import { VOUCHER_TEXTS } from '#contract/benefit-rules';
import { formatCalendarDate, formatPounds } from '#web/lib/en-gb-format.ts';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { PageData } from '#web/ui/page-data-marker.tsx';
import { useVoucherBalance } from '../api/voucher-balance';

const cardClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  // Room for the figures before they arrive, so nothing below moves when they do.
  minHeight: '9rem',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  maxWidth: '28rem',
});
// The balance is what a voucher-only person comes for: the largest thing on their home.
const amountClass = css({
  fontSize: '5xl',
  lineHeight: '1.1',
  fontWeight: '700',
  color: 'brand.primary.ink',
});

/**
 * The voucher-only view's balance (spec section 4, Voucher-only: the balance is what is left),
 * streamed with the home (its loader starts the call for a voucher-only person).
 */
export function VoucherBalanceCard() {
  const balance = useVoucherBalance();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={cardClass} aria-busy={balance.isPending || undefined}>
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
        {VOUCHER_TEXTS.heading}
      </h2>
      {balance.isError ? <LoadError message={VOUCHER_TEXTS.failed} {...queryRetry(balance)} /> : null}
      {balance.data ? (
        <PageData>
          <p className={amountClass}>{formatPounds(balance.data.balance)}</p>
          {balance.data.lastPaymentDate ? (
            <p>
              {VOUCHER_TEXTS.lastPayment}: {formatCalendarDate(balance.data.lastPaymentDate)}
            </p>
          ) : null}
        </PageData>
      ) : null}
    </section>
  );
}
