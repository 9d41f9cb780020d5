// What the benefits calls need to know about the signed-in person.
import type { EligibilityPerson } from '../rules/benefits-eligibility.ts';

export type BenefitPerson = EligibilityPerson & {
  id: number;
  /** Null for support staff, who belong to no client and so have no benefits. */
  clientId: number | null;
  fullName: string;
  voucherLastPaymentDate: string | null;
};

type BenefitPersonRow = {
  id: number;
  client_id: number | null;
  first_name: string;
  surname: string;
  employment_status: string | null;
  voucher_balance: number;
  on_probation: number;
  voucher_last_payment_date: string | null;
};

export async function findBenefitPerson(db: D1Database, userId: number): Promise<BenefitPerson | null> {
  const row = await db
    .prepare(
      `SELECT id, client_id, first_name, surname, employment_status, voucher_balance, on_probation,
              voucher_last_payment_date
       FROM users WHERE id = ?1`,
    )
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
