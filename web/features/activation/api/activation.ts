import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { RECOVERY_ERROR_CODES, RECOVERY_TEXTS } from '#contract/recovery-rules';
import { ApiRequestError } from '#web/lib/api-client.ts';
import { computeDeviceToken } from '#web/lib/device-token.ts';
import { portal, read } from '#web/lib/portal-client.ts';
import { useRequest } from '#web/lib/use-request.ts';

// The client puts a parameter in the path as it is: the id is encoded here.
const activation = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/**
 * GET /api/activation/:id: who is activating, and whether the two-factor variant applies. Never
 * retried: an unknown or used id stays so, and the route is rate limited.
 */
export function useActivationDetails(id: string) {
  return useRequest(
    (signal) => read(portal.api.activation[':id'].$get(activation(id), { init: { signal } })),
    id,
  );
}

/**
 * POST /api/activation/:id/new-link: a new link for an expired one, e-mailed to the account's own
 * address (decision 048). Fails with activation_link_failed when the link needs none.
 */
export function requestNewActivationLink(id: string) {
  return read(portal.api.activation[':id']['new-link'].$post(activation(id)));
}

/** True when the details call failed because the link expired unused (a new one may be asked for). */
export function isExpiredLink(error: unknown): boolean {
  return error instanceof ApiRequestError && error.code === RECOVERY_ERROR_CODES.activationLinkExpired;
}

/** POST /api/activation/:id/dob with an ISO date → { verified: true } or dob_mismatch. */
export function verifyActivationDob({ id, dateOfBirth }: { id: string; dateOfBirth: string }) {
  return read(portal.api.activation[':id'].dob.$post({ ...activation(id), json: { dateOfBirth } }));
}

/**
 * POST /api/activation/:id/complete with the device token (spec section 7): the Worker signs the
 * person in (cookie) and answers 'signed-in' with the session, or 'two-factor-setup'.
 */
export async function completeActivation({
  id,
  dateOfBirth,
  password,
}: {
  id: string;
  dateOfBirth: string;
  password: string;
}) {
  const deviceToken = await computeDeviceToken();
  return read(
    portal.api.activation[':id'].complete.$post({
      ...activation(id),
      json: { dateOfBirth, password, deviceToken },
    }),
  );
}

/**
 * The alert text for a failure that is not a field's: network, rate limit, another client's portal
 * (decision 064), or `fallback`.
 */
export function failureMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof ApiRequestError)) return fallback;
  if (error.code === 'network_error') return RECOVERY_TEXTS.network;
  if (error.code === RECOVERY_ERROR_CODES.rateLimited) return error.message;
  if (error.code === LOGIN_ERROR_CODES.notThisPortal) return NOT_THIS_PORTAL_MESSAGE;
  return fallback;
}
