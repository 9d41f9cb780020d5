import { useQuery } from '@tanstack/react-query';
import { TOTAL_BENEFITS_CARD_QUERY_KEY } from '#contract/total-benefits-rules';
import { pageCall, pageCallQuery } from '#web/lib/page-call.ts';
import { portal } from '#web/lib/portal-client.ts';

/** GET /api/total-benefits/card: the home's total-benefits card, this year's (docs/decisions/041). */
export const TOTAL_BENEFITS_CARD_CALL = pageCall(
  portal.api['total-benefits'].card,
  { query: {} },
  TOTAL_BENEFITS_CARD_QUERY_KEY,
);

export function useTotalBenefitsCard() {
  return useQuery(pageCallQuery(TOTAL_BENEFITS_CARD_CALL));
}
