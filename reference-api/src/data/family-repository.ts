import type { FamilyMemberFields } from '../rules/family-member.ts';
import { type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

/** A family member as the upstream stores it. */
export type FamilyMemberRecord = FamilyMemberFields & { id: number; user_id: number; active: boolean };

const MEMBER = selection('family_members', [
  'id',
  'user_id',
  'title',
  'first_name',
  'surname',
  'date_of_birth',
  'gender_id',
  'famtype_id',
  'active',
  'ft_edu_ends',
  'registered_disabled',
]);
type FamilyMemberRow = Selected<typeof MEMBER>;
const COLUMNS = MEMBER.sql;

function toRecord(row: FamilyMemberRow): FamilyMemberRecord {
  return { ...row, active: row.active === 1, registered_disabled: row.registered_disabled === 1 };
}

/** Every family member of the person, removed ones too (the portal lists only active ones). */
export async function listFamilyMembers(db: D1Database, userId: number): Promise<FamilyMemberRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM family_members WHERE user_id = ?1 ORDER BY famtype_id, date_of_birth, id`,
    )
    .bind(userId)
    .all<FamilyMemberRow>();
  return results.map(toRecord);
}

/** The person's own family member; null for someone else's, so nobody can reach another's family. */
export async function findFamilyMember(
  db: D1Database,
  userId: number,
  memberId: number,
): Promise<FamilyMemberRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM family_members WHERE id = ?1 AND user_id = ?2`)
    .bind(memberId, userId)
    .first<FamilyMemberRow>();
  return row ? toRecord(row) : null;
}

export async function insertFamilyMember(
  db: D1Database,
  userId: number,
  fields: FamilyMemberFields,
  nowIso: string,
): Promise<FamilyMemberRecord> {
  const row = await insertInto(
    db,
    'family_members',
    {
      user_id: userId,
      title: fields.title,
      first_name: fields.first_name,
      surname: fields.surname,
      date_of_birth: fields.date_of_birth,
      gender_id: fields.gender_id,
      famtype_id: fields.famtype_id,
      active: true,
      ft_edu_ends: fields.ft_edu_ends,
      registered_disabled: fields.registered_disabled,
      created_at: nowIso,
      updated_at: nowIso,
    },
    `RETURNING ${COLUMNS}`,
  ).first<FamilyMemberRow>();
  if (!row) throw new Error('family member insert returned no row');
  return toRecord(row);
}

/** Saves the member's fields and whether they are active; null when it is not the person's. */
export async function updateFamilyMember(
  db: D1Database,
  userId: number,
  memberId: number,
  fields: FamilyMemberFields & { active: boolean },
  nowIso: string,
): Promise<FamilyMemberRecord | null> {
  const row = await updateOf(db, 'family_members', {
    set: {
      title: fields.title,
      first_name: fields.first_name,
      surname: fields.surname,
      date_of_birth: fields.date_of_birth,
      gender_id: fields.gender_id,
      famtype_id: fields.famtype_id,
      ft_edu_ends: fields.ft_edu_ends,
      registered_disabled: fields.registered_disabled,
      active: fields.active,
      updated_at: nowIso,
    },
    where: 'id = ?1 AND user_id = ?2',
    params: [memberId, userId],
    clause: `RETURNING ${COLUMNS}`,
  }).first<FamilyMemberRow>();
  return row ? toRecord(row) : null;
}
