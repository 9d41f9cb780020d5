import type { FamilyMemberRecord } from '../data/family-repository.ts';

/**
 * A family member in the server's fields (spec section 3, Family member (server)). The spec's list
 * has no registered-disabled field; the reference API adds family_registered_disabled so an edit
 * keeps it (docs/decisions/021), and the portal reads it only when present.
 */
export type FamilyMemberBody = {
  family_id: number;
  family_fname: string;
  family_sname: string;
  family_dob: string | null;
  family_gender_id: 1 | 2;
  family_famtype_id: 1 | 2;
  family_tname: string;
  family_active: boolean;
  family_ft_edu_ends: string | null;
  family_registered_disabled: boolean;
};

export function toFamilyMemberBody(member: FamilyMemberRecord): FamilyMemberBody {
  return {
    family_id: member.id,
    family_fname: member.first_name,
    family_sname: member.surname,
    family_dob: member.date_of_birth,
    family_gender_id: member.gender_id,
    family_famtype_id: member.famtype_id,
    family_tname: member.title,
    family_active: member.active,
    family_ft_edu_ends: member.ft_edu_ends,
    family_registered_disabled: member.registered_disabled,
  };
}
