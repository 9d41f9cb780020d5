import type { AccountActivityEntry } from '#contract/account-activity';
import type { FamilyMember } from '#contract/family';
import type { LifeEvent } from '#contract/life-events';
import { type MyDataFile, RECEIPTS_FOLDER } from '#contract/my-data-rules';
import { type CsvCell, csvText } from '../http/csv-text';
import type { ExportClaim, ExportProfile } from '../upstream/my-data-responses';

// What "Download my data" writes (docs/decisions/058): each of the person's records as JSON (the
// portal's camelCase names) and as CSV (one row per record, a list joined with '; '). Pure: the
// route gathers the records and streams the zip.

export type ExportSelection = {
  id: number;
  benefitId: number;
  benefitName: string | null;
  status: string;
  statusLabel: string;
  value: number | null;
  partnerValue: number | null;
  monthlyCost: number | null;
  employerMonthlyCost: number | null;
  peopleCovered: string[];
  planDetails: string | null;
  startDate: string | null;
  endDate: string | null;
  /** A change saved on a live selection that takes effect later (decision 046), if one waits. */
  pendingChange: {
    value: number | null;
    partnerValue: number | null;
    monthlyCost: number | null;
    employerMonthlyCost: number | null;
    effectiveFrom: string;
  } | null;
};

export type ExportStatementLine = {
  groupCode: string;
  benefitNames: string[];
  year: number;
  month: number;
  employeeContribution: number;
  employerContribution: number;
};

/** A claim with the zip's path of its receipt, or null when the upstream holds no bytes for it. */
export type ExportClaimWithReceipt = ExportClaim & { benefitName: string | null; receiptFile: string | null };

export type ExportFamilyMember = Omit<FamilyMember, 'gender'> & { gender: 'female' | 'male' };

export type MyData = {
  profile: ExportProfile;
  familyMembers: ExportFamilyMember[];
  lifeEvents: LifeEvent[];
  selections: ExportSelection[];
  statements: ExportStatementLine[];
  accountActivity: AccountActivityEntry[];
};

type Column<Row> = readonly [header: string, cell: (row: Row) => CsvCell];

function table<Row>(columns: readonly Column<Row>[], rows: readonly Row[]): string {
  return csvText(
    columns.map(([header]) => header),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

const list = (values: readonly string[]) => values.join('; ');

const PROFILE_COLUMNS: readonly Column<ExportProfile>[] = [
  ['firstName', (p) => p.firstName],
  ['surname', (p) => p.surname],
  ['email', (p) => p.email],
  ['userType', (p) => p.userType],
  ['employmentStatus', (p) => p.employmentStatus],
  ['phone', (p) => p.phone],
  ['addressLine1', (p) => p.addressLine1],
  ['addressLine2', (p) => p.addressLine2],
  ['town', (p) => p.town],
  ['postcode', (p) => p.postcode],
  ['twoFactorEnabled', (p) => p.twoFactorEnabled],
  ['onProbation', (p) => p.onProbation],
];

const FAMILY_COLUMNS: readonly Column<ExportFamilyMember>[] = [
  ['familyMemberId', (m) => m.familyMemberId],
  ['title', (m) => m.title],
  ['firstName', (m) => m.firstName],
  ['surname', (m) => m.surname],
  ['dateOfBirth', (m) => m.dateOfBirth],
  ['gender', (m) => m.gender],
  ['relationship', (m) => m.relationship],
  ['active', (m) => m.active],
  ['fullTimeEducation', (m) => m.fullTimeEdu],
  ['fullTimeEducationEndDate', (m) => m.fullTimeEducationEndDate],
  ['registeredDisabled', (m) => m.registeredDisabled],
];

const LIFE_EVENT_COLUMNS: readonly Column<LifeEvent>[] = [
  ['id', (e) => e.id],
  ['lifeEventId', (e) => e.lifeEventId],
  ['name', (e) => e.name],
  ['eventDate', (e) => e.eventDate],
];

const SELECTION_COLUMNS: readonly Column<ExportSelection>[] = [
  ['id', (s) => s.id],
  ['benefitId', (s) => s.benefitId],
  ['benefitName', (s) => s.benefitName],
  ['status', (s) => s.status],
  ['statusLabel', (s) => s.statusLabel],
  ['value', (s) => s.value],
  ['partnerValue', (s) => s.partnerValue],
  ['monthlyCost', (s) => s.monthlyCost],
  ['employerMonthlyCost', (s) => s.employerMonthlyCost],
  ['peopleCovered', (s) => list(s.peopleCovered)],
  ['planDetails', (s) => s.planDetails],
  ['startDate', (s) => s.startDate],
  ['endDate', (s) => s.endDate],
  ['pendingValue', (s) => s.pendingChange?.value ?? null],
  ['pendingPartnerValue', (s) => s.pendingChange?.partnerValue ?? null],
  ['pendingMonthlyCost', (s) => s.pendingChange?.monthlyCost ?? null],
  ['pendingEmployerMonthlyCost', (s) => s.pendingChange?.employerMonthlyCost ?? null],
  ['pendingEffectiveFrom', (s) => s.pendingChange?.effectiveFrom ?? null],
];

const STATEMENT_COLUMNS: readonly Column<ExportStatementLine>[] = [
  ['groupCode', (l) => l.groupCode],
  ['benefitNames', (l) => list(l.benefitNames)],
  ['year', (l) => l.year],
  ['month', (l) => l.month],
  ['employeeContribution', (l) => l.employeeContribution],
  ['employerContribution', (l) => l.employerContribution],
];

const CLAIM_COLUMNS: readonly Column<ExportClaimWithReceipt>[] = [
  ['id', (c) => c.id],
  ['benefitId', (c) => c.benefitId],
  ['benefitName', (c) => c.benefitName],
  ['amount', (c) => c.amount],
  ['description', (c) => c.description],
  ['createdAt', (c) => c.createdAt],
  ['receiptName', (c) => c.receiptName],
  ['receiptType', (c) => c.receiptType],
  ['receiptSize', (c) => c.receiptSize],
  ['receiptFile', (c) => c.receiptFile],
];

const ACTIVITY_COLUMNS: readonly Column<AccountActivityEntry>[] = [
  ['id', (a) => a.id],
  ['type', (a) => a.type],
  ['occurredAt', (a) => a.occurredAt],
  ['method', (a) => (a.type === 'signed-in' ? a.method : null)],
  ['deviceId', (a) => (a.type === 'acted-as' ? null : a.device.id)],
  ['userAgent', (a) => (a.type === 'acted-as' ? null : a.device.userAgent)],
  ['actorName', (a) => (a.type === 'acted-as' ? a.actor.name : null)],
  ['actorRole', (a) => (a.type === 'acted-as' ? a.actor.role : null)],
  ['reason', (a) => (a.type === 'acted-as' ? a.reason : null)],
  ['readOnly', (a) => (a.type === 'acted-as' ? a.readOnly : null)],
  ['endedAt', (a) => (a.type === 'acted-as' ? a.endedAt : null)],
  [
    'changes',
    (a) =>
      a.type === 'acted-as'
        ? list(a.changes.map((change) => `${change.action} at ${change.occurredAt}`))
        : null,
  ],
];

export type ExportFile = { name: string; text: string };

function filePair<Row>(
  name: MyDataFile,
  json: unknown,
  columns: readonly Column<Row>[],
  rows: readonly Row[],
): ExportFile[] {
  return [
    { name: `${name}.json`, text: `${JSON.stringify(json, null, 2)}\n` },
    { name: `${name}.csv`, text: table(columns, rows) },
  ];
}

/** Every data file but the claims' (written once their receipts are known), in the zip's order. */
export function dataFiles(data: MyData): ExportFile[] {
  return [
    ...filePair('profile', data.profile, PROFILE_COLUMNS, [data.profile]),
    ...filePair('family-members', data.familyMembers, FAMILY_COLUMNS, data.familyMembers),
    ...filePair('life-events', data.lifeEvents, LIFE_EVENT_COLUMNS, data.lifeEvents),
    ...filePair('selections', data.selections, SELECTION_COLUMNS, data.selections),
    ...filePair('statements', data.statements, STATEMENT_COLUMNS, data.statements),
    ...filePair('account-activity', data.accountActivity, ACTIVITY_COLUMNS, data.accountActivity),
  ];
}

export function claimFiles(claims: readonly ExportClaimWithReceipt[]): ExportFile[] {
  return filePair('claims', claims, CLAIM_COLUMNS, claims);
}

// Letters, digits, dot, dash and underscore: a name from an upload can make no folder of the zip.
const UNSAFE_NAME_CHARACTERS = /[^A-Za-z0-9._-]+/g;
const RECEIPT_NAME_MAX = 100;

/** Where a claim's receipt goes in the zip: receipts/<claim id>-<its name, made safe>. */
export function receiptPath(claim: Pick<ExportClaim, 'id' | 'receiptName'>): string {
  const safe = claim.receiptName
    .replace(UNSAFE_NAME_CHARACTERS, '-')
    .replace(/^[.-]+/, '')
    .slice(-RECEIPT_NAME_MAX);
  return `${RECEIPTS_FOLDER}/${claim.id}-${safe || 'receipt'}`;
}

/** The zip's first file: what it holds, for someone who opens it without this page to hand. */
export function readme(exportedAt: string): ExportFile {
  const lines = [
    'Your data',
    `Made on ${exportedAt} (UTC).`,
    '',
    'Each of these is here as JSON (.json) and as CSV (.csv, one row per record):',
    '- profile: your name, e-mail address, contact details and account settings',
    '- family-members: the family members on file, removed ones included (active: false)',
    '- life-events: the life events you have told us about',
    '- selections: your current selection of each benefit, with its status',
    '- statements: what you and your employer paid towards each benefit, month by month',
    '- claims: your claims; receiptFile names the receipt in the receipts folder',
    '- account-activity: sign-ins, sign-outs everywhere, downloads of your data, and each time',
    '  someone acted as you (who, why, and what they changed)',
    '',
    `${RECEIPTS_FOLDER}/ holds each receipt exactly as it was uploaded; a claim whose receipt is not`,
    'stored has an empty receiptFile.',
  ];
  return { name: 'README.txt', text: `${lines.join('\r\n')}\r\n` };
}
