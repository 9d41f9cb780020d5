import type { BenefitSummary } from '#contract/benefits';
import { portal } from '#web/lib/portal-client.ts';

/**
 * The Worker's address of a benefit's remote icon (GET /api/benefits/:id/icon, docs/decisions/043),
 * or null when the upstream gives it none (the named icon shows).
 */
export function benefitIconSrc(benefit: Pick<BenefitSummary, 'id' | 'remoteIcon'>): string | null {
  if (!benefit.remoteIcon) return null;
  return portal.api.benefits[':benefitId'].icon.$path({ param: { benefitId: String(benefit.id) } });
}
