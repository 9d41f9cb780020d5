// Who a selection covers (issue 44, item 1; docs/decisions/084).

/** A family member as the family list gives them (partner first, then dependants by birth). */
export type CoverableMember = { first_name: string; surname: string; active: boolean };

/**
 * The names a selection of the benefit covers: the person first, then, for a benefit that covers
 * the family, each active family member in the family list's order. A removed member is covered
 * no more; a benefit for the person alone covers nobody else, whatever the family.
 */
export function peopleCovered(
  personName: string,
  coversFamily: boolean,
  family: readonly CoverableMember[],
): string[] {
  if (!coversFamily) return [personName];
  const members = family.filter((member) => member.active);
  return [personName, ...members.map((member) => `${member.first_name} ${member.surname}`)];
}
