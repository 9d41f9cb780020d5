// The card-value (voucher) service's data: who a session belongs to (the stand-in page of /manage-ccv names
// them), and a person's next voucher date and orders (docs/decisions/042).
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

export type CardValueOrder = { id: number; retailer: string; amount: number; orderDate: string };
export type CardValueData = {
  nextVoucherDate: string | null;
  placedOrders: CardValueOrder[];
  savedOrders: CardValueOrder[];
};

const ORDER = selection('card_value_orders', ['id', 'state', 'retailer', 'amount', 'order_date']);

/**
 * The person's card-value data (spec 3, CCV data; docs/decisions/042): when the next voucher is
 * loaded (null: none is scheduled), and their placed and saved orders, newest first.
 */
export async function findCardValueData(db: D1Database, userId: number): Promise<CardValueData> {
  const [schedule, orders] = await db.batch([
    db.prepare('SELECT next_voucher_date FROM card_value_schedules WHERE user_id = ?1').bind(userId),
    db
      .prepare(
        `SELECT ${ORDER.sql} FROM card_value_orders WHERE user_id = ?1 ORDER BY order_date DESC, id DESC`,
      )
      .bind(userId),
  ]);
  const next = (schedule?.results[0] as Pick<Row<'card_value_schedules'>, 'next_voucher_date'> | undefined)
    ?.next_voucher_date;
  const rows = (orders?.results ?? []) as Selected<typeof ORDER>[];
  const of = (state: Row<'card_value_orders'>['state']) =>
    rows
      .filter((row) => row.state === state)
      .map((row) => ({ id: row.id, retailer: row.retailer, amount: row.amount, orderDate: row.order_date }));
  return { nextVoucherDate: next ?? null, placedOrders: of('placed'), savedOrders: of('saved') };
}
