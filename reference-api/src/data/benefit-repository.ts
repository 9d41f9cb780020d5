// A client's benefits catalogue and what hangs off each benefit (migration 0006).
import type { Cost } from '../rules/benefits-cost.ts';
import type { ValueSpec } from '../rules/benefits-values.ts';
import { columnsExcept, type Selected, selection } from './schema.ts';

/** A value a benefit takes, with its label and limits. */
export type BenefitValue = ValueSpec & { label: string };

export type BenefitRecord = {
  id: number;
  clientId: number;
  name: string;
  summary: string;
  description: string;
  icon: string;
  /** An SVG icon by address (docs/decisions/043): https, or a path this API serves; null: none. */
  iconUrl: string | null;
  groupCode: string;
  providerName: string | null;
  beamSupported: boolean;
  requiresApproval: boolean;
  openDuringProbation: boolean;
  monthlyCost: Cost;
  employerMonthlyCost: Cost;
  taxFlags: string[];
  value: BenefitValue | null;
  partnerValue: BenefitValue | null;
  freeCoverCap: number | null;
  costRatePerThousand: number | null;
};

// Every column but the catalogue position, of the benefit aliased `b`.
const BENEFIT = selection('benefits', columnsExcept('benefits', ['position']), 'b');
type BenefitRow = Selected<typeof BENEFIT>;
const BENEFIT_COLUMNS = BENEFIT.sql;

const FAQ = selection('benefit_faqs', ['question', 'answer']);
const MEDICAL_QUESTION = selection('benefit_medical_questions', ['id', 'question']);

/** Every benefit of the client, in catalogue order. */
export async function findClientBenefits(db: D1Database, clientId: number): Promise<BenefitRecord[]> {
  const { results } = await db
    .prepare(`SELECT ${BENEFIT_COLUMNS} FROM benefits b WHERE b.client_id = ?1 ORDER BY b.position, b.id`)
    .bind(clientId)
    .all<BenefitRow>();
  return results.map(toBenefit);
}

/** One benefit, if it belongs to the client. */
export async function findClientBenefit(
  db: D1Database,
  clientId: number,
  benefitId: number,
): Promise<BenefitRecord | null> {
  const row = await db
    .prepare(`SELECT ${BENEFIT_COLUMNS} FROM benefits b WHERE b.id = ?1 AND b.client_id = ?2`)
    .bind(benefitId, clientId)
    .first<BenefitRow>();
  return row ? toBenefit(row) : null;
}

/** The benefits shown beside one, in their order (the client's own only). */
export async function findRelatedBenefits(db: D1Database, benefitId: number): Promise<BenefitRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT ${BENEFIT_COLUMNS}
       FROM related_benefits r
       JOIN benefits o ON o.id = r.benefit_id
       JOIN benefits b ON b.id = r.related_benefit_id AND b.client_id = o.client_id
       WHERE r.benefit_id = ?1
       ORDER BY r.position`,
    )
    .bind(benefitId)
    .all<BenefitRow>();
  return results.map(toBenefit);
}

export type BenefitFaq = Selected<typeof FAQ>;

export async function findBenefitFaqs(db: D1Database, benefitId: number): Promise<BenefitFaq[]> {
  const { results } = await db
    .prepare(`SELECT ${FAQ.sql} FROM benefit_faqs WHERE benefit_id = ?1 ORDER BY position`)
    .bind(benefitId)
    .all<BenefitFaq>();
  return results;
}

export type MedicalQuestion = Selected<typeof MEDICAL_QUESTION>;

export async function findMedicalQuestions(db: D1Database, benefitId: number): Promise<MedicalQuestion[]> {
  const { results } = await db
    .prepare(
      `SELECT ${MEDICAL_QUESTION.sql} FROM benefit_medical_questions WHERE benefit_id = ?1 ORDER BY position`,
    )
    .bind(benefitId)
    .all<MedicalQuestion>();
  return results;
}

function toBenefit(row: BenefitRow): BenefitRecord {
  return {
    id: row.id,
    clientId: row.client_id,
    name: row.name,
    summary: row.summary,
    description: row.description,
    icon: row.icon,
    iconUrl: row.icon_url,
    groupCode: row.group_code,
    providerName: row.provider_name,
    beamSupported: row.beam_supported === 1,
    requiresApproval: row.requires_approval === 1,
    openDuringProbation: row.open_during_probation === 1,
    monthlyCost: row.monthly_cost,
    employerMonthlyCost: row.employer_monthly_cost,
    taxFlags: parseTaxFlags(row.tax_flags),
    value: benefitValue(row.value_label, row.value_min, row.value_max, row.value_step),
    partnerValue: benefitValue(
      row.partner_value_label,
      row.partner_value_min,
      row.partner_value_max,
      row.partner_value_step,
    ),
    freeCoverCap: row.free_cover_cap,
    costRatePerThousand: row.cost_rate_per_thousand,
  };
}

// The schema keeps label, minimum and step together, so one being null means the benefit takes no
// such value.
function benefitValue(
  label: string | null,
  min: number | null,
  max: number | null,
  step: number | null,
): BenefitValue | null {
  return label === null || min === null || step === null ? null : { label, min, max, step };
}

// The schema guarantees a JSON array; only its text entries are flags.
function parseTaxFlags(json: string): string[] {
  const parsed: unknown = JSON.parse(json);
  return Array.isArray(parsed) ? parsed.filter((flag): flag is string => typeof flag === 'string') : [];
}
