import { createMiddleware } from 'hono/factory';
import { ACCOUNT_HOLDER_ONLY_CALLS, ACCOUNT_HOLDER_ONLY_REFUSAL } from '#contract/act-as-rules';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { answeringRoute } from './read-only-act-as';

const ACCOUNT_HOLDER_ONLY: ReadonlySet<string> = new Set(ACCOUNT_HOLDER_ONLY_CALLS);

/**
 * What only the account holder may do (docs/decisions/065) is refused in every act-as session,
 * read-only or not, with one error and before any route, validator or upstream call. It runs
 * before the read-only guard, so a read-only session asking for one of these is told the reason
 * that holds whatever the kind of session.
 */
export const accountHolderOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.session.data?.masquerade) return next();
  const route = answeringRoute(c);
  if (route === null || !ACCOUNT_HOLDER_ONLY.has(`${c.req.method} ${route}`)) return next();
  return c.json(apiError(ACCOUNT_HOLDER_ONLY_REFUSAL.message, ACCOUNT_HOLDER_ONLY_REFUSAL.code), 403);
});
