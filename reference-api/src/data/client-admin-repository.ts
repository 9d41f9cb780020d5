// What client administration reads and writes (migrations 0001, 0006 and 0011): the caller as an
// administrator candidate, the client's people with their two-factor state, and the enforcement.
import type { AdminCandidate } from '../rules/client-admin.ts';
import { enforcementChangeEvent } from './audit-event-repository.ts';
import { likePattern } from './like-pattern.ts';
import { type Selected, selection } from './schema.ts';
import { insertInto, updateOf } from './statements.ts';

const CANDIDATE = selection('users', [
  'client_id',
  'user_type',
  'employment_status',
  'voucher_balance',
  'approves_selections',
]);

export async function findAdminCandidate(db: D1Database, userId: number): Promise<AdminCandidate | null> {
  const row = await db
    .prepare(`SELECT ${CANDIDATE.sql} FROM users WHERE id = ?1`)
    .bind(userId)
    .first<Selected<typeof CANDIDATE>>();
  return row
    ? {
        clientId: row.client_id,
        userType: row.user_type,
        employmentStatus: row.employment_status,
        voucherBalance: row.voucher_balance,
        approvesSelections: row.approves_selections === 1,
      }
    : null;
}

export type TwoFactorState = 'enabled' | 'disabled';

export type TwoFactorQuery = {
  clientId: number;
  /** Matched anywhere in the first name, surname, full name or e-mail, case-insensitively. */
  search: string;
  state: TwoFactorState | null;
};

export type TwoFactorPerson = {
  id: number;
  firstName: string;
  surname: string;
  email: string;
  registered: boolean;
  twoFactorEnabled: boolean;
};

const PERSON = selection('users', ['id', 'first_name', 'surname', 'email', 'activated']);
/** A person's columns, and whether they have a TOTP secret (1) or not (0). */
type PersonRow = Selected<typeof PERSON> & { two_factor: number };

function whereOf({ clientId, search, state }: TwoFactorQuery): { sql: string; binds: unknown[] } {
  const clauses = ['client_id = ?1'];
  const binds: unknown[] = [clientId];
  if (search !== '') {
    binds.push(likePattern(search));
    const n = binds.length;
    clauses.push(
      `(first_name LIKE ?${n} ESCAPE '\\' OR surname LIKE ?${n} ESCAPE '\\' OR email LIKE ?${n} ESCAPE '\\'
        OR first_name || ' ' || surname LIKE ?${n} ESCAPE '\\')`,
    );
  }
  if (state === 'enabled') clauses.push('totp_secret IS NOT NULL');
  if (state === 'disabled') clauses.push('totp_secret IS NULL');
  return { sql: clauses.join(' AND '), binds };
}

const toPerson = (row: PersonRow): TwoFactorPerson => ({
  id: row.id,
  firstName: row.first_name,
  surname: row.surname,
  email: row.email,
  registered: row.activated === 1,
  twoFactorEnabled: row.two_factor === 1,
});

const PERSON_COLUMNS = `${PERSON.sql}, (totp_secret IS NOT NULL) AS two_factor`;
const ORDER = 'ORDER BY surname COLLATE NOCASE, first_name COLLATE NOCASE, id';

/** One page of the list (1-based) and the count of everyone matching. */
export async function findTwoFactorPage(
  db: D1Database,
  query: TwoFactorQuery,
  page: number,
  perPage: number,
): Promise<{ people: TwoFactorPerson[]; total: number }> {
  const { sql, binds } = whereOf(query);
  const [rows, count] = await db.batch<PersonRow | { total: number }>([
    db
      .prepare(
        `SELECT ${PERSON_COLUMNS} FROM users WHERE ${sql} ${ORDER} LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
      )
      .bind(...binds),
    db.prepare(`SELECT count(*) AS total FROM users WHERE ${sql}`).bind(...binds),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { people: ((rows?.results ?? []) as PersonRow[]).map(toPerson), total };
}

/** Everyone matching, in list order: the report download. */
export async function findTwoFactorPeople(db: D1Database, query: TwoFactorQuery): Promise<TwoFactorPerson[]> {
  const { sql, binds } = whereOf(query);
  const { results } = await db
    .prepare(`SELECT ${PERSON_COLUMNS} FROM users WHERE ${sql} ${ORDER}`)
    .bind(...binds)
    .all<PersonRow>();
  return results.map(toPerson);
}

export async function findEnforcement(db: D1Database, clientId: number): Promise<boolean | null> {
  const mode = await db
    .prepare('SELECT two_factor_mode FROM clients WHERE id = ?1')
    .bind(clientId)
    .first<string>('two_factor_mode');
  return mode === null ? null : mode === 'enforced';
}

/** Sets the client's enforcement and logs who did it, in one transaction. */
export async function saveEnforcement(
  db: D1Database,
  change: { clientId: number; enforced: boolean; changedBy: number; changedAt: string },
): Promise<void> {
  await db.batch([
    // On the trail only when the setting changes; read before the UPDATE below changes it.
    enforcementChangeEvent(db, {
      clientId: change.clientId,
      enforced: change.enforced,
      actorUserId: change.changedBy,
      createdAt: Date.parse(change.changedAt),
    }),
    updateOf(db, 'clients', {
      set: { two_factor_mode: change.enforced ? 'enforced' : 'optional' },
      where: 'id = ?1',
      params: [change.clientId],
    }),
    insertInto(db, 'two_factor_enforcement_changes', {
      client_id: change.clientId,
      enforced: change.enforced,
      changed_by: change.changedBy,
      changed_at: change.changedAt,
    }),
  ]);
}
