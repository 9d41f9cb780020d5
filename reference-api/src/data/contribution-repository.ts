// A person's statements: what they and their employer paid towards a benefit group each month.
import { type Selected, selection } from './schema.ts';

const LINE = selection('benefit_contributions', [
  'year',
  'month',
  'employee_contribution',
  'employer_contribution',
]);

export type Contribution = {
  year: number;
  month: number;
  employeeContribution: number;
  employerContribution: number;
};

/** The person's statement lines for the group, oldest month first. */
export async function findContributions(
  db: D1Database,
  userId: number,
  groupCode: string,
): Promise<Contribution[]> {
  const { results } = await db
    .prepare(
      `SELECT ${LINE.sql}
       FROM benefit_contributions
       WHERE user_id = ?1 AND group_code = ?2
       ORDER BY year, month`,
    )
    .bind(userId, groupCode)
    .all<Selected<typeof LINE>>();
  return results.map((row) => ({
    year: row.year,
    month: row.month,
    employeeContribution: row.employee_contribution,
    employerContribution: row.employer_contribution,
  }));
}

export async function hasContributions(db: D1Database, userId: number, groupCode: string): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT EXISTS (SELECT 1 FROM benefit_contributions WHERE user_id = ?1 AND group_code = ?2) AS found`,
    )
    .bind(userId, groupCode)
    .first<{ found: number }>();
  return row?.found === 1;
}
