// A benefit as its product page shows it: the catalogue entry plus what concerns the reader.
import type { BenefitPerson } from '../data/benefit-person-repository.ts';
import { type BenefitRecord, findMedicalQuestions } from '../data/benefit-repository.ts';
import { findCurrentTerms } from '../data/benefit-terms-repository.ts';
import { hasContributions } from '../data/contribution-repository.ts';
import { type BenefitDetailBody, toBenefitDetailBody } from '../presenters/benefit-body.ts';
import { coverOfNewSelection } from './family-cover.ts';

export async function benefitDetail(
  db: D1Database,
  person: Pick<BenefitPerson, 'id' | 'fullName'>,
  benefit: BenefitRecord,
  /** This API's origin, for an icon file it serves itself (presenters/benefit-body). */
  origin: string,
): Promise<BenefitDetailBody> {
  const [terms, hasStatements, medicalQuestions, newSelectionCovers] = await Promise.all([
    findCurrentTerms(db, benefit.id, person.id),
    hasContributions(db, person.id, benefit.groupCode),
    findMedicalQuestions(db, benefit.id),
    coverOfNewSelection(db, person, benefit),
  ]);
  return toBenefitDetailBody(benefit, { terms, hasStatements, medicalQuestions, newSelectionCovers }, origin);
}
