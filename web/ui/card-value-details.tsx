import { useId } from 'react';
import { css } from 'styled-system/css';
import { CARD_VALUE_TEXTS, formatCardValueDate } from '#contract/benefit-rules';
import type { CardValue, CardValueOrder } from '#contract/benefits';
import { formatPounds } from '#web/lib/en-gb-format.ts';
import { pageDataAttributes } from './page-data-marker';

/** Where the voucher card's data stands: the voucher-only home and the voucher benefit's page. */
export type CardValueSectionProps = { cardValue: CardValue };

function OrderTable({
  heading,
  dateHeader,
  empty,
  orders,
}: {
  heading: string;
  dateHeader: string;
  empty: string;
  orders: readonly CardValueOrder[];
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h3 id={headingId} className={css({ fontSize: 'lg', fontWeight: '700' })}>
        {heading}
      </h3>
      {orders.length === 0 ? (
        <p {...pageDataAttributes}>{empty}</p>
      ) : (
        <table aria-labelledby={headingId} className={tableClass}>
          <thead>
            <tr>
              <th scope="col">{CARD_VALUE_TEXTS.retailer}</th>
              <th scope="col">{CARD_VALUE_TEXTS.amount}</th>
              <th scope="col">{dateHeader}</th>
            </tr>
          </thead>
          <tbody {...pageDataAttributes}>
            {orders.map((order) => (
              <tr key={order.id}>
                <th scope="row">{order.retailer}</th>
                <td>{formatPounds(order.amount)}</td>
                <td>
                  <time dateTime={order.date}>{formatCardValueDate(order.date)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The card-value (voucher) data (spec 3, CCV data; docs/decisions/042): the next voucher date in
 * dd.MM.yy, then the placed and the saved orders, each with its own empty state.
 */
export function CardValueDetails({ cardValue }: CardValueSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={sectionClass}>
      <h2 id={headingId} className={css({ fontSize: 'xl', fontWeight: '700' })}>
        {CARD_VALUE_TEXTS.heading}
      </h2>
      <dl className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline' })}>
        <dt className={css({ fontWeight: '600' })}>{CARD_VALUE_TEXTS.nextVoucher}</dt>
        <dd {...pageDataAttributes}>
          {cardValue.nextVoucherDate ? (
            <time dateTime={cardValue.nextVoucherDate}>{formatCardValueDate(cardValue.nextVoucherDate)}</time>
          ) : (
            CARD_VALUE_TEXTS.noNextVoucher
          )}
        </dd>
      </dl>
      <OrderTable
        heading={CARD_VALUE_TEXTS.placed}
        dateHeader={CARD_VALUE_TEXTS.placedOn}
        empty={CARD_VALUE_TEXTS.noPlaced}
        orders={cardValue.placedOrders}
      />
      <OrderTable
        heading={CARD_VALUE_TEXTS.saved}
        dateHeader={CARD_VALUE_TEXTS.savedOn}
        empty={CARD_VALUE_TEXTS.noSaved}
        orders={cardValue.savedOrders}
      />
    </section>
  );
}

const sectionClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  padding: '5',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  maxWidth: '40rem',
});

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
  '& td': { fontVariantNumeric: 'tabular-nums' },
  '& tbody th': { fontWeight: '400' },
});
