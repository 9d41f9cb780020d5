import { type Row, type Selected, selection } from './schema.ts';
import { updateOf } from './statements.ts';

/** An activation link with the account it activates. Instants are ISO-8601 UTC text. */
export type ActivationRecord = {
  id: string;
  expiresAt: string;
  usedAt: string | null;
  user: {
    id: number;
    email: string;
    firstName: string;
    surname: string;
    /** ISO YYYY-MM-DD. */
    dateOfBirth: string;
    userType: Row<'users'>['user_type'];
    /** The client's sub-domain label, which names its portal (null for support staff). */
    clientSlug: string | null;
    clientTwoFactorMode: Row<'clients'>['two_factor_mode'] | null;
  };
};

const ACTIVATION = selection('activations', ['id', 'expires_at', 'used_at', 'user_id'], 'a');
const ACCOUNT = selection('users', ['email', 'first_name', 'surname', 'date_of_birth', 'user_type'], 'u');

/** The link, its account's columns (the account's id is the link's user_id), its client's slug and mode. */
type ActivationRow = Selected<typeof ACTIVATION> &
  Selected<typeof ACCOUNT> & {
    client_slug: Row<'clients'>['slug'] | null;
    two_factor_mode: Row<'clients'>['two_factor_mode'] | null;
  };

const SELECT_ACTIVATION = `
SELECT ${ACTIVATION.sql}, ${ACCOUNT.sql}, c.slug AS client_slug, c.two_factor_mode
FROM activations a
JOIN users u ON u.id = a.user_id
LEFT JOIN clients c ON c.id = u.client_id
WHERE a.id = ?1`;

export async function findActivation(db: D1Database, id: string): Promise<ActivationRecord | null> {
  const row = await db.prepare(SELECT_ACTIVATION).bind(id).first<ActivationRow>();
  if (!row) {
    return null;
  }
  return {
    id: row.id,
    expiresAt: row.expires_at,
    usedAt: row.used_at,
    user: {
      id: row.user_id,
      email: row.email,
      firstName: row.first_name,
      surname: row.surname,
      dateOfBirth: row.date_of_birth,
      userType: row.user_type,
      clientSlug: row.client_slug,
      clientTwoFactorMode: row.two_factor_mode,
    },
  };
}

/** Spends a live activation link; true when this call did, so an account is activated only once. */
export async function spendActivation(db: D1Database, id: string, nowIso: string): Promise<boolean> {
  const result = await updateOf(db, 'activations', {
    set: { used_at: nowIso },
    where: 'id = ?1 AND used_at IS NULL AND expires_at > ?2',
    params: [id, nowIso],
  }).run();
  return result.meta.changes === 1;
}
