// Who a card-value (voucher) service session belongs to: the stand-in page of /manage-ccv names them.
import { type Row, type Selected, selection } from './schema.ts';

const HOLDER = selection('users', ['first_name', 'surname', 'email'], 'u');
export type CardHolder = { firstName: string; surname: string; email: string; clientName: string | null };

export async function findCardHolder(db: D1Database, userId: number): Promise<CardHolder | null> {
  const row = await db
    .prepare(
      `SELECT ${HOLDER.sql}, c.name AS client_name
       FROM users u LEFT JOIN clients c ON c.id = u.client_id WHERE u.id = ?1`,
    )
    .bind(userId)
    .first<Selected<typeof HOLDER> & { client_name: Row<'clients'>['name'] | null }>();
  return row
    ? { firstName: row.first_name, surname: row.surname, email: row.email, clientName: row.client_name }
    : null;
}
