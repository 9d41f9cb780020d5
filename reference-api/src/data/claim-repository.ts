// Claims and their receipts' metadata (migration 0007). Every query is scoped to the person.
import type { ReceiptType } from '../rules/claim-receipt.ts';
import { type Selected, selection } from './schema.ts';
import { insertInto } from './statements.ts';

export type ClaimRecord = {
  id: number;
  benefitId: number;
  amount: number;
  description: string;
  receiptKey: string;
  receiptName: string;
  receiptType: ReceiptType;
  receiptSize: number;
  createdAt: string;
};

const CLAIM = selection('claims', [
  'id',
  'benefit_id',
  'amount',
  'description',
  'receipt_key',
  'receipt_name',
  'receipt_type',
  'receipt_size',
  'created_at',
]);
type ClaimRow = Selected<typeof CLAIM>;
const COLUMNS = CLAIM.sql;

export type NewClaim = Omit<ClaimRecord, 'id'> & { userId: number };

export async function insertClaim(db: D1Database, claim: NewClaim): Promise<ClaimRecord> {
  const row = await insertInto(
    db,
    'claims',
    {
      user_id: claim.userId,
      benefit_id: claim.benefitId,
      amount: claim.amount,
      description: claim.description,
      receipt_key: claim.receiptKey,
      receipt_name: claim.receiptName,
      receipt_type: claim.receiptType,
      receipt_size: claim.receiptSize,
      created_at: claim.createdAt,
    },
    `RETURNING ${COLUMNS}`,
  ).first<ClaimRow>();
  if (!row) throw new Error('claims: INSERT returned no row');
  return toClaim(row);
}

/** The person's claims of a benefit, newest first. */
export async function findClaims(db: D1Database, userId: number, benefitId: number): Promise<ClaimRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${COLUMNS} FROM claims WHERE user_id = ?1 AND benefit_id = ?2
       ORDER BY created_at DESC, id DESC`,
    )
    .bind(userId, benefitId)
    .all<ClaimRow>();
  return results.map(toClaim);
}

/** Every claim of the person, whatever the benefit or its selection now, newest first. */
export async function findAllClaims(db: D1Database, userId: number): Promise<ClaimRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${COLUMNS} FROM claims WHERE user_id = ?1 ORDER BY created_at DESC, id DESC`)
    .bind(userId)
    .all<ClaimRow>();
  return results.map(toClaim);
}

/** One of the person's claims; another person's is as unknown as one that does not exist. */
export async function findOwnClaim(
  db: D1Database,
  userId: number,
  claimId: number,
): Promise<ClaimRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM claims WHERE id = ?1 AND user_id = ?2`)
    .bind(claimId, userId)
    .first<ClaimRow>();
  return row ? toClaim(row) : null;
}

function toClaim(row: ClaimRow): ClaimRecord {
  return {
    id: row.id,
    benefitId: row.benefit_id,
    amount: row.amount,
    description: row.description,
    receiptKey: row.receipt_key,
    receiptName: row.receipt_name,
    receiptType: row.receipt_type,
    receiptSize: row.receipt_size,
    createdAt: row.created_at,
  };
}
