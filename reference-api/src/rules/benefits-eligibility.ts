// Who may see and choose which benefits (docs/decisions/016, "Rules the reference API applies").

/** The voucher card's group: the only one left to a voucher-only person. */
export const VOUCHER_GROUP = 'ccv';

/** What eligibility depends on about a person. */
export type EligibilityPerson = {
  employmentStatus: string | null;
  voucherBalance: number;
  onProbation: boolean;
};

/** What eligibility depends on about one of the person's client's benefits. */
export type EligibilityBenefit = { groupCode: string; openDuringProbation: boolean };

/**
 * Someone who has left or is inactive but still holds vouchers (spec section 4, ccvOnly): the portal
 * shows them the voucher card and nothing else.
 */
export function isVoucherOnly(person: EligibilityPerson): boolean {
  return (
    (person.employmentStatus === 'left' || person.employmentStatus === 'inactive') &&
    person.voucherBalance > 0
  );
}

/** Whether a benefit of the person's own client is open to them. */
export function isEligible(person: EligibilityPerson, benefit: EligibilityBenefit): boolean {
  if (isVoucherOnly(person)) {
    return benefit.groupCode === VOUCHER_GROUP;
  }
  return !person.onProbation || benefit.openDuringProbation;
}
