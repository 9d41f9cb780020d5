import { Hono } from 'hono';
import { z } from 'zod';
import { MINT_TEXTS, mintEmployerLink, mintSupportLink } from '../auth/masquerade-links.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';
import { readJsonBody } from '../http/json-body.ts';
import { legacyError } from '../http/legacy-error.ts';
import { checkActAsReason, readOnlyChoice } from '../rules/act-as.ts';
import { isValidEmail } from '../rules/email.ts';

const schemeYearField = z.coerce.number().int().min(2000).max(2100);
// The reason and the read-only choice are checked by rules/act-as.ts, with their own messages.
const actAsFields = { reason: z.unknown().optional(), read_only: z.unknown().optional() };
const supportLinkSchema = z.object({
  email: z.string().trim().refine(isValidEmail),
  scheme_year: schemeYearField,
  ...actAsFields,
});
const employerLinkSchema = z.object({ password: z.unknown().optional(), ...actAsFields });
const idParam = z.coerce.number().int().positive();

/**
 * POST /masquerade/support on the v2 host: support staff mint a masquerade link (decisions/010),
 * saying why (`reason`, required, at most 500 characters) and whether the session may change
 * anything (`read_only`, true unless false is sent; decisions/053).
 */
export const supportMasqueradeRoutes = new Hono<AuthedEnv>().post(
  '/masquerade/support',
  requireBearer,
  async (c) => {
    const body = await readJsonBody(c, supportLinkSchema);
    if (!body) {
      return c.json(legacyError('An email and a scheme_year are required'), 422);
    }
    const reason = checkActAsReason(body.reason);
    if (!reason.ok) return c.json(legacyError(reason.error), 422);
    const outcome = await mintSupportLink(
      c.env.DB,
      c.var.session.userId,
      {
        email: body.email,
        schemeYear: body.scheme_year,
        actAs: { reason: reason.reason, readOnly: readOnlyChoice(body.read_only) },
      },
      Date.now(),
    );
    return outcome.ok
      ? c.json({ url: outcome.url }, 200)
      : c.json(legacyError(outcome.error), outcome.status);
  },
);

/**
 * POST /masquerade/employer/{schemeId}/{employeeId} on the v1 host: an employer administrator's
 * magic link to one of their employees, with their password (spec sections 6 and 7), a reason and
 * the read-only choice as support's (decisions/053).
 */
export const employerMasqueradeRoutes = new Hono<AuthedEnv>().post(
  '/masquerade/employer/:schemeId/:employeeId',
  requireBearer,
  async (c) => {
    const schemeId = idParam.safeParse(c.req.param('schemeId'));
    const employeeId = idParam.safeParse(c.req.param('employeeId'));
    if (!schemeId.success || !employeeId.success) {
      return c.json(legacyError(MINT_TEXTS.notTheirEmployee), 403);
    }
    const body = await readJsonBody(c, employerLinkSchema);
    const password = typeof body?.password === 'string' ? body.password : '';
    // A missing password is still the first thing said; a missing reason is refused before the
    // password is checked, so it does not count towards the lockout.
    if (password.trim() === '') return c.json(legacyError(MINT_TEXTS.passwordRequired), 422);
    const reason = checkActAsReason(body?.reason);
    if (!reason.ok) return c.json(legacyError(reason.error), 422);
    const outcome = await mintEmployerLink(
      c.env.DB,
      c.var.session.userId,
      {
        schemeId: schemeId.data,
        employeeId: employeeId.data,
        password,
        actAs: { reason: reason.reason, readOnly: readOnlyChoice(body?.read_only) },
      },
      Date.now(),
    );
    return outcome.ok
      ? c.json({ url: outcome.url }, 200)
      : c.json(legacyError(outcome.error), outcome.status);
  },
);
