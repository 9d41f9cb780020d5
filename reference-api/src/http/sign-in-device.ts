import { z } from 'zod';
import type { SignInDevice } from '../rules/account-activity.ts';

/**
 * The browser's user agent, which the portal passes along as data with each sign-in (its own
 * request to this API has the portal's user agent, not the browser's). Optional: a caller that
 * sends none is still signed in; a longer one than the activity keeps is cut when stored.
 */
export const userAgentField = z.string().max(4096).nullish();

/** The device a sign-in's body names. */
export function deviceOf(body: { deviceToken?: string | null; userAgent?: string | null }): SignInDevice {
  return { deviceToken: body.deviceToken ?? null, userAgent: body.userAgent ?? null };
}
