import { useId } from 'react';
import { css } from 'styled-system/css';
import { CARD_VALUE_TEXTS, VOUCHER_TEXTS } from '#contract/benefit-rules';
import { CardValueDetails } from '#web/ui/card-value-details.tsx';
import { LoadError, queryRetry } from '#web/ui/load-error.tsx';
import { useCardValue } from '../api/voucher-balance';

const placeholderClass = css({
  minHeight: '16rem',
  padding: '5',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
  maxWidth: '40rem',
});

/**
 * The voucher-only home's card-value data (docs/decisions/042): the next voucher date, placed and
 * saved orders. A failure is this section's alone: the balance above it stays.
 */
export function CardValueSection() {
  const cardValue = useCardValue();
  const headingId = useId();
  if (cardValue.data) return <CardValueDetails cardValue={cardValue.data} />;
  if (cardValue.isError) {
    return (
      <section
        aria-labelledby={headingId}
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
          {CARD_VALUE_TEXTS.heading}
        </h2>
        <LoadError message={VOUCHER_TEXTS.failed} {...queryRetry(cardValue)} />
      </section>
    );
  }
  return <CardValueLoading />;
}

/** In the card-value data's place while it loads: about as tall, so nothing below moves. */
export function CardValueLoading() {
  return (
    <div className={placeholderClass} role="status" aria-busy="true" aria-label={CARD_VALUE_TEXTS.loading} />
  );
}
