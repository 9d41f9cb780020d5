import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import type { ApiError } from '#contract/api-error';
import type { FamilyMember } from '#contract/family';
import type { FamilyMemberForm } from '#contract/family-requests';
import { FAMILY_TEXTS } from '#contract/family-rules';
import { FAMILY_MEMBER_IDS } from '#reference-api/seed/profile-family.ts';
import { runSeedStatements } from '#reference-api/seed/seed-database.ts';
import { createApiClient, createTestPortal } from '#support/worker/test-portal.ts';
import { toSavedFamilyMember, upstreamFamilyMemberSchema } from '../upstream/family-responses';

beforeEach(() => runSeedStatements(env.REF_DB, inject('referenceSeedStatements')));

let lastOctet = 0;
async function emma(portal = createTestPortal()) {
  const client = createApiClient(portal, 'acme', { ip: `198.18.22.${++lastOctet}` });
  expect((await client.login('emma.employee@acme.test')).status).toBe(200);
  return client;
}

const CHILD: FamilyMemberForm = {
  title: 'Mr',
  firstName: 'Noah',
  surname: 'Fielding',
  dateOfBirth: '2019-02-11',
  gender: 2,
  relationship: 'dependant',
  fullTimeEdu: true,
  fullTimeEducationEndDate: '2037-07-31',
  registeredDisabled: true,
};

describe('the family member mapping (spec section 3)', () => {
  it('maps the server fields to the form fields', () => {
    const member = upstreamFamilyMemberSchema.parse({
      family_id: 9,
      family_fname: 'Ada',
      family_sname: 'Lane',
      family_dob: '2010-05-04T00:00:00Z',
      family_gender_id: 1,
      family_famtype_id: 3,
      family_tname: 'Miss',
      family_active: 1,
      family_ft_edu_ends: '2028-06-30',
    });
    expect(member).toEqual({
      familyMemberId: 9,
      title: 'Miss',
      firstName: 'Ada',
      surname: 'Lane',
      dateOfBirth: '2010-05-04',
      gender: 1,
      relationship: 'dependant',
      active: true,
      fullTimeEdu: true,
      fullTimeEducationEndDate: '2028-06-30',
      registeredDisabled: false,
    } satisfies FamilyMember);
    expect(
      upstreamFamilyMemberSchema.parse({
        family_id: 1,
        family_fname: 'Sam',
        family_sname: 'Lane',
        family_dob: null,
        family_gender_id: 2,
        family_famtype_id: 1,
        family_tname: 'Mr',
        family_active: false,
        family_ft_edu_ends: null,
      }),
    ).toMatchObject({ relationship: 'partner', active: false, fullTimeEdu: false, dateOfBirth: null });
  });

  it('saves the form under the saved field names', () => {
    expect(toSavedFamilyMember(CHILD, 12)).toEqual({
      familyMemberId: 12,
      first_name: 'Noah',
      surname: 'Fielding',
      date_of_birth: '2019-02-11',
      sex: 2,
      fmember_type: 2,
      education: '2037-07-31',
      registered_disabled: true,
      education_check: true,
      title: 'Mr',
    });
    expect(
      toSavedFamilyMember({ ...CHILD, relationship: 'partner', fullTimeEdu: false, dateOfBirth: '' }),
    ).toMatchObject({
      fmember_type: 1,
      education: null,
      education_check: false,
      date_of_birth: null,
    });
  });
});

describe('/api/family', () => {
  it("lists only Emma's active members", async () => {
    const client = await emma();
    const members = (await (await client.call('/api/family')).json()) as FamilyMember[];
    expect(members.map((member) => `${member.firstName} ${member.relationship}`)).toEqual([
      'James partner',
      'Isla dependant',
    ]);
  });

  it('adds a child, edits the surname and deactivates them, the list following each step', async () => {
    const client = await emma();
    const added = await client.call('/api/family', { method: 'POST', body: CHILD });
    expect(added.status).toBe(200);
    const child = (await added.json()) as FamilyMember;
    expect(child).toMatchObject({ firstName: 'Noah', relationship: 'dependant', registeredDisabled: true });

    const edited = await client.call(`/api/family/${child.familyMemberId}`, {
      method: 'PATCH',
      body: { ...CHILD, surname: 'Fielding-Hart' },
    });
    expect(((await edited.json()) as FamilyMember).surname).toBe('Fielding-Hart');

    const removed = await client.call(`/api/family/${child.familyMemberId}/deactivate`, { method: 'POST' });
    expect(((await removed.json()) as FamilyMember).active).toBe(false);
    const members = (await (await client.call('/api/family')).json()) as FamilyMember[];
    expect(members.map((member) => member.firstName)).toEqual(['James', 'Isla']);
  });

  it('gives each missing required field its message, without asking the upstream', async () => {
    const portal = createTestPortal();
    const client = await emma(portal);
    const before = portal.upstreamCalls.length;
    const response = await client.call('/api/family', {
      method: 'POST',
      body: {
        title: null,
        firstName: ' ',
        surname: '',
        dateOfBirth: '',
        gender: null,
        relationship: null,
        fullTimeEdu: null,
        fullTimeEducationEndDate: '',
        registeredDisabled: false,
      },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      title: FAMILY_TEXTS.titleRequired,
      firstName: FAMILY_TEXTS.firstNameRequired,
      surname: FAMILY_TEXTS.surnameRequired,
      gender: FAMILY_TEXTS.sexRequired,
      relationship: FAMILY_TEXTS.relationshipRequired,
      fullTimeEdu: FAMILY_TEXTS.fullTimeEduRequired,
    });
    expect(portal.upstreamCalls.length).toBe(before);
  });

  it('needs the education end date when they are in full-time education', async () => {
    const client = await emma();
    const response = await client.call('/api/family', {
      method: 'POST',
      body: { ...CHILD, fullTimeEducationEndDate: '' },
    });
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      fullTimeEducationEndDate: FAMILY_TEXTS.educationEndRequired,
    });
  });

  it("passes on the upstream's field refusal under the form's names", async () => {
    const client = await emma();
    const response = await client.call('/api/family', {
      method: 'POST',
      body: { ...CHILD, dateOfBirth: '2999-01-01' },
    });
    expect(response.status).toBe(422);
    expect(((await response.json()) as ApiError).error.fields).toEqual({
      dateOfBirth: FAMILY_TEXTS.futureBirth,
    });
  });

  it("cannot reach another person's family member", async () => {
    const portal = createTestPortal();
    const client = createApiClient(portal, 'acme', { ip: `198.18.22.${++lastOctet}` });
    expect((await client.login('alex.admin@acme.test')).status).toBe(200);
    const response = await client.call(`/api/family/${FAMILY_MEMBER_IDS.emmaChild}/deactivate`, {
      method: 'POST',
    });
    expect(response.status).toBe(404);
  });
});
