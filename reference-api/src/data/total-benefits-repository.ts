// A person's total benefits for a year (docs/decisions/018-total-benefits.md), computed in SQL from
// their selections, the benefits' costs and their statement lines.

/**
 * One row per benefit and calendar month the person's cover was live in: the statement line of the
 * benefit's group when payroll has run for that month, otherwise the selection's monthly costs.
 * ?1 is the user id, ?2 the year.
 *
 * - Only 'live' and 'opted-out' selections count: an opted-out one was live until its end date;
 *   awaiting and rejected ones never were.
 * - A month counts when the selection's start..end dates overlap it. When a reapply starts in the
 *   month an opt-out ended, the newest selection of the benefit prices that month, so it counts once.
 * - A statement line is per group: it is taken by the group's first benefit (catalogue position)
 *   live that month, and the group's other benefits count nothing for that month (the line covers
 *   them), so a line is never counted twice.
 * - A to-be-confirmed cost ('TBC', empty, null) counts as 0.
 */
const VALUED_MONTHS = `
WITH RECURSIVE months (month) AS (SELECT 1 UNION ALL SELECT month + 1 FROM months WHERE month < 12),
covered AS (
  SELECT s.id AS selection_id, b.id AS benefit_id, b.name, b.icon, b.group_code, b.position, m.month,
         CASE WHEN typeof(s.monthly_cost) IN ('integer', 'real') THEN s.monthly_cost ELSE 0 END AS employee_cost,
         CASE WHEN typeof(s.employer_monthly_cost) IN ('integer', 'real') THEN s.employer_monthly_cost ELSE 0 END
           AS employer_cost,
         ROW_NUMBER() OVER (PARTITION BY b.id, m.month ORDER BY s.id DESC) AS newest
  FROM selections s
  JOIN benefits b ON b.id = s.benefit_id
  JOIN months m
  WHERE s.user_id = ?1
    AND s.status IN ('live', 'opted-out')
    AND s.start_date IS NOT NULL
    AND s.start_date <= date(printf('%04d-%02d-01', ?2, m.month), '+1 month', '-1 day')
    AND (s.end_date IS NULL OR s.end_date >= printf('%04d-%02d-01', ?2, m.month))
),
ranked AS (
  SELECT *, ROW_NUMBER() OVER (PARTITION BY group_code, month ORDER BY position) AS group_rank
  FROM covered WHERE newest = 1
),
valued AS (
  SELECT r.benefit_id, r.name, r.icon, r.position, r.month,
         CASE WHEN c.id IS NULL THEN r.employee_cost
              WHEN r.group_rank = 1 THEN c.employee_contribution ELSE 0 END AS employee,
         CASE WHEN c.id IS NULL THEN r.employer_cost
              WHEN r.group_rank = 1 THEN c.employer_contribution ELSE 0 END AS employer
  FROM ranked r
  LEFT JOIN benefit_contributions c
    ON c.user_id = ?1 AND c.group_code = r.group_code AND c.year = ?2 AND c.month = r.month
)`;

export type TotalBenefitsSummary = {
  employee: number;
  employer: number;
  benefitCount: number;
  hideTotals: boolean;
};

export type BenefitTotal = {
  benefitId: number;
  name: string;
  icon: string;
  employee: number;
  employer: number;
};
export type MonthTotal = { month: number; employee: number; employer: number };

/** The year's totals, and whether the person's client hides them (clients.hide_totals). */
export async function findTotalsSummary(
  db: D1Database,
  userId: number,
  year: number,
): Promise<TotalBenefitsSummary> {
  const row = await db
    .prepare(
      `${VALUED_MONTHS}
       SELECT round(coalesce(sum(v.employee), 0), 2) AS employee,
              round(coalesce(sum(v.employer), 0), 2) AS employer,
              count(DISTINCT v.benefit_id) AS benefitCount,
              (SELECT coalesce(c.hide_totals, 0) FROM users u LEFT JOIN clients c ON c.id = u.client_id
               WHERE u.id = ?1) AS hideTotals
       FROM valued v`,
    )
    .bind(userId, year)
    .first<{ employee: number; employer: number; benefitCount: number; hideTotals: number | null }>();
  return {
    employee: row?.employee ?? 0,
    employer: row?.employer ?? 0,
    benefitCount: row?.benefitCount ?? 0,
    hideTotals: row?.hideTotals === 1,
  };
}

/** The year's value of each benefit, in catalogue order. */
export async function findBenefitTotals(
  db: D1Database,
  userId: number,
  year: number,
): Promise<BenefitTotal[]> {
  const { results } = await db
    .prepare(
      `${VALUED_MONTHS}
       SELECT benefit_id AS benefitId, name, icon,
              round(sum(employee), 2) AS employee, round(sum(employer), 2) AS employer
       FROM valued GROUP BY benefit_id ORDER BY min(position)`,
    )
    .bind(userId, year)
    .all<BenefitTotal>();
  return results;
}

/** Every month of the year (none left out, so a chart has twelve points), all benefits together. */
export async function findMonthTotals(db: D1Database, userId: number, year: number): Promise<MonthTotal[]> {
  const { results } = await db
    .prepare(
      `${VALUED_MONTHS}
       SELECT m.month, round(coalesce(sum(v.employee), 0), 2) AS employee,
              round(coalesce(sum(v.employer), 0), 2) AS employer
       FROM months m LEFT JOIN valued v ON v.month = m.month
       GROUP BY m.month ORDER BY m.month`,
    )
    .bind(userId, year)
    .all<MonthTotal>();
  return results;
}

/** Which overview the client's people open from the home's card (clients.total_benefits_mode, decision 041). */
export type OverviewMode = 'year' | 'monthly';

export async function findOverviewMode(db: D1Database, userId: number): Promise<OverviewMode> {
  const mode = await db
    .prepare(`SELECT c.total_benefits_mode FROM users u JOIN clients c ON c.id = u.client_id WHERE u.id = ?1`)
    .bind(userId)
    .first<OverviewMode>('total_benefits_mode');
  // Support staff belong to no client: the plain overview.
  return mode ?? 'year';
}

export type ValuedSelection = {
  selectionId: number;
  benefitId: number;
  name: string;
  icon: string;
  status: 'live' | 'opted-out';
  startDate: string;
  endDate: string | null;
  /** The months of the year this selection priced (the rule above), 1 to 12. */
  months: number;
};

/**
 * The selections behind the year's figures (the mtb page call, decision 041): each selection that
 * priced at least one month by the rule above, with how many, in catalogue order.
 */
export async function findValuedSelections(
  db: D1Database,
  userId: number,
  year: number,
): Promise<ValuedSelection[]> {
  const { results } = await db
    .prepare(
      `${VALUED_MONTHS}
       SELECT r.selection_id AS selectionId, r.benefit_id AS benefitId, r.name, r.icon, s.status,
              s.start_date AS startDate, s.end_date AS endDate, count(*) AS months
       FROM ranked r JOIN selections s ON s.id = r.selection_id
       GROUP BY r.selection_id ORDER BY min(r.position), s.start_date`,
    )
    .bind(userId, year)
    .all<ValuedSelection>();
  return results;
}
