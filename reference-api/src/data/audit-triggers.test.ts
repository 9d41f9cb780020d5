import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { insertInto } from './statements.ts';

// Migration 0020's triggers put act-as sessions and the changes made in them on the employer's audit
// trail, so no code path can start one, or change something in one, without it showing there.

const db = env.REF_DB;

async function twoPeopleOfOneClient(): Promise<{ clientId: number; actor: number; target: number }> {
  const { results } = await db
    .prepare('SELECT id, client_id FROM users WHERE client_id IS NOT NULL ORDER BY client_id, id LIMIT 2')
    .all<{ id: number; client_id: number }>();
  const [actor, target] = results;
  if (actor === undefined || target === undefined || actor.client_id !== target.client_id) {
    throw new Error('the seed has no client with two people');
  }
  return { clientId: target.client_id, actor: actor.id, target: target.id };
}

async function trailOf(familyId: string) {
  const { results } = await db
    .prepare(
      `SELECT client_id, actor_user_id, action, subject_user_id, detail, created_at FROM audit_events
       WHERE json_extract(detail, '$.familyId') = ? ORDER BY id`,
    )
    .bind(familyId)
    .all<{
      action: string;
      detail: string;
      client_id: number;
      subject_user_id: number;
      created_at: number;
    }>();
  return results.map((row) => ({ ...row, detail: JSON.parse(row.detail) as Record<string, unknown> }));
}

describe('the audit trail of act-as sessions', () => {
  it('records a session when it starts, with its reason and kind, and each change made in it', async () => {
    const { clientId, actor, target } = await twoPeopleOfOneClient();
    const familyId = `fam-${crypto.randomUUID()}`;
    await insertInto(db, 'masquerade_sessions', {
      family_id: familyId,
      actor_user_id: actor,
      actor_type: 'support',
      target_user_id: target,
      client_id: clientId,
      reason: 'Ticket 4411: cannot see pension',
      read_only: false,
      started_at: 1_700_000_000_000,
    }).run();
    const audit = { family_id: familyId, actor_user_id: actor, target_user_id: target, scheme_year: 2026 };
    await insertInto(db, 'masquerade_audit', {
      ...audit,
      action: 'session-started',
      created_at: 1_700_000_000_001,
    }).run();
    await insertInto(db, 'masquerade_audit', {
      ...audit,
      action: 'PATCH /v2/user/terms',
      created_at: 1_700_000_000_002,
    }).run();
    await insertInto(db, 'masquerade_audit', {
      ...audit,
      action: 'session-ended',
      created_at: 1_700_000_000_003,
    }).run();

    const trail = await trailOf(familyId);
    expect(trail.map((row) => row.action)).toEqual(['act-as-started', 'act-as-change']);
    expect(trail[0]).toMatchObject({
      client_id: clientId,
      subject_user_id: target,
      created_at: 1_700_000_000_000,
      detail: { reason: 'Ticket 4411: cannot see pension', readOnly: false, actorType: 'support' },
    });
    expect(trail[1]?.detail).toMatchObject({ change: 'PATCH /v2/user/terms' });
  });

  it('leaves out changes of a session it has no record of (one begun before the migration)', async () => {
    const { actor, target } = await twoPeopleOfOneClient();
    const familyId = `fam-${crypto.randomUUID()}`;
    await insertInto(db, 'masquerade_audit', {
      family_id: familyId,
      actor_user_id: actor,
      target_user_id: target,
      scheme_year: 2026,
      action: 'PATCH /v2/user/terms',
      created_at: 1,
    }).run();
    expect(await trailOf(familyId)).toEqual([]);
  });
});
