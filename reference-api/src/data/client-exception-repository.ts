import type { ClientExceptionCode } from '../rules/client-exceptions.ts';
import type { Row } from './schema.ts';

/** One of a client's exceptions, as /login/setup and /user answer it (migration 0027). */
export type ClientException = Pick<Row<'client_exceptions'>, 'code' | 'status'>;

/** Every exception of the client, active or not, in code order (so an answer reads the same each time). */
export async function findClientExceptions(db: D1Database, clientId: number): Promise<ClientException[]> {
  const { results } = await db
    .prepare('SELECT code, status FROM client_exceptions WHERE client_id = ?1 ORDER BY code')
    .bind(clientId)
    .all<ClientException>();
  return results;
}

/** The client has this exception, active: the one question a rule asks of them (decision 083). */
export async function hasActiveClientException(
  db: D1Database,
  clientId: number,
  code: ClientExceptionCode,
): Promise<boolean> {
  const row = await db
    .prepare(
      "SELECT 1 AS found FROM client_exceptions WHERE client_id = ?1 AND code = ?2 AND status = 'active'",
    )
    .bind(clientId, code)
    .first<number>('found');
  return row === 1;
}
