import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { totalBenefitsPageCalls } from '../api/total-benefits';
import { TotalBenefitsPage } from '../components/total-benefits-page';

/** /app/my-total-benefits-enhanced/ (spec 2.2): the same page, opening month by month (decision 018). */
export function Component() {
  return <TotalBenefitsPage defaultMode="monthly" />;
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = totalBenefitsPageCalls('monthly');
