import { createMiddleware } from 'hono/factory';
import { findClientAdminFacts } from '../data/insights-repository.ts';
import { type AdminCallKind, mayAdministerClient } from '../rules/client-admin-access.ts';
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
  const kind = c.req.method === 'GET' || c.req.method === 'HEAD' ? 'view' : 'change';
  if (!(await administers(c.env.DB, c.var.session, clientId, kind))) {
    return c.json(errorBody(CLIENT_ADMIN_FORBIDDEN), 403);
  }
  c.set('clientId', clientId);
  await next();
});

/**
 * Whether the session's person may take a call of this kind on the client's administration, for a
 * call that names the client elsewhere than in its path (a body's client_id).
 */
export async function administers(
  db: D1Database,
  session: Pick<AuthedEnv['Variables']['session'], 'userId' | 'masquerade'>,
  clientId: number,
  kind: AdminCallKind,
): Promise<boolean> {
  const facts = await findClientAdminFacts(db, session.userId);
  return (
    facts !== null &&
    mayAdministerClient(
      {
        clientId: facts.client_id,
        userType: facts.user_type,
        employmentStatus: facts.employment_status,
        voucherBalance: facts.voucher_balance,
      },
      session.masquerade,
      clientId,
      kind,
    )
  );
}
