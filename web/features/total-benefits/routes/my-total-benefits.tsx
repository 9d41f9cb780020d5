import type { PageCallsFor } from '#web/lib/page-data.tsx';
import { totalBenefitsPageCalls } from '../api/total-benefits';
import { TotalBenefitsPage } from '../components/total-benefits-page';

/** /app/my-total-benefits/ (spec 2.2): opens on the whole year. */
export function Component() {
  return <TotalBenefitsPage defaultMode="year" />;
}

/** The calls its first render shows, which its route's loader starts (web/app/router.tsx). */
export const pageCalls: PageCallsFor = totalBenefitsPageCalls('year');
