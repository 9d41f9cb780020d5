import { beforeEach, describe, expect, it } from 'vitest';
import { getJson, sendBenefitJson } from '#support/reference-api/benefit-helpers.ts';
import { reseed } from '#support/reference-api/recovery-helpers.ts';
import { getWithToken, signIn } from '#support/reference-api/session-helpers.ts';
import type { FamilyMemberBody } from '../presenters/family-body.ts';
import { FAMILY_MESSAGES } from '../rules/family-member.ts';
import { FAMILY_MEMBER_IDS } from '../seed/profile-family.ts';

beforeEach(reseed);

const EMMA_ID = 1001;

const CHILD = {
  title: 'Mr',
  first_name: 'Noah',
  surname: 'Fielding',
  date_of_birth: '2019-02-11',
  sex: 2,
  fmember_type: 2,
  education_check: true,
  education: '2037-07-31',
  registered_disabled: false,
};

type Saved = { status: string; familyMember: FamilyMemberBody };
type Refused = { status: string; error: string; errors: Record<string, string[]> };

async function emma() {
  return (await signIn('emma.employee@acme.test')).access_token;
}

describe('GET /v2/user/family', () => {
  it("lists Emma's family in the server's fields, removed members too", async () => {
    const members = await getJson<FamilyMemberBody[]>('/v2/user/family', await emma());
    expect(members.map((member) => [member.family_fname, member.family_active])).toEqual([
      ['Daniel', false],
      ['James', true],
      ['Isla', true],
    ]);
    expect(members.find((member) => member.family_id === FAMILY_MEMBER_IDS.emmaChild)).toEqual({
      family_id: FAMILY_MEMBER_IDS.emmaChild,
      family_fname: 'Isla',
      family_sname: 'Fielding',
      family_dob: '2014-06-05',
      family_gender_id: 1,
      family_famtype_id: 2,
      family_tname: 'Miss',
      family_active: true,
      family_ft_edu_ends: '2032-07-31',
      family_registered_disabled: false,
    });
  });

  it('answers someone without a family with an empty list, and needs a token', async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    expect(await getJson<FamilyMemberBody[]>('/v2/user/family', access_token)).toEqual([]);
    expect((await getWithToken('/v2/user/family', 'not-a-token')).status).toBe(401);
  });
});

describe('POST /v2/user/{id}/family-members', () => {
  it('adds a child and answers 201 with status and familyMember', async () => {
    const token = await emma();
    const { status, body } = await sendBenefitJson<Saved>(
      'POST',
      `/v2/user/${EMMA_ID}/family-members`,
      CHILD,
      token,
    );
    expect(status).toBe(201);
    expect(body.status).toBe('success');
    expect(body.familyMember).toMatchObject({
      family_fname: 'Noah',
      family_famtype_id: 2,
      family_gender_id: 2,
      family_ft_edu_ends: '2037-07-31',
      family_active: true,
    });
    const listed = await getJson<FamilyMemberBody[]>('/v2/user/family', token);
    expect(listed.map((member) => member.family_fname)).toContain('Noah');
  });

  it('refuses every missing required field at once, with its message', async () => {
    const { status, body } = await sendBenefitJson<Refused>(
      'POST',
      `/v2/user/${EMMA_ID}/family-members`,
      {},
      await emma(),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual({
      title: [FAMILY_MESSAGES.titleRequired],
      first_name: [FAMILY_MESSAGES.firstNameRequired],
      surname: [FAMILY_MESSAGES.surnameRequired],
      sex: [FAMILY_MESSAGES.sexRequired],
      fmember_type: [FAMILY_MESSAGES.relationshipRequired],
      education_check: [FAMILY_MESSAGES.fullTimeEduRequired],
    });
  });

  it('needs the end date of full-time education, and refuses a birth in the future', async () => {
    const { body } = await sendBenefitJson<Refused>(
      'POST',
      `/v2/user/${EMMA_ID}/family-members`,
      { ...CHILD, education: '', date_of_birth: '2999-01-01' },
      await emma(),
    );
    expect(body.errors).toEqual({
      education: [FAMILY_MESSAGES.educationEndRequired],
      date_of_birth: [FAMILY_MESSAGES.futureBirth],
    });
  });

  it("refuses to add to someone else's family", async () => {
    const { status } = await sendBenefitJson('POST', '/v2/user/1002/family-members', CHILD, await emma());
    expect(status).toBe(403);
  });
});

describe('PATCH /v2/user/family-members/{id}', () => {
  it('changes only what it is sent, and active false removes the member from the active ones', async () => {
    const token = await emma();
    const path = `/v2/user/family-members/${FAMILY_MEMBER_IDS.emmaChild}`;
    const renamed = await sendBenefitJson<Saved>('PATCH', path, { surname: 'Fielding-Hart' }, token);
    expect(renamed.status).toBe(200);
    expect(renamed.body.familyMember).toMatchObject({
      family_fname: 'Isla',
      family_sname: 'Fielding-Hart',
      family_ft_edu_ends: '2032-07-31',
      family_active: true,
    });

    const removed = await sendBenefitJson<Saved>('PATCH', path, { active: false }, token);
    expect(removed.body.familyMember.family_active).toBe(false);
    const active = (await getJson<FamilyMemberBody[]>('/v2/user/family', token)).filter(
      (member) => member.family_active,
    );
    expect(active.map((member) => member.family_fname)).toEqual(['James']);
  });

  it('clears the education end date when they leave full-time education', async () => {
    const { body } = await sendBenefitJson<Saved>(
      'PATCH',
      `/v2/user/family-members/${FAMILY_MEMBER_IDS.emmaChild}`,
      { education_check: false },
      await emma(),
    );
    expect(body.familyMember.family_ft_edu_ends).toBeNull();
  });

  it("answers 404 for another person's family member and for a bad id", async () => {
    const { access_token } = await signIn('alex.admin@acme.test');
    const others = await sendBenefitJson(
      'PATCH',
      `/v2/user/family-members/${FAMILY_MEMBER_IDS.emmaChild}`,
      { surname: 'Taken' },
      access_token,
    );
    expect(others.status).toBe(404);
    expect((await sendBenefitJson('PATCH', '/v2/user/family-members/abc', {}, access_token)).status).toBe(
      404,
    );
  });

  it('refuses an invalid change with 422 and keeps the member as it was', async () => {
    const token = await emma();
    const path = `/v2/user/family-members/${FAMILY_MEMBER_IDS.emmaPartner}`;
    const { status, body } = await sendBenefitJson<Refused>(
      'PATCH',
      path,
      { first_name: ' ', active: 'no' },
      token,
    );
    expect(status).toBe(422);
    expect(body.errors).toHaveProperty('active');
    const members = await getJson<FamilyMemberBody[]>('/v2/user/family', token);
    expect(members.find((member) => member.family_id === FAMILY_MEMBER_IDS.emmaPartner)?.family_fname).toBe(
      'James',
    );
  });
});
