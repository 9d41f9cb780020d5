import { type Row, type Selected, selection } from './schema.ts';

export const POLICY_KINDS = [
  'terms-conditions',
  'privacy-policy',
  'our-cookie-policy',
] as const satisfies readonly Row<'policy_documents'>['kind'][];
export type PolicyKind = (typeof POLICY_KINDS)[number];

const DOCUMENT = selection('policy_documents', ['name', 'content']);
export type PolicyDocument = Selected<typeof DOCUMENT>;

export async function findPolicy(
  db: D1Database,
  clientId: number,
  kind: PolicyKind,
): Promise<PolicyDocument | null> {
  return db
    .prepare(`SELECT ${DOCUMENT.sql} FROM policy_documents WHERE client_id = ?1 AND kind = ?2`)
    .bind(clientId, kind)
    .first<PolicyDocument>();
}

/**
 * The revision of the client's terms (clients.terms_revision): the terms document says it in its
 * answer, and the acceptance sends it back (docs/decisions/049).
 */
export async function findTermsRevision(db: D1Database, clientId: number): Promise<number | null> {
  const row = await db
    .prepare('SELECT terms_revision FROM clients WHERE id = ?1')
    .bind(clientId)
    .first<Pick<Row<'clients'>, 'terms_revision'>>();
  return row?.terms_revision ?? null;
}
