// Claims of acme's generated people (docs/decisions/051): members of the Health Cash Plan and of
// Dental Cover claim back everyday costs, as a client's members do, on the benefit they hold live.
// The receipts' bytes were never stored (the portal lists a claim's receipt by name, size and type,
// and nothing fetches it), so each row names a key of its own under receipts/seed-.
import type { InsertableWith } from '../data/schema.ts';
import { BENEFIT_IDS } from './benefit-catalogue.ts';
import type { SelectionSeedRow } from './benefit-selections.ts';
import { generatedPeople } from './generated-employees.ts';
import { CLIENT_UPTAKES, generatedSelections, LAST_CHOICE_DAY } from './generated-selections.ts';
import { dayBetween, instantOn, laterOf } from './seed-calendar.ts';
import { seededRandom } from './seeded-random.ts';
import { insertRowBatches } from './sql-literal.ts';

export type ClaimSeedRow = InsertableWith<'claims', 'id'>;

/** Generated claim ids run from here, in selection order: acme's, then the other clients' from 79001. */
export const FIRST_GENERATED_CLAIM_ID = 78001;
const FIRST_OTHER_CLIENTS_CLAIM_ID = 79001;

type ClaimKind = { description: string; minPence: number; maxPence: number };

type ClaimPlan = {
  /** Share of the benefit's live members who have claimed this year. */
  claimants: number;
  /** How many claims each claimant made, at most. */
  mostClaims: number;
  kinds: readonly ClaimKind[];
};

const DENTAL_CLAIMS: ClaimPlan = {
  claimants: 0.2,
  mostClaims: 2,
  kinds: [
    { description: 'Check-up and scale and polish', minPence: 2500, maxPence: 7500 },
    { description: 'Filling', minPence: 6000, maxPence: 18000 },
    { description: 'Hygienist visit', minPence: 4500, maxPence: 8500 },
  ],
};

const CLAIM_PLANS: Readonly<Record<number, ClaimPlan>> = {
  [BENEFIT_IDS.acme.healthCashPlan]: {
    claimants: 0.45,
    mostClaims: 3,
    kinds: [
      { description: 'Eye test and new glasses', minPence: 4500, maxPence: 22000 },
      { description: 'Physiotherapy session', minPence: 4000, maxPence: 7000 },
      { description: 'Prescription charges', minPence: 990, maxPence: 2970 },
      { description: 'Hearing test', minPence: 3000, maxPence: 6000 },
      { description: 'Chiropody appointment', minPence: 3500, maxPence: 5500 },
    ],
  },
  [BENEFIT_IDS.acme.dental]: DENTAL_CLAIMS,
  // Globex's and C8 Demo's dental plans (decision 078).
  [BENEFIT_IDS.globex.dental]: DENTAL_CLAIMS,
  [BENEFIT_IDS.localhost.dental]: DENTAL_CLAIMS,
};

const RECEIPT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
const FIRST_CLAIM_DAY = '2026-01-05';

function claimsOf(selection: SelectionSeedRow, firstId: number): ClaimSeedRow[] {
  const plan = CLAIM_PLANS[selection.benefit_id];
  if (!plan || selection.status !== 'live' || selection.start_date === null) return [];
  const random = seededRandom(`claims:${selection.id}`);
  if (!random.chance(plan.claimants)) return [];
  const count = random.int(1, plan.mostClaims);
  const claims: ClaimSeedRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const day = dayBetween(random, laterOf(selection.start_date, FIRST_CLAIM_DAY), LAST_CHOICE_DAY);
    if (day === null) break;
    const kind = random.pick(plan.kinds);
    const type = random.pick(RECEIPT_TYPES);
    const id = firstId + claims.length;
    const name =
      type === 'application/pdf'
        ? `receipt-${day}.pdf`
        : type === 'image/jpeg'
          ? `IMG_${random.int(1000, 9999)}.jpg`
          : `scan-${day}.png`;
    claims.push({
      id,
      user_id: selection.user_id,
      benefit_id: selection.benefit_id,
      amount: random.int(kind.minPence, kind.maxPence) / 100,
      description: kind.description,
      receipt_key: `receipts/seed-${id}`,
      receipt_name: name,
      receipt_type: type,
      receipt_size: random.int(40_000, 2_400_000),
      created_at: instantOn(random, day),
    });
  }
  return claims;
}

/** Every generated claim of the selections given (acme's unless told), in id order. */
export function generatedClaims(
  selections: readonly SelectionSeedRow[] = generatedSelections(),
  firstId = FIRST_GENERATED_CLAIM_ID,
): ClaimSeedRow[] {
  const rows: ClaimSeedRow[] = [];
  for (const selection of selections) rows.push(...claimsOf(selection, firstId + rows.length));
  return rows;
}

/** The other clients' generated claims (decision 078). */
export function otherClientsClaims(): ClaimSeedRow[] {
  const selections = [CLIENT_UPTAKES.globex, CLIENT_UPTAKES.localhost].flatMap((client) =>
    generatedSelections(generatedPeople(client.workforce), client),
  );
  return generatedClaims(selections, FIRST_OTHER_CLIENTS_CLAIM_ID);
}

export function generatedClaimStatements(
  selections: readonly SelectionSeedRow[] = generatedSelections(),
): string[] {
  return insertRowBatches('claims', [...generatedClaims(selections), ...otherClientsClaims()]);
}
