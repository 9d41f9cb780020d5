import { describe, expect, it } from 'vitest';
import { type FamilyMemberDraftValues, familyFormProblems } from './family-requests';
import { FAMILY_TEXTS, famTypeIdOf, isYearMonthDay, relationshipOf } from './family-rules';
import { contactFieldProblem, normalisePostcode, PROFILE_DETAIL_TEXTS } from './profile-rules';

describe('contact details rules', () => {
  it.each(['07700 900123', '+44 (0)117 496-0123', '0117 4960123'])('accepts the phone number %s', (phone) => {
    expect(contactFieldProblem('phone', phone)).toBeNull();
  });

  it.each(['call me', '12345', '+44 7700 9001234567', '07700 900123 ext 5'])(
    'refuses the phone number %s',
    (phone) => {
      expect(contactFieldProblem('phone', phone)).toBe(PROFILE_DETAIL_TEXTS.phoneInvalid);
    },
  );

  it('requires every field but the second address line, and bounds their length', () => {
    expect(contactFieldProblem('town', '')).toBe(PROFILE_DETAIL_TEXTS.required);
    expect(contactFieldProblem('addressLine2', '')).toBeNull();
    expect(contactFieldProblem('addressLine1', 'a'.repeat(101))).toBe(PROFILE_DETAIL_TEXTS.tooLong);
    expect(contactFieldProblem('town', 'Bris\u0007tol')).toBe(PROFILE_DETAIL_TEXTS.invalidCharacters);
  });

  it('accepts UK postcodes in any case and spacing, and stores them one way', () => {
    for (const postcode of ['BS8 4RE', 'bs84re', 'SW1A 1AA', 'M1 1AE', 'EC1A1BB']) {
      expect(contactFieldProblem('postcode', postcode)).toBeNull();
    }
    expect(contactFieldProblem('postcode', '12345')).toBe(PROFILE_DETAIL_TEXTS.postcodeInvalid);
    expect(normalisePostcode('bs84re')).toBe('BS8 4RE');
    expect(normalisePostcode(' sw1a  1aa')).toBe('SW1A 1AA');
  });
});

const CHILD: FamilyMemberDraftValues = {
  title: 'Miss',
  firstName: 'Isla',
  surname: 'Fielding',
  dateOfBirth: '2014-06-05',
  gender: 1,
  relationship: 'dependant',
  fullTimeEdu: true,
  fullTimeEducationEndDate: '2032-07-31',
  registeredDisabled: false,
};

describe('family member rules', () => {
  it('maps the relationship to fmember_type and back: 1 partner, anything else a dependant', () => {
    expect(famTypeIdOf('partner')).toBe(1);
    expect(famTypeIdOf('dependant')).toBe(2);
    expect(relationshipOf(1)).toBe('partner');
    expect(relationshipOf(2)).toBe('dependant');
    expect(relationshipOf(7)).toBe('dependant');
  });

  it('finds nothing wrong with a complete member', () => {
    expect(familyFormProblems(CHILD)).toEqual({});
    expect(
      familyFormProblems({ ...CHILD, fullTimeEdu: false, fullTimeEducationEndDate: '', dateOfBirth: '' }),
    ).toEqual({});
  });

  it('names every missing required field (spec section 5)', () => {
    expect(
      familyFormProblems({
        title: null,
        firstName: ' ',
        surname: null,
        dateOfBirth: null,
        gender: null,
        relationship: null,
        fullTimeEdu: null,
        fullTimeEducationEndDate: null,
        registeredDisabled: false,
      }),
    ).toEqual({
      title: FAMILY_TEXTS.titleRequired,
      firstName: FAMILY_TEXTS.firstNameRequired,
      surname: FAMILY_TEXTS.surnameRequired,
      gender: FAMILY_TEXTS.sexRequired,
      relationship: FAMILY_TEXTS.relationshipRequired,
      fullTimeEdu: FAMILY_TEXTS.fullTimeEduRequired,
    });
  });

  it('needs the end of full-time education, and real dates', () => {
    expect(familyFormProblems({ ...CHILD, fullTimeEducationEndDate: '' })).toEqual({
      fullTimeEducationEndDate: FAMILY_TEXTS.educationEndRequired,
    });
    expect(familyFormProblems({ ...CHILD, dateOfBirth: '2014-02-30' })).toEqual({
      dateOfBirth: FAMILY_TEXTS.invalidDate,
    });
    expect(isYearMonthDay('2024-02-29')).toBe(true);
    expect(isYearMonthDay('2026-02-29')).toBe(false);
    expect(isYearMonthDay('05/06/2014')).toBe(false);
  });
});
