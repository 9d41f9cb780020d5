// What the benefits calls need to know about the signed-in person.
import type { EligibilityPerson } from '../rules/benefits-eligibility.ts';
import { type Selected, selection } from './schema.ts';

export type BenefitPerson = EligibilityPerson & {
  id: number;
  /** Null for support staff, who belong to no client and so have no benefits. */
  clientId: number | null;
  fullName: string;
  voucherLastPaymentDate: string | null;
};

const PERSON = selection('users', [
  'id',
  'client_id',
  'first_name',
  'surname',
  'employment_status',
  'voucher_balance',
  'on_probation',
  'voucher_last_payment_date',
]);
type BenefitPersonRow = Selected<typeof PERSON>;

export async function findBenefitPerson(db: D1Database, userId: number): Promise<BenefitPerson | null> {
  const row = await db
    .prepare(`SELECT ${PERSON.sql} FROM users WHERE id = ?1`)
    .bind(userId)
    .first<BenefitPersonRow>();
  return row
    ? {
        id: row.id,
        clientId: row.client_id,
        fullName: `${row.first_name} ${row.surname}`,
        employmentStatus: row.employment_status,
        voucherBalance: row.voucher_balance,
        onProbation: row.on_probation === 1,
        voucherLastPaymentDate: row.voucher_last_payment_date,
      }
    : null;
}
