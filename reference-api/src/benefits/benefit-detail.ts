// A benefit as its product page shows it: the catalogue entry plus what concerns the reader.
import { type BenefitRecord, findMedicalQuestions } from '../data/benefit-repository.ts';
import { findCurrentTerms } from '../data/benefit-terms-repository.ts';
import { hasContributions } from '../data/contribution-repository.ts';
import { type BenefitDetailBody, toBenefitDetailBody } from '../presenters/benefit-body.ts';

export async function benefitDetail(
  db: D1Database,
  userId: number,
  benefit: BenefitRecord,
  /** This API's origin, for an icon file it serves itself (presenters/benefit-body). */
  origin: string,
): Promise<BenefitDetailBody> {
  const [terms, hasStatements, medicalQuestions] = await Promise.all([
    findCurrentTerms(db, benefit.id, userId),
    hasContributions(db, userId, benefit.groupCode),
    findMedicalQuestions(db, benefit.id),
  ]);
  return toBenefitDetailBody(benefit, { terms, hasStatements, medicalQuestions }, origin);
}
