export const POLICY_KINDS = ['terms-conditions', 'privacy-policy', 'our-cookie-policy'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export type PolicyDocument = { name: string; content: string };

export async function findPolicy(
  db: D1Database,
  clientId: number,
  kind: PolicyKind,
): Promise<PolicyDocument | null> {
  return db
    .prepare('SELECT name, content FROM policy_documents WHERE client_id = ?1 AND kind = ?2')
    .bind(clientId, kind)
    .first<PolicyDocument>();
}
