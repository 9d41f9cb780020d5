// The benefit shapes of docs/decisions/016 (BenefitSummary, BenefitDetail), snake_case as upstream.
import type { BenefitRecord, MedicalQuestion } from '../data/benefit-repository.ts';
import type { BenefitTerms } from '../data/benefit-terms-repository.ts';
import type { Cost } from '../rules/benefits-cost.ts';
import { limitsOf, type ValueLimits, type ValueSpec } from '../rules/benefits-values.ts';

export type BenefitSummaryBody = {
  benefit_id: number;
  name: string;
  summary: string;
  icon: string;
  /** An absolute address of an SVG icon (docs/decisions/043), or null: the portal's icon for `icon`. */
  icon_url: string | null;
  group_code: string;
  provider_name: string | null;
  beam_supported: boolean;
  requires_approval: boolean;
  monthly_cost: Cost;
  employer_monthly_cost: Cost;
  tax_flags: string[];
};

export type BenefitDetailBody = BenefitSummaryBody & {
  description: string;
  value_limits: ValueLimits | null;
  partner_value_limits: ValueLimits | null;
  value_label: string | null;
  free_cover_cap: number | null;
  terms: BenefitTerms | null;
  terms_accepted: boolean;
  has_statements: boolean;
  medical_questions: MedicalQuestion[];
};

/** What the detail adds to the benefit itself, about the person reading it. */
export type BenefitDetailFacts = {
  terms: (BenefitTerms & { accepted: boolean }) | null;
  hasStatements: boolean;
  medicalQuestions: MedicalQuestion[];
};

/**
 * `origin`: this API's own, as the request reached it. An icon file it serves itself is stored as a
 * path and answered as an absolute address, as a CDN's would be.
 */
export function toBenefitSummaryBody(benefit: BenefitRecord, origin: string): BenefitSummaryBody {
  return {
    benefit_id: benefit.id,
    name: benefit.name,
    summary: benefit.summary,
    icon: benefit.icon,
    icon_url: benefit.iconUrl === null ? null : new URL(benefit.iconUrl, origin).href,
    group_code: benefit.groupCode,
    provider_name: benefit.providerName,
    beam_supported: benefit.beamSupported,
    requires_approval: benefit.requiresApproval,
    monthly_cost: benefit.monthlyCost,
    employer_monthly_cost: benefit.employerMonthlyCost,
    tax_flags: benefit.taxFlags,
  };
}

export function toBenefitDetailBody(
  benefit: BenefitRecord,
  facts: BenefitDetailFacts,
  origin: string,
): BenefitDetailBody {
  const { terms } = facts;
  return {
    ...toBenefitSummaryBody(benefit, origin),
    description: benefit.description,
    value_limits: limitsBody(benefit.value),
    partner_value_limits: limitsBody(benefit.partnerValue),
    value_label: benefit.value?.label ?? null,
    free_cover_cap: benefit.freeCoverCap,
    terms: terms && { id: terms.id, version: terms.version, content: terms.content },
    // Nothing to accept counts as accepted: only outstanding terms stand in the way of a selection.
    terms_accepted: terms?.accepted ?? true,
    has_statements: facts.hasStatements,
    medical_questions: facts.medicalQuestions,
  };
}

// The limits with the maximum filled in, so the portal checks against the same numbers the API does.
export function limitsBody(value: ValueSpec | null): ValueLimits | null {
  return value && limitsOf(value);
}
