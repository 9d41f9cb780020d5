import { describe, expectTypeOf, test } from 'vitest';
import type { ApprovalDecisionResult, PendingBenefits, PendingSelections } from '#contract/approvals';
import { type PageCall, pageCall } from './page-call';
import { portal, read } from './portal-client';

// Type-only: `npm run typecheck` checks these lines (tsconfig.web.json includes web/), nothing runs
// them. Each @ts-expect-error is a call no Worker route takes; were it to type-check, the unused
// directive would fail the check instead.
describe('the typed client of the Worker (hc<AppType>)', () => {
  test('an answer has the type its route sends', () => {
    expectTypeOf(read(portal.api.employer.approvals.$get())).resolves.toEqualTypeOf<PendingBenefits>();
    expectTypeOf(
      read(portal.api.employer.approvals[':benefitId'].$get({ param: { benefitId: '7' } })),
    ).resolves.toEqualTypeOf<PendingSelections>();
  });

  test('a path no route has fails', () => {
    // @ts-expect-error: there is no /api/employer/approval (the route is /approvals)
    void portal.api.employer.approval.$get();
  });

  test('a body the route does not take fails', () => {
    expectTypeOf(
      read(portal.api.employer.approvals.decisions.$post({ json: { selectionIds: [1], approval: true } })),
    ).resolves.toEqualTypeOf<ApprovalDecisionResult>();
    // @ts-expect-error: the decision's body has no `approved` flag
    void portal.api.employer.approvals.decisions.$post({ json: { selectionIds: [1], approved: true } });
  });

  test('a parameter the route does not take fails', () => {
    // @ts-expect-error: the route's parameter is benefitId
    void portal.api.employer.approvals[':benefitId'].$get({ param: { id: '7' } });
  });
});

describe('a page call built from the typed client (web/lib/page-call.ts)', () => {
  test('carries its route answer type, and takes only the route parameters', () => {
    const call = pageCall(portal.api.employer.approvals[':benefitId'], { param: { benefitId: '7' } }, ['k']);
    expectTypeOf(call).toEqualTypeOf<PageCall<PendingSelections>>();
    // @ts-expect-error: the route's parameter is benefitId
    pageCall(portal.api.employer.approvals[':benefitId'], { param: { id: '7' } }, ['k']);
  });
});
