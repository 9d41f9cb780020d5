import { Hono } from 'hono';
import { apiError, GENERIC_ERROR_MESSAGE } from '../http/api-errors';
import { CARD_VALUE_SERVICE_PATH, cardValueServiceOrigin } from '../http/card-value-service';
import { requireDashboardAction } from '../middleware/dashboard-permission';
import type { EmployerEnv } from '../middleware/employer-context';
import { currentAccessToken } from '../upstream/authorized-calls';

/**
 * Voucher management (spec section 2.2; docs/decisions/028): /app/ccv/manage frames this route,
 * which answers with a redirect to the configured card-value service's /manage-ccv carrying the
 * person's bearer token as the bearerToken query parameter. The token goes from the Worker to the
 * frame's navigation only: no script of the SPA ever receives it, and the service's page is of
 * another origin, so the SPA cannot read the frame's address either.
 */
export const voucherManagementRoutes = new Hono<EmployerEnv>().get(
  '/manage-frame',
  requireDashboardAction('voucherManagement'),
  async (c) => {
    // Opened as a frame, never as a page of its own (its address would keep the token in history).
    const destination = c.req.header('sec-fetch-dest');
    if (destination !== undefined && destination !== 'iframe') {
      return c.json(apiError('Voucher management opens inside the portal', 'frame_only'), 400);
    }
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
