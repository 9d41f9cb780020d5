// The headers and audit rules of masquerade sessions (spec section 6; docs/decisions/010).

/** Names the person acted for, on every request of a masquerade session and on its responses. */
export const MASQUERADE_HEADER = 'X-Masquerade';
export const MASQUERADE_SCHEME_YEAR_HEADER = 'X-Masquerade-Scheme-Year';

/** Masquerade (msq) sign-on tokens start with this, so the portal can word an expired link. */
export const MASQUERADE_TOKEN_PREFIX = 'msq';

// Long enough to open the link from the support tool, short enough that a leaked link soon dies.
export const MASQUERADE_LINK_TTL_MS = 15 * 60 * 1000;
// The identity provider redirects straight to the portal, which spends the token at once.
export const SSO_TOKEN_TTL_MS = 5 * 60 * 1000;

/**
 * Whether a request of a masquerade session names the session it belongs to. Requiring the headers
 * means a masquerade token that leaks out of the portal's session is of no use to a client that does
 * not also know it is masquerading, and for whom.
 */
export function masqueradeHeadersMatch(
  expected: { userId: number; schemeYear: number },
  userHeader: string | undefined,
  schemeYearHeader: string | undefined,
): boolean {
  return (
    userHeader?.trim() === String(expected.userId) && schemeYearHeader?.trim() === String(expected.schemeYear)
  );
}

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether a request of a masquerade session changes something, and so goes in the audit log. */
export function isAuditedMethod(method: string): boolean {
  return CHANGING_METHODS.has(method.toUpperCase());
}

/** The audit log's name of a change: method and path, as 'PATCH /v2/user/terms'. */
export function auditAction(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}
