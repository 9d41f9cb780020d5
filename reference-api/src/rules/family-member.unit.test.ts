import { describe, expect, it } from 'vitest';
import { FAMILY_MESSAGES, validateFamilyMember } from './family-member.ts';

const TODAY = '2026-11-25';

const SAVED = {
  title: 'Mr',
  first_name: ' Noah ',
  surname: 'Fielding',
  date_of_birth: '2019-02-11',
  sex: 2,
  fmember_type: 2,
  education_check: true,
  education: '2037-07-31',
  registered_disabled: false,
};

describe('validateFamilyMember', () => {
  it('reads the saved fields of spec section 3 into the stored ones', () => {
    expect(validateFamilyMember(SAVED, TODAY)).toEqual({
      ok: true,
      fields: {
        title: 'Mr',
        first_name: 'Noah',
        surname: 'Fielding',
        date_of_birth: '2019-02-11',
        gender_id: 2,
        famtype_id: 2,
        ft_edu_ends: '2037-07-31',
        registered_disabled: false,
      },
    });
  });

  it('takes fmember_type 1 as a partner and any other positive type as a dependant', () => {
    const partner = validateFamilyMember({ ...SAVED, fmember_type: 1 }, TODAY);
    const other = validateFamilyMember({ ...SAVED, fmember_type: 5 }, TODAY);
    expect(partner.ok && partner.fields.famtype_id).toBe(1);
    expect(other.ok && other.fields.famtype_id).toBe(2);
  });

  it('drops the end date of someone not in full-time education', () => {
    const result = validateFamilyMember({ ...SAVED, education_check: false }, TODAY);
    expect(result.ok && result.fields.ft_edu_ends).toBeNull();
  });

  it('refuses an unknown title, a future birth and a bad end date', () => {
    expect(
      validateFamilyMember(
        { ...SAVED, title: 'Lord', date_of_birth: '2027-01-01', education: '2037-13-01' },
        TODAY,
      ),
    ).toEqual({
      ok: false,
      errors: {
        title: [FAMILY_MESSAGES.titleRequired],
        date_of_birth: [FAMILY_MESSAGES.futureBirth],
        education: [FAMILY_MESSAGES.invalidDate],
      },
    });
  });
});
