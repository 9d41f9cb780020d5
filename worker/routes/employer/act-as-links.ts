import { Hono } from 'hono';
import { magicLinkRequestSchema } from '#contract/act-as';
import { employeeIdParamSchema, MAGIC_LINK_ERROR_CODES, magicLinkResponseSchema } from '#contract/sso';
import { answers } from '../../http/answers';
import { apiError, GENERIC_ERROR_MESSAGE } from '../../http/api-errors';
import { isHttpUrl } from '../../http/safe-redirect';
import { validate } from '../../http/validation';
import { requireDashboardAction } from '../../middleware/dashboard-permission';
import type { EmployerEnv } from '../../middleware/employer-context';
import { callAsUser } from '../../upstream/authorized-calls';
import { readUpstream, upstreamMessage } from '../../upstream/upstream-json';

export const EMPLOYER_TEXTS = {
  forbidden: 'You do not have access to this page',
  wrongPassword: 'The password you entered is not correct',
} as const;

/** Employer administrators' tools (spec section 6). */
export const actAsLinkRoutes = new Hono<EmployerEnv>()
  /** A magic link to act as one of their employees; the administrator's password is required. */
  .post(
    '/:employeeId/magic-link',
    answers(magicLinkResponseSchema),
    requireDashboardAction('magicLink'),
    validate('param', employeeIdParamSchema),
    validate('json', magicLinkRequestSchema),
    async (c) => {
      const session = c.var.session.require();
      // The matrix refuses anyone but an administrator, and the account-holder guard any act-as
      // session (a link minted inside one would chain one person acting for another, decision
      // 065); a scheme is needed too.
      if (session.schemeId === null) {
        return c.json(apiError(EMPLOYER_TEXTS.forbidden, MAGIC_LINK_ERROR_CODES.forbidden), 403);
      }
      const { employeeId } = c.req.valid('param');
      const { password, reason, readOnly } = c.req.valid('json');
      const response = await callAsUser(c, 'v1', `/masquerade/employer/${session.schemeId}/${employeeId}`, {
        method: 'POST',
        body: JSON.stringify({ password, reason, read_only: readOnly }),
      });
      if (response.status === 403) {
        const message = upstreamMessage(await response.json().catch(() => null));
        return c.json(
          apiError(message ?? EMPLOYER_TEXTS.wrongPassword, MAGIC_LINK_ERROR_CODES.wrongPassword),
          403,
        );
      }
      if (response.status === 422) {
        const message = upstreamMessage(await response.json().catch(() => null));
        return c.json(
          apiError(message ?? 'Please correct the errors highlighted below', 'validation_failed', {
            fields: { password: message ?? 'Required' },
          }),
          400,
        );
      }
      const { url } = await readUpstream(response, magicLinkResponseSchema);
      if (!isHttpUrl(url)) return c.json(apiError(GENERIC_ERROR_MESSAGE, 'upstream_invalid'), 502);
      return c.json({ url });
    },
  );
