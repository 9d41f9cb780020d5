import { Hono } from 'hono';
import {
  accountActivityQuerySchema,
  accountActivitySchema,
  type SignOutEverywhereResponse,
  signOutEverywhereResponseSchema,
} from '#contract/account-activity';
import { ACTIVITY_PAGE_SIZE } from '#contract/account-activity-rules';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { browserUserAgent } from '../http/browser-user-agent';
import { validate } from '../http/validation';
import { requireSignedIn } from '../middleware/session';
import { revokeEverySessionOf } from '../session/session-store';
import {
  toAccountActivity,
  upstreamAccountActivitySchema,
  upstreamSignedOutEverywhereSchema,
} from '../upstream/account-activity-responses';
import { callAsUser } from '../upstream/authorized-calls';
import { readUpstream } from '../upstream/upstream-json';

/**
 * The person's account activity in My profile (docs/decisions/055) and "sign out everywhere"
 * (decision 056), under /api/account.
 */
export const accountActivityRoutes = new Hono<AppEnv>()
  /** One page of the person's sign-ins and the sessions in which someone acted as them, newest first. */
  .get(
    '/activity',
    answers(accountActivitySchema),
    requireSignedIn,
    validate('query', accountActivityQuerySchema),
    async (c) => {
      const { page } = c.req.valid('query');
      const query = new URLSearchParams({ page: String(page), per_page: String(ACTIVITY_PAGE_SIZE) });
      const body = await readUpstream(
        await callAsUser(c, 'v2', `/user/account-activity?${query}`),
        upstreamAccountActivitySchema,
      );
      return c.json(toAccountActivity(body));
    },
  )
  /**
   * Ends every session of the person: the upstream revokes all their tokens (every device, and
   * anyone acting as them), and the Worker refuses every session of theirs begun until now, this
   * one included. Only the person may: someone acting as them is refused by the account-holder
   * guard (decision 065) before any upstream call.
   */
  .post('/sign-out-everywhere', answers(signOutEverywhereResponseSchema), requireSignedIn, async (c) => {
    const session = c.var.session.require();
    await readUpstream(
      await callAsUser(c, 'v2', '/user/sign-out-everywhere', {
        method: 'POST',
        body: JSON.stringify({ user_agent: browserUserAgent(c) }),
      }),
      upstreamSignedOutEverywhereSchema,
    );
    await revokeEverySessionOf(c.env, session, c.var.deps.now());
    c.var.session.replace(null);
    return c.json<SignOutEverywhereResponse>({ redirectUrl: session.ssoLogoutUrl });
  });
