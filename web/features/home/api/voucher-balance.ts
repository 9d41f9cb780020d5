import { useQuery } from '@tanstack/react-query';
import type { VoucherBalance } from '#contract/benefits';
import { api } from '#web/lib/api-client.ts';

/** GET /api/vouchers/balance: the voucher card's balance, for the voucher-only home. */
export function useVoucherBalance(enabled: boolean) {
  return useQuery({
    queryKey: ['vouchers', 'balance'],
    queryFn: ({ signal }) => api<VoucherBalance>('/api/vouchers/balance', { signal }),
    enabled,
  });
}
