import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import {
  DASHBOARD_FORBIDDEN,
  type DashboardAction,
  mayTakeDashboardAction,
} from '#contract/dashboard-permissions';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';

/**
 * The guard every employer route declares (docs/decisions/023-dashboard-permissions.md): the
 * signed-in person may take `action` by the permission matrix, or the call ends here with 403 and
 * the one error shape, before any upstream call. No session at all is a 401, as on every route.
 */
export function requireDashboardAction(action: DashboardAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const session = c.var.session.require();
    if (!mayTakeDashboardAction(session.summary, action)) return dashboardForbidden(c);
    await next();
  });
}

/** The one answer a refused dashboard call gets: 403 with the API's error shape. */
export const dashboardForbidden = <E extends AppEnv>(c: Context<E>) =>
  c.json(apiError(DASHBOARD_FORBIDDEN.message, DASHBOARD_FORBIDDEN.code), 403);
