import { createMiddleware } from 'hono/factory';
import { findClientAdminFacts } from '../data/insights-repository.ts';
import { mayAdministerClient } from '../rules/client-admin-access.ts';
import type { AuthedEnv } from './bearer-auth.ts';
import { errorBody } from './error-body.ts';
import { parsePathId } from './path-id.ts';

export const CLIENT_ADMIN_FORBIDDEN = 'You do not have access to this client';

/** The environment of client-administration routes: the client id of the path, checked. */
export type ClientAdminEnv = AuthedEnv & {
  Variables: AuthedEnv['Variables'] & { clientId: number };
};

/**
 * After requireBearer: the token's person administers the client named by the path's `:id` (403
 * otherwise, 404 for an id that is no id). A masquerade session may read but never change, so an
 * unsafe method from one is refused too.
 */
export const requireClientAdmin = createMiddleware<ClientAdminEnv>(async (c, next) => {
  const clientId = parsePathId(c.req.param('id') ?? '');
  if (clientId === null) return c.json(errorBody('Not found'), 404);
  const { userId, masquerade } = c.var.session;
  const facts = await findClientAdminFacts(c.env.DB, userId);
  const kind = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'view' : 'change';
  const allowed =
    facts !== null &&
    mayAdministerClient(
      {
        clientId: facts.client_id,
        userType: facts.user_type,
        employmentStatus: facts.employment_status,
        voucherBalance: facts.voucher_balance,
      },
      masquerade,
      clientId,
      kind,
    );
  if (!allowed) return c.json(errorBody(CLIENT_ADMIN_FORBIDDEN), 403);
  c.set('clientId', clientId);
  await next();
});
