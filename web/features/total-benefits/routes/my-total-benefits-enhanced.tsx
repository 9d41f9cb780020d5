import { TotalBenefitsPage } from '../components/total-benefits-page';

/** /app/my-total-benefits-enhanced/ (spec 2.2): the same page, opening month by month (decision 018). */
export function Component() {
  return <TotalBenefitsPage defaultMode="monthly" />;
}
