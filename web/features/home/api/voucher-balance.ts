import { useQuery } from '@tanstack/react-query';
import { portal, read } from '#web/lib/portal-client.ts';

/** GET /api/vouchers/balance: the voucher card's balance, for the voucher-only home. */
export function useVoucherBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['vouchers', 'balance'],
    queryFn: ({ signal }) => read(portal.api.vouchers.balance.$get({}, { init: { signal } })),
    enabled,
  });
}
