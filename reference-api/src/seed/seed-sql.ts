import type { Insertable } from '../data/schema.ts';
import { activationMail } from '../rules/recovery-mail.ts';
import { demoAccountEvents } from './account-activity.ts';
import { demoAuditEvents } from './audit-events.ts';
import {
  demoBenefitFaqs,
  demoBenefits,
  demoBenefitTerms,
  demoMedicalQuestions,
  demoRelatedBenefits,
} from './benefit-catalogue.ts';
import { demoContributions, demoSelections } from './benefit-selections.ts';
import { demoCardValueOrders, demoCardValueSchedules } from './card-value-data.ts';
import { demoClientExceptions } from './client-exceptions.ts';
import { demoContactPages, demoEnquiryOptions } from './contact-content.ts';
import { demoClaims } from './demo-claims.ts';
import {
  DEMO_PASSWORDS_SET_AT,
  demoActivations,
  demoClients,
  demoPolicies,
  demoPreviousPasswords,
  demoSchemes,
  demoThemes,
  demoUsers,
  type UserSeedRow,
} from './demo-data.ts';
import { demoEmployeeDataUploads } from './employee-data-uploads.ts';
import { demoFaqs } from './faq-data.ts';
import { generatedClaimStatements } from './generated-claims.ts';
import { generatedEmployeeStatements } from './generated-employees.ts';
import { generatedLifeEventStatements } from './generated-life-events.ts';
import {
  everyGeneratedSelection,
  generatedSelectionStatements,
  generatedSelections,
} from './generated-selections.ts';
import { generatedSignInStatements } from './generated-sign-ins.ts';
import { demoHomePageBanners, demoHomePageCards } from './home-content.ts';
import { hashPassword, SALT_BYTES } from './password-hash.ts';
import {
  contactDetailsStatement,
  demoContactDetails,
  demoFamilyMembers,
  demoLifeEvents,
  demoLifeEventTypes,
} from './profile-family.ts';
import { reportStatements } from './report-data.ts';
import { insertRow, insertRows, sqlIdentifier } from './sql-literal.ts';
import { withStaleCost } from './stale-selection-cost.ts';

// Children first, so the deletes never trip a foreign key. Tokens, links, password history, the
// outbox and the two-factor and masquerade logs are emptied too: a reseed ends every session and
// forgets every e-mail, as the users they belong to are replaced. So are enquiries, terms acceptances and
// selections made since the last seed.
const SEEDED_TABLES_CHILDREN_FIRST = [
  'audit_events',
  'card_value_orders',
  'card_value_schedules',
  'employee_data_uploads',
  'reports',
  'enquiries',
  'enquiry_options',
  'contact_pages',
  'life_events',
  'life_event_types',
  'family_members',
  'home_page_cards',
  'home_page_banners',
  'benefit_contributions',
  'selections',
  'two_factor_enforcement_changes',
  'benefit_terms_acceptances',
  'benefit_medical_questions',
  'related_benefits',
  'benefit_faqs',
  'benefit_terms',
  'benefits',
  // Kept when their accounts go (migration 0022), so emptied here by name.
  'masquerade_sessions',
  'masquerade_audit',
  'two_factor_changes',
  'sign_on_tokens',
  'outbox',
  'reset_tokens',
  'activations',
  'password_history',
  'tokens',
  'users',
  'policy_documents',
  'faqs',
  'schemes',
  'themes',
  'client_exceptions',
  'clients',
] as const;

/**
 * The demo data as plain SQL: first empty the seeded tables, then insert every row. Running the
 * statements again gives the same database, and building them again gives the same text.
 */
export async function buildSeedStatements(): Promise<string[]> {
  const users = await Promise.all(demoUsers.map(withPasswordHash));
  const history = await passwordHistoryRows(users);
  const selections = generatedSelections();
  return [
    ...SEEDED_TABLES_CHILDREN_FIRST.map((table) => `DELETE FROM ${sqlIdentifier(table)}`),
    ...demoClients.map((row) => insertRow('clients', row)),
    ...demoClientExceptions.map((row) => insertRow('client_exceptions', row)),
    ...demoThemes.map((row) => insertRow('themes', row)),
    ...demoSchemes.map((row) => insertRow('schemes', row)),
    ...demoFaqs.map((row) => insertRow('faqs', row)),
    ...demoPolicies.map((row) => insertRow('policy_documents', row)),
    ...demoBenefits.map((row) => insertRow('benefits', row)),
    ...demoBenefitTerms.map((row) => insertRow('benefit_terms', row)),
    ...demoBenefitFaqs.map((row) => insertRow('benefit_faqs', row)),
    ...demoRelatedBenefits.map((row) => insertRow('related_benefits', row)),
    ...demoMedicalQuestions.map((row) => insertRow('benefit_medical_questions', row)),
    ...demoHomePageCards.map((row) => insertRow('home_page_cards', row)),
    ...demoHomePageBanners.map((row) => insertRow('home_page_banners', row)),
    ...demoContactPages.map((row) => insertRow('contact_pages', row)),
    ...demoEnquiryOptions.map((row) => insertRow('enquiry_options', row)),
    ...users.map((row) => insertRow('users', row)),
    ...history.map((row) => insertRow('password_history', row)),
    ...demoActivations.map((row) => insertRow('activations', row)),
    ...welcomeMails().map((row) => insertRow('outbox', row)),
    ...demoSelections.map((row) => insertRow('selections', row)),
    ...demoCardValueSchedules.map((row) => insertRow('card_value_schedules', row)),
    ...demoCardValueOrders.map((row) => insertRow('card_value_orders', row)),
    ...generatedEmployeeStatements(),
    // The demo accounts registered when they were created (their registration is no demo of its own).
    'UPDATE users SET registered_at = created_at WHERE activated = 1 AND registered_at IS NULL',
    ...generatedSelectionStatements(withStaleCost(everyGeneratedSelection())),
    ...demoContributions.map((row) => insertRow('benefit_contributions', row)),
    ...demoContactDetails.map(contactDetailsStatement),
    ...demoFamilyMembers.map((row) => insertRow('family_members', row)),
    ...demoLifeEventTypes.map((row) => insertRow('life_event_types', row)),
    ...demoLifeEvents.map((row) => insertRow('life_events', row)),
    ...generatedLifeEventStatements(),
    ...generatedClaimStatements(selections),
    ...demoClaims.map((row) => insertRow('claims', row)),
    ...demoEmployeeDataUploads.map((row) => insertRow('employee_data_uploads', row)),
    insertRows('audit_events', demoAuditEvents),
    ...reportStatements(),
    ...demoAccountEvents.map((row) => insertRow('account_events', row)),
    // The engagement history the dashboard counts (decision 077).
    ...generatedSignInStatements(),
  ];
}

type HashedUser = Omit<UserSeedRow, 'password'> & { password_hash: string | null };

async function withPasswordHash({ password, ...user }: UserSeedRow): Promise<HashedUser> {
  const password_hash = password === null ? null : await hashPassword(password, await seedSalt(user.email));
  return { ...user, password_hash };
}

type HistorySeedRow = Insertable<'password_history'>;

// Each activated account's current password, after Emma's earlier ones. A not-activated account's
// demo password is none the person chose, so it is no "previous password" of theirs.
async function passwordHistoryRows(users: readonly HashedUser[]): Promise<HistorySeedRow[]> {
  const earlier = await Promise.all(
    demoPreviousPasswords.map(async ({ user_id, password, created_at }, index) => ({
      user_id,
      password_hash: await hashPassword(password, await seedSalt(`previous-${index}:${user_id}`)),
      created_at,
    })),
  );
  const current = users.flatMap((user) =>
    user.activated && user.password_hash !== null
      ? [{ user_id: user.id, password_hash: user.password_hash, created_at: DEMO_PASSWORDS_SET_AT }]
      : [],
  );
  return [...earlier, ...current];
}

type OutboxSeedRow = Insertable<'outbox'>;

// The welcome e-mail each demo activation link was sent in, so the outbox shows it.
function welcomeMails(): OutboxSeedRow[] {
  return demoActivations.map((activation) => {
    const user = demoUsers.find((row) => row.id === activation.user_id);
    const client = demoClients.find((row) => row.id === user?.client_id);
    if (!user || !client) {
      throw new Error(`activation ${activation.id} has no client account`);
    }
    const brandName = demoThemes.find((row) => row.client_id === client.id)?.benefit_brand_name ?? 'C8';
    const mail = activationMail(
      { firstName: user.first_name, brandName, portalUrl: client.portal_url },
      activation.id,
    );
    return {
      to_email: user.email,
      subject: mail.subject,
      text: mail.text,
      links_json: JSON.stringify(mail.links),
      created_at: DEMO_PASSWORDS_SET_AT,
    };
  });
}

// A salt derived from the e-mail (or another fixed label) keeps the seed reproducible while still differing per account.
// Only demo accounts get it; real passwords are hashed with a random salt.
async function seedSalt(label: string): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`reference-api demo seed salt:${label.toLowerCase()}`),
  );
  return new Uint8Array(digest, 0, SALT_BYTES);
}
