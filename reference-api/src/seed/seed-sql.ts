import {
  demoClients,
  demoPolicies,
  demoSchemes,
  demoThemes,
  demoUsers,
  type UserSeedRow,
} from './demo-data.ts';
import { demoFaqs } from './faq-data.ts';
import { hashPassword, SALT_BYTES } from './password-hash.ts';
import { insertStatement, sqlIdentifier } from './sql-literal.ts';

// Children first, so the deletes never trip a foreign key. Tokens are emptied too: a reseed ends
// every session, as the users they belong to are replaced.
const SEEDED_TABLES_CHILDREN_FIRST = [
  'tokens',
  'users',
  'policy_documents',
  'faqs',
  'schemes',
  'themes',
  'clients',
] as const;

/**
 * The demo data as plain SQL: first empty the seeded tables, then insert every row. Running the
 * statements again gives the same database, and building them again gives the same text.
 */
export async function buildSeedStatements(): Promise<string[]> {
  const users = await Promise.all(demoUsers.map(withPasswordHash));
  return [
    ...SEEDED_TABLES_CHILDREN_FIRST.map((table) => `DELETE FROM ${sqlIdentifier(table)}`),
    ...demoClients.map((row) => insertStatement('clients', row)),
    ...demoThemes.map((row) => insertStatement('themes', row)),
    ...demoSchemes.map((row) => insertStatement('schemes', row)),
    ...demoFaqs.map((row) => insertStatement('faqs', row)),
    ...demoPolicies.map((row) => insertStatement('policy_documents', row)),
    ...users.map((row) => insertStatement('users', row)),
  ];
}

async function withPasswordHash({ password, ...user }: UserSeedRow) {
  const password_hash = password === null ? null : await hashPassword(password, await seedSalt(user.email));
  return { ...user, password_hash };
}

// A salt derived from the e-mail keeps the seed reproducible while still differing per account.
// Only demo accounts get it; real passwords are hashed with a random salt.
async function seedSalt(email: string): Promise<Uint8Array> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`reference-api demo seed salt:${email.toLowerCase()}`),
  );
  return new Uint8Array(digest, 0, SALT_BYTES);
}
