import type { BenefitDetail, BenefitPage, BenefitSummary, Selection } from '#contract/benefits';

/** Benefits and selections as the Worker sends them, for the benefits screens' tests. */
export function makeBenefit(overrides: Partial<BenefitSummary> = {}): BenefitSummary {
  return {
    id: 7,
    name: 'Life Assurance',
    summary: 'A tax-free sum for your family.',
    icon: 'life',
    groupCode: 'protection',
    providerName: 'Legal & General',
    beamSupported: true,
    requiresApproval: false,
    monthlyCost: null,
    employerMonthlyCost: 4.5,
    taxFlags: [],
    remoteIcon: false,
    ...overrides,
  };
}

export function makeDetail(overrides: Partial<BenefitDetail> = {}): BenefitDetail {
  return {
    ...makeBenefit(),
    description: '<p>Cover of up to ten times your salary.</p>',
    valueLabel: 'Cover amount (£)',
    valueLimits: { min: 10000, max: 500000, step: 1000 },
    partnerValueLimits: null,
    freeCoverCap: 50000,
    terms: null,
    termsAccepted: false,
    hasStatements: false,
    medicalQuestions: [],
    ...overrides,
  };
}

export function makeSelection(overrides: Partial<Selection> = {}): Selection {
  return {
    id: 31,
    benefitId: 7,
    status: 'live',
    statusLabel: 'Live',
    value: 150000,
    partnerValue: null,
    monthlyCost: 12,
    employerMonthlyCost: 4.5,
    peopleCovered: [],
    planDetails: null,
    startDate: '2026-01-01',
    endDate: null,
    costsSummaryForMonthlyCostSection: { employee: 12, employer: 4.5, total: 16.5 },
    fieldStatus: { value: 'in-force', monthlyCost: 'in-force' },
    cta: { type: 'manage', label: 'Manage' },
    editFields: [],
    temporarySelection: null,
    ...overrides,
  };
}

export function makePage(overrides: Partial<BenefitPage> = {}): BenefitPage {
  return { benefit: makeDetail(), selection: null, faqs: [], related: [], cardValue: null, ...overrides };
}
