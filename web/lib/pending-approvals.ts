import { useQuery } from '@tanstack/react-query';
import { APPROVALS_QUERY_KEY } from '#contract/dashboard-query-keys';
import { pageCall, pageCallQuery } from './page-call';
import { portal } from './portal-client';

// Read by two features: the approvals page lists these benefits, the dashboard's summary counts
// them (docs/decisions/035); one call under one key, so a decision refreshes both.

export const PENDING_BENEFITS_CALL = pageCall(portal.api.employer.approvals, {}, APPROVALS_QUERY_KEY);

/** GET /api/employer/approvals: the benefits with selections awaiting approval. */
export function usePendingBenefits() {
  return useQuery(pageCallQuery(PENDING_BENEFITS_CALL));
}
