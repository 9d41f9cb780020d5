import { BENEFIT_TEXTS } from '../../../../worker/contract/benefit-rules';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** A monthly amount, or 'To be confirmed' for the values spec section 5 counts as such (null here). */
export function formatMoney(value: number | null): string {
  return value === null ? BENEFIT_TEXTS.toBeConfirmed : pounds.format(value);
}

/** A value such as a cover amount, without pence when it has none. */
export function formatAmount(value: number): string {
  return new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 }).format(value);
}
