// The demo clients' benefits catalogues for scheme year 2026 (DEMO-DATA "Catalogue and volumes"):
// acme's covers every icon the portal knows plus one it does not (wellbeing), and the cases the
// benefits pages must show (approval, calculated cost with limits and free cover, terms, statements,
// FAQs, related benefits, a to-be-confirmed cost, benefits open during probation). Rows are written
// in the tables' column names so the seed inserts them as they are.
import type { InsertableWith } from '../data/schema.ts';
import { type Cost, isStoredCost } from '../rules/benefits-cost.ts';
import { CLIENT_IDS } from './demo-data.ts';

export type TaxFlag = 'benefit-fund' | 'ni' | 'p11d' | 'salary-sac' | 'tax-savings';

/** A benefits row; every demo benefit states each column (`tax_flags` is a JSON array of TaxFlag). */
export type BenefitSeedRow = InsertableWith<
  'benefits',
  | 'id'
  | 'provider_name'
  | 'beam_supported'
  | 'requires_approval'
  | 'open_during_probation'
  | 'monthly_cost'
  | 'employer_monthly_cost'
  | 'tax_flags'
  | 'value_label'
  | 'value_min'
  | 'value_max'
  | 'value_step'
  | 'partner_value_label'
  | 'partner_value_min'
  | 'partner_value_max'
  | 'partner_value_step'
  | 'free_cover_cap'
  | 'cost_rate_per_thousand'
  | 'icon_url'
>;

export type BenefitTermsSeedRow = InsertableWith<'benefit_terms', 'id'>;
export type BenefitFaqSeedRow = InsertableWith<'benefit_faqs', 'id'>;
export type RelatedBenefitSeedRow = InsertableWith<'related_benefits', never>;
export type MedicalQuestionSeedRow = InsertableWith<'benefit_medical_questions', 'id'>;

/** The seeded benefit ids the demos and tests name. */
export const BENEFIT_IDS = {
  acme: {
    medical: 5201,
    dental: 5202,
    gym: 5203,
    cycleToWork: 5204,
    pension: 5205,
    lifeAssurance: 5206,
    travel: 5207,
    willWriting: 5208,
    healthCashPlan: 5209,
    buyAnnualLeave: 5210,
    personalAccident: 5211,
    rewardsCard: 5212,
    employeeAssistance: 5213,
  },
  globex: { medical: 5301, pension: 5302, cycleToWork: 5303, gym: 5304, dental: 5305, lifeCover: 5306 },
  localhost: { dental: 5101, pension: 5102, lifeAssurance: 5103 },
} as const;

/** Life Assurance's pricing: cover above the free-cover cap costs this much a month per 1,000. */
export const LIFE_COVER_RATE = { ratePerThousand: 0.24, freeCoverCap: 50000 } as const;

type BenefitFacts = Pick<
  BenefitSeedRow,
  'id' | 'name' | 'summary' | 'description' | 'icon' | 'group_code' | 'provider_name'
> & {
  monthly_cost: Cost;
  employer_monthly_cost: Cost;
  tax_flags: readonly TaxFlag[];
} & Partial<Omit<BenefitSeedRow, 'tax_flags' | 'client_id' | 'position'>>;

function html(...blocks: readonly string[]): string {
  return blocks.join('\n');
}

// A fixed-price benefit anyone in the scheme can choose: each benefit states only how it differs.
// Positions follow the order of the client's list.
function catalogue(clientId: number, benefits: readonly BenefitFacts[]): BenefitSeedRow[] {
  return benefits.map((facts, index) => {
    for (const cost of [facts.monthly_cost, facts.employer_monthly_cost]) {
      // Caught here with the benefit's name rather than by the table's CHECK with none.
      if (!isStoredCost(cost)) {
        throw new Error(`benefit ${facts.id} has a cost that is neither pounds nor to be confirmed`);
      }
    }
    return {
      beam_supported: false,
      requires_approval: false,
      open_during_probation: false,
      value_label: null,
      value_min: null,
      value_max: null,
      value_step: null,
      partner_value_label: null,
      partner_value_min: null,
      partner_value_max: null,
      partner_value_step: null,
      free_cover_cap: null,
      cost_rate_per_thousand: null,
      icon_url: null,
      ...facts,
      client_id: clientId,
      position: index + 1,
      tax_flags: JSON.stringify(facts.tax_flags),
    };
  });
}

const acme = BENEFIT_IDS.acme;

const privateMedical = {
  name: 'Private Medical Insurance',
  summary: 'Fast access to private diagnosis and treatment for you and your family.',
  description: html(
    '<p>Private medical insurance gives you quick access to specialists, scans and hospital treatment, so you are not left waiting when something is wrong.</p>',
    '<ul>',
    '<li>Outpatient consultations and diagnostic tests up to £1,500 a year</li>',
    '<li>In-patient and day-patient treatment in full at a national network of hospitals</li>',
    '<li>A 24-hour virtual GP and mental health support line</li>',
    '</ul>',
    '<p>The cover is a <strong>taxable benefit in kind</strong>: it appears on your P11D and you pay income tax on its value.</p>',
  ),
  icon: 'medical',
  group_code: 'medical',
  provider_name: 'Meridian Health',
  tax_flags: ['p11d'],
} as const satisfies Partial<BenefitFacts>;

const acmeBenefits: readonly BenefitFacts[] = [
  {
    ...privateMedical,
    id: acme.medical,
    monthly_cost: 42.5,
    employer_monthly_cost: 85,
  },
  {
    id: acme.dental,
    name: 'Dental Cover',
    summary: 'Cash back on check-ups, hygienist visits and treatment, for you and your family.',
    description: html(
      '<p>Claim back the cost of routine and restorative dental care from any dentist, NHS or private.</p>',
      '<ul>',
      '<li>100% back on check-ups and hygienist visits</li>',
      '<li>Up to £750 a year towards fillings, crowns and root canal treatment</li>',
      '<li>Worldwide cover for dental emergencies, including abroad</li>',
      '</ul>',
      '<p>Acme pays half of the premium; your half is taken from your salary before tax.</p>',
    ),
    icon: 'dental',
    group_code: 'dental',
    provider_name: 'BrightSmile Dental Plans',
    monthly_cost: 14.2,
    employer_monthly_cost: 7.1,
    tax_flags: ['salary-sac', 'tax-savings'],
  },
  {
    id: acme.gym,
    name: 'Gym Membership',
    summary: 'Discounted membership at over 3,000 gyms and leisure centres across the UK.',
    description: html(
      '<p>One membership gives you access to gyms, pools and classes near home and near work.</p>',
      '<p>The cost is taken through salary sacrifice, so you save National Insurance on it, and Acme adds £10 a month.</p>',
    ),
    icon: 'gym',
    group_code: 'gym',
    provider_name: 'ActiveLife Network',
    monthly_cost: 29.99,
    employer_monthly_cost: 10,
    tax_flags: ['salary-sac', 'ni'],
  },
  {
    id: acme.cycleToWork,
    name: 'Cycle to Work',
    summary: 'Spread the cost of a new bike and equipment over 12 months and save tax.',
    description: html(
      '<p>Choose a bike and safety equipment worth up to £2,500 from any partner retailer. You hire it through salary sacrifice over 12 months, saving income tax and National Insurance.</p>',
      '<p><strong>Your manager must approve your application</strong> before the voucher is issued. Your monthly cost is confirmed once the application is approved.</p>',
      // A video from the scheme's provider (decision 082): a link until video-player cookies are on.
      '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="How Cycle to Work saves you tax" width="560" height="315" allowfullscreen></iframe>',
    ),
    icon: 'cycle',
    group_code: 'cycle',
    provider_name: 'Pedal Forward',
    requires_approval: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['salary-sac', 'tax-savings', 'ni'],
    value_label: 'Bike and equipment value (£)',
    value_min: 100,
    value_max: 2500,
    value_step: 1,
  },
  {
    id: acme.pension,
    name: 'Pension',
    summary: 'Save for retirement with Acme matching your contributions up to 6%.',
    description: html(
      '<p>Every employee is enrolled in the Acme Workplace Pension. Acme matches your contributions up to 6% of your salary.</p>',
      '<p>You can pay in more each month on top of your standard contribution. Extra contributions are made through salary sacrifice, so they cost you less than they add to your pot.</p>',
    ),
    icon: 'pension',
    group_code: 'pension',
    provider_name: 'Northgate Pensions',
    open_during_probation: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['salary-sac', 'tax-savings', 'ni'],
    value_label: 'Extra monthly contribution (£)',
    value_min: 10,
    // No maximum of its own: HMRC's annual allowance is the person's to watch.
    value_step: 1,
  },
  {
    id: acme.lifeAssurance,
    name: 'Life Assurance',
    summary: 'A tax-free lump sum for your loved ones. Acme pays for the first £50,000 of cover.',
    description: html(
      '<p>Life assurance pays a tax-free lump sum to the people you nominate if you die while employed by Acme.</p>',
      '<ul>',
      '<li>Choose cover from £10,000 to £500,000, in steps of £1,000</li>',
      '<li>The first £50,000 of cover is free: Acme pays for it</li>',
      '<li>Add cover for your partner of up to £250,000</li>',
      '</ul>',
      '<p>Cover above the free amount costs £0.24 a month for each £1,000.</p>',
    ),
    icon: 'life',
    group_code: 'life',
    provider_name: 'Sterling Life Assurance',
    beam_supported: true,
    monthly_cost: 0,
    employer_monthly_cost: 12,
    tax_flags: ['benefit-fund'],
    value_label: 'Cover amount (£)',
    value_min: 10000,
    value_max: 500000,
    value_step: 1000,
    partner_value_label: 'Partner cover amount (£)',
    partner_value_min: 0,
    partner_value_max: 250000,
    partner_value_step: 1000,
    free_cover_cap: LIFE_COVER_RATE.freeCoverCap,
    cost_rate_per_thousand: LIFE_COVER_RATE.ratePerThousand,
  },
  {
    id: acme.travel,
    name: 'Travel Insurance',
    summary: 'Annual multi-trip cover for you and your family, in the UK and worldwide.',
    description: html(
      '<p>Annual multi-trip travel insurance for trips of up to 31 days, including winter sports.</p>',
      '<ul>',
      '<li>Medical expenses up to £10 million</li>',
      '<li>Cancellation cover up to £5,000 per person</li>',
      '<li>Baggage and personal money up to £2,500</li>',
      '</ul>',
      '<p>You must read and accept the policy terms before you choose this benefit.</p>',
    ),
    icon: 'travel',
    group_code: 'travel',
    provider_name: 'Horizon Travel Cover',
    monthly_cost: 6.5,
    employer_monthly_cost: 0,
    tax_flags: ['salary-sac'],
  },
  {
    id: acme.willWriting,
    name: 'Will Writing',
    summary: 'Have your will written or updated by a qualified solicitor.',
    description: html(
      '<p>A solicitor writes or updates your will after a telephone consultation, and stores it safely for free.</p>',
      '<p>The price depends on whether you need a single or mirror will; the solicitor confirms it after your consultation.</p>',
    ),
    icon: 'will',
    group_code: 'will',
    provider_name: 'Ledger & Co Solicitors',
    open_during_probation: true,
    monthly_cost: 'TBC',
    employer_monthly_cost: null,
    tax_flags: [],
  },
  {
    id: acme.healthCashPlan,
    name: 'Health Cash Plan',
    summary: 'Claim money back on everyday health costs such as optical, physiotherapy and prescriptions.',
    description: html(
      '<p>Claim cash back on everyday health costs, up to the yearly limit of each kind:</p>',
      '<ul>',
      '<li>Optical: up to £150</li>',
      '<li>Physiotherapy, osteopathy and chiropractic: up to £400</li>',
      '<li>Prescriptions: up to £100</li>',
      '</ul>',
    ),
    icon: 'cash',
    // Kingsway supplies its own icon as an SVG file (docs/decisions/043): the portal fetches it.
    icon_url: '/v1/benefit-icons/kingsway-cash-plan.svg',
    group_code: 'cash',
    provider_name: 'Kingsway Cash Plans',
    monthly_cost: 12,
    employer_monthly_cost: 0,
    tax_flags: ['p11d'],
  },
  {
    id: acme.buyAnnualLeave,
    name: 'Buy Annual Leave',
    summary: 'Buy up to five extra days of holiday, paid for across the year.',
    description: html(
      '<p>Buy between one and five extra days of annual leave, in half days. The cost of the days is taken from your salary in equal parts over the rest of the scheme year.</p>',
      '<p><strong>Your manager must approve the request.</strong></p>',
    ),
    icon: 'annual-leave',
    group_code: 'annual-leave',
    provider_name: 'Acme Logistics',
    requires_approval: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['salary-sac'],
    value_label: 'Days to buy',
    value_min: 1,
    value_max: 5,
    value_step: 0.5,
  },
  {
    id: acme.personalAccident,
    name: 'Personal Accident Cover',
    summary: 'A lump sum if an accident leaves you seriously injured, at work or at home.',
    description: html(
      '<p>Pays a lump sum of up to £100,000 after an accident that causes a serious injury, and a weekly benefit while you cannot work.</p>',
    ),
    icon: 'accident',
    group_code: 'accident',
    provider_name: 'Sentinel Insurance',
    monthly_cost: 4.75,
    employer_monthly_cost: 0,
    tax_flags: ['salary-sac'],
  },
  {
    id: acme.rewardsCard,
    name: 'Acme Rewards Card',
    summary: 'A prepaid card loaded with your reward vouchers, accepted at hundreds of retailers.',
    description: html(
      '<p>Your reward vouchers are loaded onto a prepaid card that you can spend with hundreds of retailers, in store and online.</p>',
      '<p>Your balance stays yours to spend, even after you leave Acme.</p>',
    ),
    icon: 'ccv',
    group_code: 'ccv',
    provider_name: 'C8 Card Services',
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['benefit-fund'],
  },
  {
    id: acme.employeeAssistance,
    name: 'Employee Assistance Programme',
    summary: 'Free, confidential support by phone or online, 24 hours a day.',
    description: html(
      '<p>Talk to a qualified counsellor about anything that is worrying you, from money and family to work and health. The service is free for you and your household and completely confidential.</p>',
    ),
    // An icon the portal does not know: it must fall back to its default icon.
    icon: 'wellbeing',
    group_code: 'wellbeing',
    provider_name: 'Mindful Matters',
    open_during_probation: true,
    monthly_cost: 0,
    employer_monthly_cost: 3.2,
    tax_flags: [],
  },
];

const globex = BENEFIT_IDS.globex;

const globexBenefits: readonly BenefitFacts[] = [
  { ...privateMedical, id: globex.medical, monthly_cost: 38, employer_monthly_cost: 76 },
  {
    id: globex.pension,
    name: 'Group Pension Plan',
    summary: 'Globex pays in 5% of your salary when you pay in at least 3%.',
    description: '<p>Save for retirement with a contribution from Globex on top of your own.</p>',
    icon: 'pension',
    group_code: 'pension',
    provider_name: 'Northgate Pensions',
    open_during_probation: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['tax-savings'],
  },
  {
    id: globex.cycleToWork,
    name: 'Cycle to Work',
    summary: 'Spread the cost of a new bike over 12 months and save tax.',
    description: '<p>Your application needs approval from the HR helpdesk.</p>',
    icon: 'cycle',
    group_code: 'cycle',
    provider_name: 'Pedal Forward',
    requires_approval: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['salary-sac', 'tax-savings', 'ni'],
    value_label: 'Bike and equipment value (£)',
    value_min: 100,
    value_max: 2000,
    value_step: 1,
  },
  {
    id: globex.gym,
    name: 'Gym Membership',
    summary: 'Discounted membership at gyms near home and near work.',
    description: html(
      '<p>Membership of a national network of gyms, paid through salary sacrifice.</p>',
      '<iframe src="https://player.vimeo.com/video/76979871" title="A tour of the ActiveLife network" width="640" height="360"></iframe>',
    ),
    icon: 'gym',
    group_code: 'gym',
    provider_name: 'ActiveLife Network',
    monthly_cost: 32.5,
    employer_monthly_cost: 0,
    tax_flags: ['salary-sac', 'ni'],
  },
  // Globex's own two (decision 078), so its take-up, statements and claims have a catalogue to read.
  {
    id: globex.dental,
    name: 'SmileWell Dental',
    summary: 'Check-ups, hygienist visits and treatment paid back, for you and your children.',
    description: html(
      '<p>Claim back routine and restorative dental care from any UK dentist.</p>',
      '<p>Globex pays two thirds of the premium.</p>',
    ),
    icon: 'dental',
    group_code: 'dental',
    provider_name: 'SmileWell Dental Plans',
    monthly_cost: 6.5,
    employer_monthly_cost: 13,
    tax_flags: ['p11d'],
  },
  {
    id: globex.lifeCover,
    name: 'Globex Life Cover',
    summary: 'Three times your salary for the people you nominate, paid for by Globex.',
    description: '<p>A tax-free lump sum of three times your salary if you die while working for Globex.</p>',
    icon: 'life',
    group_code: 'life',
    provider_name: 'Meridian Life',
    open_during_probation: true,
    monthly_cost: 0,
    employer_monthly_cost: 9.75,
    tax_flags: ['benefit-fund'],
  },
];

const c8 = BENEFIT_IDS.localhost;

const c8Benefits: readonly BenefitFacts[] = [
  {
    id: c8.dental,
    name: 'Dental Cover',
    summary: 'Cash back on check-ups and treatment.',
    description: '<p>Claim back the cost of routine and restorative dental care.</p>',
    icon: 'dental',
    group_code: 'dental',
    provider_name: 'BrightSmile Dental Plans',
    monthly_cost: 11.8,
    employer_monthly_cost: 0,
    tax_flags: ['p11d'],
  },
  {
    id: c8.pension,
    name: 'Pension',
    summary: 'Save for retirement with a matching contribution.',
    description: '<p>Your employer matches your contributions up to 5% of your salary.</p>',
    icon: 'pension',
    group_code: 'pension',
    provider_name: 'Northgate Pensions',
    open_during_probation: true,
    monthly_cost: null,
    employer_monthly_cost: null,
    tax_flags: ['tax-savings'],
  },
  {
    id: c8.lifeAssurance,
    name: 'Life Assurance',
    summary: 'Four times your salary, paid for by your employer.',
    description: '<p>A tax-free lump sum of four times your salary for the people you nominate.</p>',
    icon: 'life',
    group_code: 'life',
    provider_name: 'Sterling Life Assurance',
    monthly_cost: 0,
    employer_monthly_cost: 8.5,
    tax_flags: ['benefit-fund'],
  },
];

export const demoBenefits: readonly BenefitSeedRow[] = [
  ...catalogue(CLIENT_IDS.localhost, c8Benefits),
  ...catalogue(CLIENT_IDS.acme, acmeBenefits),
  ...catalogue(CLIENT_IDS.globex, globexBenefits),
];

// Version 1 only: a newer version is what asks everyone to accept again.
export const demoBenefitTerms: readonly BenefitTermsSeedRow[] = [
  {
    id: 5501,
    benefit_id: acme.travel,
    version: 1,
    content: html(
      '<p><strong>Horizon Travel Cover: policy terms, version 1.</strong></p>',
      '<p>Cover applies to trips that start and end in the UK and last no longer than 31 days. Pre-existing medical conditions must be declared to Horizon before you travel, or claims arising from them may be refused.</p>',
      '<p>Claims must be made within 31 days of your return. An excess of £75 per person applies to each claim, except for medical emergencies.</p>',
    ),
  },
];

function faqs(benefitId: number, firstId: number, entries: readonly [string, string][]): BenefitFaqSeedRow[] {
  return entries.map(([question, answer], index) => ({
    id: firstId + index,
    benefit_id: benefitId,
    position: index + 1,
    question,
    answer,
  }));
}

export const demoBenefitFaqs: readonly BenefitFaqSeedRow[] = [
  ...faqs(acme.medical, 5801, [
    [
      'Can I add my family?',
      'Yes. Your partner and children up to the age of 21 can be added to your cover at any time.',
    ],
    [
      'Are pre-existing conditions covered?',
      'Conditions you had in the five years before joining are excluded until you have been symptom-free for two years on the plan.',
    ],
  ]),
  ...faqs(acme.dental, 5811, [
    [
      'Can I use my own dentist?',
      'Yes. You can claim for treatment at any registered dentist in the UK, NHS or private.',
    ],
    [
      'How do I claim?',
      'Upload a photo of your receipt in the BrightSmile app; most claims are paid within 5 days.',
    ],
  ]),
  ...faqs(acme.cycleToWork, 5821, [
    [
      'Who approves my application?',
      'Your line manager in the Acme employer dashboard. You will receive an e-mail once they have decided.',
    ],
    [
      'Can I buy an electric bike?',
      'Yes, as long as the bike and equipment together cost no more than £2,500.',
    ],
  ]),
  ...faqs(acme.lifeAssurance, 5831, [
    [
      'What is free cover?',
      'Acme pays for the first £50,000 of your cover. You only pay for cover you choose above that amount.',
    ],
    [
      'Who receives the payment?',
      'The people you nominate on your expression of wishes form. The trustees of the scheme make the final decision.',
    ],
  ]),
  ...faqs(acme.rewardsCard, 5841, [
    [
      'When are vouchers loaded onto my card?',
      'On the last working day of each month, once payroll has run.',
    ],
  ]),
];

function related(benefitId: number, relatedIds: readonly number[]): RelatedBenefitSeedRow[] {
  return relatedIds.map((related_benefit_id, index) => ({
    benefit_id: benefitId,
    related_benefit_id,
    position: index + 1,
  }));
}

export const demoRelatedBenefits: readonly RelatedBenefitSeedRow[] = [
  ...related(acme.medical, [acme.dental, acme.healthCashPlan]),
  ...related(acme.dental, [acme.medical, acme.healthCashPlan]),
  ...related(acme.gym, [acme.cycleToWork, acme.employeeAssistance]),
  ...related(acme.cycleToWork, [acme.gym]),
  // Someone on probation sees only Will Writing of these: Life Assurance is not open to them.
  ...related(acme.pension, [acme.lifeAssurance, acme.willWriting]),
  ...related(acme.lifeAssurance, [acme.personalAccident, acme.willWriting]),
  ...related(acme.travel, [acme.personalAccident]),
  ...related(acme.willWriting, [acme.lifeAssurance]),
  ...related(globex.medical, [globex.gym]),
];

export const demoMedicalQuestions: readonly MedicalQuestionSeedRow[] = [
  {
    id: 5701,
    benefit_id: acme.medical,
    position: 1,
    question:
      'In the last five years, have you received treatment for a heart condition, cancer or diabetes?',
  },
  {
    id: 5702,
    benefit_id: acme.medical,
    position: 2,
    question: 'Are you currently waiting for a consultation, test or treatment?',
  },
  {
    id: 5703,
    benefit_id: globex.medical,
    position: 1,
    question: 'Are you currently waiting for a consultation, test or treatment?',
  },
];
