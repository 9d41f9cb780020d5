import { useQuery } from '@tanstack/react-query';
import { CARD_VALUE_QUERY_KEY, VOUCHER_BALANCE_QUERY_KEY } from '#contract/benefit-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

/**
 * The voucher-only home's calls (spec 4, ccvOnly): the card's balance and its card-value data
 * (docs/decisions/042). The home's loader starts them for a voucher-only person only, so the Worker
 * streams them with the page.
 */
export const VOUCHER_BALANCE_CALL = pageCall(portal.api.vouchers.balance, {}, VOUCHER_BALANCE_QUERY_KEY);
export const CARD_VALUE_CALL = pageCall(portal.api.vouchers['card-value'], {}, CARD_VALUE_QUERY_KEY);

/** GET /api/vouchers/balance: the voucher card's balance. */
export function useVoucherBalance() {
  return useQuery(pageCallQuery(VOUCHER_BALANCE_CALL));
}

/** GET /api/vouchers/card-value: the next voucher date and the placed and saved orders. */
export function useCardValue() {
  return useQuery(pageCallQuery(CARD_VALUE_CALL));
}
