// The benefits a person may see: their client's catalogue, narrowed by the eligibility rules.

import { type BenefitPerson, findBenefitPerson } from '../data/benefit-person-repository.ts';
import { type BenefitRecord, findClientBenefit, findClientBenefits } from '../data/benefit-repository.ts';
import { isEligible } from '../rules/benefits-eligibility.ts';

export type EligibleBenefit = { person: BenefitPerson; benefit: BenefitRecord };

/** The person's eligible benefits in catalogue order; none for someone without a client. */
export async function findEligibleBenefits(db: D1Database, userId: number): Promise<BenefitRecord[]> {
  const person = await findBenefitPerson(db, userId);
  if (person?.clientId == null) {
    return [];
  }
  const benefits = await findClientBenefits(db, person.clientId);
  return benefits.filter((benefit) => isEligible(person, benefit));
}

/**
 * One benefit, if it is the person's client's and open to them. Any other benefit is "not found",
 * so the answer never tells whether another client's benefit exists.
 */
export async function findEligibleBenefit(
  db: D1Database,
  userId: number,
  benefitId: number,
): Promise<EligibleBenefit | null> {
  const person = await findBenefitPerson(db, userId);
  if (person?.clientId == null) {
    return null;
  }
  const benefit = await findClientBenefit(db, person.clientId, benefitId);
  return benefit && isEligible(person, benefit) ? { person, benefit } : null;
}
