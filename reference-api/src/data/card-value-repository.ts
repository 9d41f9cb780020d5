// Who a card-value (voucher) service session belongs to: the stand-in page of /manage-ccv names them.
export type CardHolder = { firstName: string; surname: string; email: string; clientName: string | null };

export async function findCardHolder(db: D1Database, userId: number): Promise<CardHolder | null> {
  const row = await db
    .prepare(
      `SELECT u.first_name, u.surname, u.email, c.name AS client_name
       FROM users u LEFT JOIN clients c ON c.id = u.client_id WHERE u.id = ?1`,
    )
    .bind(userId)
    .first<{ first_name: string; surname: string; email: string; client_name: string | null }>();
  return row
    ? { firstName: row.first_name, surname: row.surname, email: row.email, clientName: row.client_name }
    : null;
}
