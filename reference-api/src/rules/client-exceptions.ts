// A client's exceptions (migration 0027; spec section 3, Client: clientExceptions (code, status);
// docs/decisions/083-client-exceptions.md): the ways a client's portal departs from the usual one.
// The reference API's own copy of the codes it acts on (decision 038); the portal's is
// worker/contract/client-exceptions.ts, and worker/upstream/upstream-rules-agreement.unit.test.ts
// checks the two agree.

/** The codes a rule reads. Any other code is kept and answered, and changes nothing. */
export const CLIENT_EXCEPTION_CODES = {
  /** An employee data upload shows whose benefits would change before it is applied (decision 027). */
  dataLoadEligibilityImpact: 'data-load-eligibility-impact',
} as const;
export type ClientExceptionCode = (typeof CLIENT_EXCEPTION_CODES)[keyof typeof CLIENT_EXCEPTION_CODES];

/** Only an active exception changes anything; an inactive one is as if the client had none. */
export const CLIENT_EXCEPTION_STATUSES = ['active', 'inactive'] as const;
export type ClientExceptionStatus = (typeof CLIENT_EXCEPTION_STATUSES)[number];
