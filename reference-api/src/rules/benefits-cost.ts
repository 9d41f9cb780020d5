// What a benefit costs a month (docs/decisions/016): the spec's to-be-confirmed values, and the cost
// of a chosen cover amount for benefits whose cost is calculated.

/** A monthly cost as the upstream sends it: pounds, a to-be-confirmed marker, or nothing. */
export type Cost = number | string | null;

/**
 * The values the portal shows as "to be confirmed" (spec section 5): 0, '0', 'TBC' in any case, the
 * empty string, null and undefined.
 */
export function isToBeConfirmed(value: unknown): boolean {
  if (value === null || value === undefined || value === 0) {
    return true;
  }
  if (typeof value !== 'string') {
    return false;
  }
  const text = value.trim();
  return text === '' || text === '0' || text.toUpperCase() === 'TBC';
}

/** A stored cost is a non-negative amount of pounds or a to-be-confirmed marker. */
export function isStoredCost(value: unknown): value is Cost {
  return (typeof value === 'number' && Number.isFinite(value) && value >= 0) || isToBeConfirmed(value);
}

/** How a calculated benefit prices cover. */
export type CostRate = {
  /** Pounds a month for each 1,000 of cover. */
  ratePerThousand: number;
  /** Cover up to this value is paid for by the employer; null when there is no free cover. */
  freeCoverCap: number | null;
};

export type MonthlyCosts = { monthlyCost: number; employerMonthlyCost: number };

/**
 * The person pays the rate for each 1,000 of their cover above the free-cover cap, and for all of
 * their partner's cover (the free cover is the employee's own); the employer pays for the cap's
 * worth. Amounts are rounded to the penny.
 */
export function calculateMonthlyCosts(
  rate: CostRate,
  value: number,
  partnerValue: number | null,
): MonthlyCosts {
  const cap = rate.freeCoverCap ?? 0;
  const paidCover = Math.max(0, value - cap) + (partnerValue ?? 0);
  const freeCover = Math.min(value, cap);
  return {
    monthlyCost: toPence((paidCover / 1000) * rate.ratePerThousand),
    employerMonthlyCost: toPence((freeCover / 1000) * rate.ratePerThousand),
  };
}

function toPence(pounds: number): number {
  return Math.round((pounds + Number.EPSILON) * 100) / 100;
}

/** What a selection's costs depend on about its benefit. */
export type SelectionCostBenefit = {
  beamSupported: boolean;
  costRatePerThousand: number | null;
  freeCoverCap: number | null;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
};

/**
 * A calculated benefit prices the chosen cover; any other benefit costs what its catalogue entry
 * says (a to-be-confirmed cost stays to be confirmed).
 */
export function selectionCosts(
  benefit: SelectionCostBenefit,
  value: number | null,
  partnerValue: number | null,
): { monthlyCost: Cost; employerMonthlyCost: Cost } {
  if (benefit.beamSupported && benefit.costRatePerThousand !== null && value !== null) {
    return calculateMonthlyCosts(
      { ratePerThousand: benefit.costRatePerThousand, freeCoverCap: benefit.freeCoverCap },
      value,
      partnerValue,
    );
  }
  return { monthlyCost: benefit.monthlyCost, employerMonthlyCost: benefit.employerMonthlyCost };
}
