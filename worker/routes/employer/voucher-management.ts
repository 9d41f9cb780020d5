import { Hono } from 'hono';
import { apiError, GENERIC_ERROR_MESSAGE } from '../../http/api-errors';
import { CARD_VALUE_SERVICE_PATH, cardValueServiceOrigin } from '../../http/card-value-service';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { currentAccessToken } from '../../upstream/authorized-calls';

export const FRAME_ONLY = {
  message: 'Voucher management opens inside the portal',
  code: 'frame_only',
} as const;

/**
 * Voucher management (spec section 2.2; docs/decisions/028): /app/ccv/manage frames this route,
 * which answers with a redirect to the configured card-value service's /manage-ccv carrying the
 * person's bearer token as the bearerToken query parameter. The token goes from the Worker to the
 * frame's navigation only: no script of the SPA ever receives it, and the service's page is of
 * another origin, so the SPA cannot read the frame's address either.
 *
 * The token is the administrator's whole sign-in, so (docs/decisions/065) it is never handed out in
 * an act-as session, read-only or not (the account-holder guard refuses this route before it runs,
 * ACCOUNT_HOLDER_ONLY_CALLS), and only to a frame's navigation: the browser's own Sec-Fetch-Dest
 * `iframe` and Sec-Fetch-Mode `navigate`, which no script can set. A request without them (a
 * script's fetch, curl, an old browser) is refused, so the redirect never lands where it can be read.
 */
export const voucherManagementRoutes = new Hono<EmployerEnv>().get(
  '/manage-frame',
  requireDashboardAction('voucherManagement'),
  async (c) => {
    const frameNavigation =
      c.req.header('sec-fetch-dest') === 'iframe' && c.req.header('sec-fetch-mode') === 'navigate';
    if (!frameNavigation) return c.json(apiError(FRAME_ONLY.message, FRAME_ONLY.code), 400);
    const service = cardValueServiceOrigin(c.env.CARD_VALUE_SERVICE_URL);
    if (service === null) return c.json(apiError(GENERIC_ERROR_MESSAGE, 'not_configured'), 502);
    const target = new URL(CARD_VALUE_SERVICE_PATH, service);
    target.searchParams.set('bearerToken', await currentAccessToken(c));
    return new Response(null, {
      status: 302,
      headers: {
        location: target.toString(),
        'cache-control': 'no-store',
      },
    });
  },
);
