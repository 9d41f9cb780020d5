// Who a selection covers, from the person's family on file (issue 44, item 1; docs/decisions/084).
import { type BenefitPerson, findBenefitPerson } from '../data/benefit-person-repository.ts';
import type { BenefitRecord } from '../data/benefit-repository.ts';
import { listFamilyMembers } from '../data/family-repository.ts';
import { setFamilyCover } from '../data/selection-repository.ts';
import { peopleCovered } from '../rules/people-covered.ts';

/** Who a new selection of the benefit covers: the person, and their active family for a family benefit. */
export async function coverOfNewSelection(
  db: D1Database,
  person: Pick<BenefitPerson, 'id' | 'fullName'>,
  benefit: Pick<BenefitRecord, 'coversFamily'>,
): Promise<string[]> {
  // A benefit for the person alone needs no family read.
  const family = benefit.coversFamily ? await listFamilyMembers(db, person.id) : [];
  return peopleCovered(person.fullName, benefit.coversFamily, family);
}

/**
 * After the person's family changed (a member added, renamed, removed or restored): their live and
 * awaiting selections of family benefits cover the family as it now is, as the provider would be
 * told. Spec section 4 (Lists) has the portal reload selections after such a change.
 */
export async function renewFamilyCover(db: D1Database, userId: number): Promise<void> {
  const [person, family] = await Promise.all([findBenefitPerson(db, userId), listFamilyMembers(db, userId)]);
  if (!person) return;
  await setFamilyCover(db, userId, peopleCovered(person.fullName, true, family));
}
