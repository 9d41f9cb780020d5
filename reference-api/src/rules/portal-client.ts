import { z } from 'zod';

/**
 * Which client's portal a sign-in came through (docs/decisions/064): the portal sends the slug of
 * the client its address resolved to (clients.slug), or null where the address has no client. The
 * portal never sends a label it could not resolve, so an unknown slug matches nobody.
 */
export const portalClientField = z.string().min(1).max(63).nullable();

/**
 * A person signs in only through their own client's portal; support staff, who belong to no client,
 * only through a portal that has none. Asked only once the person is proved (password, code or link),
 * so a refusal tells nothing about an address to someone who has not proved it.
 */
export function signsInThrough(personClientSlug: string | null, portalClient: string | null): boolean {
  return personClientSlug === portalClient;
}

/** The one refusal of every sign-in call, in the error-list shape of the two-factor calls (decision 010). */
export const NOT_THIS_PORTAL = {
  code: 'not_this_portal',
  message: 'This account does not belong to the client of the portal it signed in through.',
} as const;

/** 403: the person was proved, but this is not their client's portal; no token is issued. */
export function notThisPortalRefusal(): Response {
  return Response.json({ error: [NOT_THIS_PORTAL] }, { status: 403 });
}
