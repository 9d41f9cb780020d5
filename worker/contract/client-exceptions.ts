import { z } from 'zod';

// A client's exceptions (spec section 3, Client: clientExceptions (code, status);
// docs/decisions/083-client-exceptions.md): the ways its portal departs from the usual one, as the
// upstream's /login/setup lists them. The Worker reads them into the session's summary; only the
// codes below change anything, and only while their status is 'active'.

/** The codes the portal reads. Any other is kept and changes nothing. */
export const CLIENT_EXCEPTION_CODES = {
  /**
   * An employee data upload shows whose benefits would change before it is applied (spec 2.16,
   * upload-data's eligibility-impact variant; the user state's isDataLoadEligibilityImpactEnabled).
   */
  dataLoadEligibilityImpact: 'data-load-eligibility-impact',
} as const;
export type ClientExceptionCode = (typeof CLIENT_EXCEPTION_CODES)[keyof typeof CLIENT_EXCEPTION_CODES];

/** The status that turns an exception on; the upstream's other statuses (e.g. 'inactive') do not. */
export const ACTIVE_CLIENT_EXCEPTION_STATUS = 'active';

/** One exception, as the Worker reads it: the upstream's code and status, whatever they are. */
export const clientExceptionSchema = z.object({ code: z.string(), status: z.string() });
export type ClientException = z.infer<typeof clientExceptionSchema>;

/** The client has this exception, and it is active. */
export function hasActiveClientException(
  exceptions: readonly ClientException[],
  code: ClientExceptionCode,
): boolean {
  return exceptions.some(
    (exception) => exception.code === code && exception.status === ACTIVE_CLIENT_EXCEPTION_STATUS,
  );
}

/** The user state's isDataLoadEligibilityImpactEnabled (spec section 3), from the client's exceptions. */
export const isDataLoadEligibilityImpactEnabled = (exceptions: readonly ClientException[]): boolean =>
  hasActiveClientException(exceptions, CLIENT_EXCEPTION_CODES.dataLoadEligibilityImpact);
