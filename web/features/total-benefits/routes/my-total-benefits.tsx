import { TotalBenefitsPage } from '../components/total-benefits-page';

/** /app/my-total-benefits/ (spec 2.2): opens on the whole year. */
export function Component() {
  return <TotalBenefitsPage defaultMode="year" />;
}
