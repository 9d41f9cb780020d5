import { BENEFIT_TEXTS } from '#contract/benefit-rules';
import { formatNumber, formatPounds } from './en-gb-format';

/** A monthly amount, or 'To be confirmed' for the values spec section 5 counts as such (null here). */
export function formatMoney(value: number | null): string {
  return value === null ? BENEFIT_TEXTS.toBeConfirmed : formatPounds(value);
}

/** A value such as a cover amount, without pence when it has none. */
export function formatAmount(value: number): string {
  return formatNumber(value, 2);
}
