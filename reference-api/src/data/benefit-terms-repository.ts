// A benefit's versioned terms and who accepted which version (migration 0006).
import { type Selected, selection } from './schema.ts';
import { insertInto } from './statements.ts';

const TERMS = selection('benefit_terms', ['id', 'version', 'content'], 't');
export type BenefitTerms = Selected<typeof TERMS>;

/** The benefit's current terms (the highest version) and whether the person accepted them. */
export async function findCurrentTerms(
  db: D1Database,
  benefitId: number,
  userId: number,
): Promise<(BenefitTerms & { accepted: boolean }) | null> {
  const row = await db
    .prepare(
      `SELECT ${TERMS.sql},
              EXISTS (SELECT 1 FROM benefit_terms_acceptances a WHERE a.terms_id = t.id AND a.user_id = ?2)
                AS accepted
       FROM benefit_terms t
       WHERE t.benefit_id = ?1
       ORDER BY t.version DESC
       LIMIT 1`,
    )
    .bind(benefitId, userId)
    .first<BenefitTerms & { accepted: number }>();
  return row
    ? { id: row.id, version: row.version, content: row.content, accepted: row.accepted === 1 }
    : null;
}

/** One version of the benefit's terms, and whether it is still the current one. */
export async function findBenefitTerms(
  db: D1Database,
  benefitId: number,
  termsId: number,
): Promise<(BenefitTerms & { current: boolean }) | null> {
  const row = await db
    .prepare(
      `SELECT ${TERMS.sql},
              t.version = (SELECT max(version) FROM benefit_terms WHERE benefit_id = t.benefit_id) AS current
       FROM benefit_terms t
       WHERE t.id = ?2 AND t.benefit_id = ?1`,
    )
    .bind(benefitId, termsId)
    .first<BenefitTerms & { current: number }>();
  return row ? { id: row.id, version: row.version, content: row.content, current: row.current === 1 } : null;
}

/** Records the acceptance; accepting again keeps the first instant. Answers when it was accepted. */
export async function acceptTerms(
  db: D1Database,
  userId: number,
  termsId: number,
  acceptedAt: string,
): Promise<string> {
  const [, row] = await db.batch<{ accepted_at: string }>([
    insertInto(
      db,
      'benefit_terms_acceptances',
      { user_id: userId, terms_id: termsId, accepted_at: acceptedAt },
      'ON CONFLICT (user_id, terms_id) DO NOTHING',
    ),
    db
      .prepare('SELECT accepted_at FROM benefit_terms_acceptances WHERE user_id = ?1 AND terms_id = ?2')
      .bind(userId, termsId),
  ]);
  return row?.results[0]?.accepted_at ?? acceptedAt;
}
