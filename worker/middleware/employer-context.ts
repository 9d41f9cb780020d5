import { createMiddleware } from 'hono/factory';
import { dashboardRoleOf } from '#contract/dashboard-permissions';
import type { AppEnv } from '../http/app-env';
import { type SessionClient, sessionClient } from '../session/session-client';
import { dashboardForbidden } from './dashboard-permission';

/** Who the administrator is to the employer API: their client. */
export interface EmployerContext {
  client: SessionClient;
}

/** The context of every /api/employer route: the app's, and `c.var.employer`. */
export type EmployerEnv = {
  Bindings: AppEnv['Bindings'];
  Variables: AppEnv['Variables'] & { employer: EmployerContext };
};

/**
 * First on the employer API (docs/decisions/039): someone with no dashboard role is refused before
 * anything else is read; then the administrator's client (kept in the session, read from the
 * upstream once for an older session) is set once for every route to read as
 * `c.var.employer.client`. Each route still declares the action it is (requireDashboardAction).
 */
export const employerContext = createMiddleware<EmployerEnv>(async (c, next) => {
  const session = c.var.session.require();
  if (dashboardRoleOf(session.summary) === 'none') return dashboardForbidden(c);
  const client = await sessionClient(c);
  if (!client) return dashboardForbidden(c);
  c.set('employer', { client });
  await next();
});
