import { Hono } from 'hono';
import { z } from 'zod';
import { mintSupportLink } from '../auth/masquerade-links.ts';
import { mintPartnerLink, ownSignOnTarget } from '../auth/sign-on.ts';
import { listMailTo } from '../data/outbox-repository.ts';
import { findSignOnAccountByEmail } from '../data/sign-on-account-repository.ts';
import type { AppEnv } from '../env.ts';
import { developmentOnly } from '../http/dev-only.ts';
import { checkActAsReason, readOnlyChoice } from '../rules/act-as.ts';

const revokeBodySchema = z.object({ email: z.string().min(3) });
const outboxQuerySchema = z.object({ to: z.string().trim().min(3).max(254) });
const outboxCountsQuerySchema = z.object({ subject: z.string().trim().min(1).max(200) });
const schemeYearField = z.coerce.number().int().min(2000).max(2100);
// DEMO-DATA names the year schemeYear; scheme_year (as POST /masquerade/support has it) is taken too.
const masqueradeLinkSchema = z
  .object({
    email: z.string().trim().min(3).max(254),
    schemeYear: schemeYearField.optional(),
    scheme_year: schemeYearField.optional(),
    actorEmail: z.string().trim().min(3).max(254).optional(),
    // Checked by rules/act-as.ts as POST /masquerade/support checks them (decisions/053).
    reason: z.unknown().optional(),
    readOnly: z.boolean().optional(),
    read_only: z.boolean().optional(),
  })
  .transform(({ schemeYear, scheme_year, readOnly, read_only, ...rest }) => ({
    ...rest,
    schemeYear: schemeYear ?? scheme_year,
    readOnly: readOnly ?? read_only,
  }));

// A script or test that gives no reason still states one (docs/demo-data.md): the helper is the
// development stand-in for support's tool, whose links always carry a reason.
const DEFAULT_MASQUERADE_REASON = 'Development helper link';

// DEMO-DATA: Sam Ito, the demo's support staff, mints masquerade links.
const DEFAULT_MASQUERADE_ACTOR = 'sam.support@c8.test';

const partnerLinkSchema = z.object({ email: z.string().trim().min(3).max(254) });

// The newest e-mails are what a demo or test looks for; older ones only clutter the answer.
const OUTBOX_LIMIT = 20;

/**
 * Development and test helpers, answered only when ENVIRONMENT is development or test (the
 * portal exposes them at /__dev/*, also development only).
 */
export const devRoutes = new Hono<AppEnv>()
  .use(developmentOnly)
  /** Revokes every token of an account, as an upstream would when it ends a user's sessions. */
  .post('/__dev/revoke-sessions', async (c) => {
    const parsed = revokeBodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'An email is required' }, 400);
    await c.env.DB.prepare(
      'UPDATE tokens SET revoked_at = ?1 WHERE revoked_at IS NULL AND user_id IN (SELECT id FROM users WHERE lower(email) = lower(?2))',
    )
      .bind(Date.now(), parsed.data.email)
      .run();
    return c.body(null, 204);
  })
  /** The newest e-mails "sent" to an address, newest first (DEMO-DATA, Development-only helpers). */
  .get('/__dev/outbox', async (c) => {
    const parsed = outboxQuerySchema.safeParse({ to: c.req.query('to') });
    if (!parsed.success) return c.json({ error: 'A to address is required' }, 400);
    return c.json(await listMailTo(c.env.DB, parsed.data.to, OUTBOX_LIMIT), 200);
  })
  /**
   * How many e-mails with one subject each address has received: a bulk send to hundreds of people
   * is checked in one call, not one call per person.
   */
  .get('/__dev/outbox-counts', async (c) => {
    const parsed = outboxCountsQuerySchema.safeParse({ subject: c.req.query('subject') });
    if (!parsed.success) return c.json({ error: 'A subject is required' }, 400);
    const { results } = await c.env.DB.prepare(
      'SELECT to_email, COUNT(*) AS count FROM outbox WHERE subject = ?1 GROUP BY to_email',
    )
      .bind(parsed.data.subject)
      .all<{ to_email: string; count: number }>();
    return c.json(Object.fromEntries(results.map((row) => [row.to_email, row.count])), 200);
  })
  /**
   * The newest lines of the masquerade audit about one person (who acted, how, when): development
   * tools and tests check that an administrator's magic-link session names them.
   */
  .get('/__dev/masquerade-audit', async (c) => {
    const parsed = outboxQuerySchema.safeParse({ to: c.req.query('target') });
    if (!parsed.success) return c.json({ error: 'A target address is required' }, 400);
    const { results } = await c.env.DB.prepare(
      `SELECT actor.email AS actor_email, actor.first_name || ' ' || actor.surname AS actor_name,
              m.action, m.scheme_year, m.created_at
       FROM masquerade_audit m
       JOIN users target ON target.id = m.target_user_id
       LEFT JOIN users actor ON actor.id = m.actor_user_id
       WHERE target.email = ?1 ORDER BY m.created_at DESC, m.id DESC LIMIT ?2`,
    )
      .bind(parsed.data.to, OUTBOX_LIMIT)
      .all();
    return c.json(results, 200);
  })
  /**
   * A one-time masquerade link (DEMO-DATA, Development-only helpers), minted as support staff would
   * through POST /masquerade/support: Sam unless actorEmail names another support person; `reason`
   * (a development default when absent) and `readOnly` (true unless false) as that route has them.
   */
  .post('/__dev/masquerade-link', async (c) => {
    const parsed = masqueradeLinkSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'An email and a schemeYear are required' }, 400);
    const { email, schemeYear, actorEmail = DEFAULT_MASQUERADE_ACTOR } = parsed.data;
    if (schemeYear === undefined) return c.json({ error: 'An email and a schemeYear are required' }, 400);
    const reason = checkActAsReason(parsed.data.reason ?? DEFAULT_MASQUERADE_REASON);
    if (!reason.ok) return c.json({ error: reason.error }, 422);
    const actor = await findSignOnAccountByEmail(c.env.DB, actorEmail);
    if (!actor) return c.json({ error: 'There is no support account with that actorEmail' }, 404);
    const actAs = { reason: reason.reason, readOnly: readOnlyChoice(parsed.data.readOnly) };
    const outcome = await mintSupportLink(c.env.DB, actor.id, { email, schemeYear, actAs }, Date.now());
    return outcome.ok ? c.json({ url: outcome.url }, 200) : c.json({ error: outcome.error }, outcome.status);
  })
  /**
   * A partner's one-time token for a client's person (docs/decisions/076), as a partner vouching for
   * them would send it: `{ url }` of their portal's /wrkit-redirect-sso/{token}/{year}, spent through
   * /wrkit-sso within 5 minutes. Support staff, who belong to no client, have no partner.
   */
  .post('/__dev/partner-sso-link', async (c) => {
    const parsed = partnerLinkSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: 'An email is required' }, 400);
    const account = await findSignOnAccountByEmail(c.env.DB, parsed.data.email);
    if (!account || account.clientId === null) {
      return c.json({ error: 'There is no client account with that email' }, 404);
    }
    const nowMs = Date.now();
    const url = await mintPartnerLink(c.env.DB, ownSignOnTarget(account, nowMs), nowMs);
    return c.json({ url }, 200);
  });
