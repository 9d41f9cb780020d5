import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import { actAsChoiceSchema } from '#contract/act-as';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { isHttpUrl } from '../http/safe-redirect';
import { validate } from '../http/validation';
import { toOutbox, upstreamOutboxSchema } from '../upstream/recovery-responses';
import { readUpstream } from '../upstream/upstream-json';

const upstreamMasqueradeAuditSchema = z
  .array(
    z.object({
      actor_email: z.string().nullable(),
      actor_name: z.string().nullable(),
      action: z.string(),
      scheme_year: z.number().int(),
      created_at: z.number(),
    }),
  )
  .transform((rows) =>
    rows.map((row) => ({
      actorEmail: row.actor_email,
      actorName: row.actor_name,
      action: row.action,
      schemeYear: row.scheme_year,
      createdAt: new Date(row.created_at).toISOString(),
    })),
  );

/** The reference API's stand-in identity provider (decision 010, Single sign-on). */
const REFERENCE_SIGN_ON_PATH = '/sso/reference-sign-on';
const FORM_BODY_MAX_BYTES = 4096;

/**
 * The reference sign-on page's answer as the browser should see it: its HTML, status and
 * Location, under the portal's own security headers (added by the app for every response).
 */
async function relayPage(upstream: Response): Promise<Response> {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const name of ['content-type', 'location']) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  const body = upstream.status === 204 || upstream.status === 304 ? null : await upstream.arrayBuffer();
  return new Response(body, { status: upstream.status, headers });
}

function pageRequest(c: Context<AppEnv>, path: `/${string}`, init: RequestInit = {}) {
  return c.var.upstream.send('v2', path, {
    ...init,
    redirect: 'manual',
    headers: { accept: 'text/html', ...Object.fromEntries(new Headers(init.headers)) },
  });
}

function signOnPath(c: Context<AppEnv>): `/${string}` {
  const email = c.req.query('email');
  return email === undefined
    ? REFERENCE_SIGN_ON_PATH
    : `${REFERENCE_SIGN_ON_PATH}?email=${encodeURIComponent(email)}`;
}

/**
 * Development-only helpers (docs/demo-data.md): 404 unless ENVIRONMENT is development. They forward to
 * fixed reference API paths; nothing from the request chooses the upstream path.
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (c.env.ENVIRONMENT !== 'development') return c.json(apiError('Not found', 'not_found'), 404);
    await next();
  })
  .post('/revoke-sessions', validate('json', z.object({ email: z.string().email() })), async (c) => {
    const response = await c.var.upstream.send('v2', '/__dev/revoke-sessions', {
      method: 'POST',
      body: JSON.stringify(c.req.valid('json')),
    });
    return c.body(null, response.status === 204 ? 204 : 502);
  })
  /** The newest e-mails the reference API "sent" to an address: reset links, activation, welcome. */
  .get('/outbox', validate('query', z.object({ to: z.string().email() })), async (c) => {
    const { to } = c.req.valid('query');
    const response = await c.var.upstream.send('v2', `/__dev/outbox?to=${encodeURIComponent(to)}`);
    return c.json(toOutbox(await readUpstream(response, upstreamOutboxSchema)));
  })
  /** How many e-mails with one subject each address has received (development only). */
  .get('/outbox-counts', validate('query', z.object({ subject: z.string().min(1).max(200) })), async (c) => {
    const { subject } = c.req.valid('query');
    const response = await c.var.upstream.send(
      'v2',
      `/__dev/outbox-counts?subject=${encodeURIComponent(subject)}`,
    );
    return c.json(await readUpstream(response, z.record(z.string(), z.number().int())));
  })
  /** Who acted as a person through a masquerade or magic link, newest first (development only). */
  .get('/masquerade-audit', validate('query', z.object({ target: z.string().email() })), async (c) => {
    const { target } = c.req.valid('query');
    const response = await c.var.upstream.send(
      'v2',
      `/__dev/masquerade-audit?target=${encodeURIComponent(target)}`,
    );
    return c.json(await readUpstream(response, upstreamMasqueradeAuditSchema));
  })
  /**
   * A one-time masquerade link minted as Sam Ito (support staff): `{ url }` of /sso-login/msq…/year.
   * With `reason` (the reference API states a development one when there is none) and `readOnly`
   * (true unless false), as support's tool sends them (docs/decisions/053).
   */
  .post(
    '/masquerade-link',
    validate(
      'json',
      z.object({
        email: z.string().email(),
        schemeYear: z.coerce.number().int().min(2000).max(2100),
        reason: z.optional(actAsChoiceSchema.shape.reason),
        readOnly: actAsChoiceSchema.shape.readOnly,
      }),
    ),
    async (c) => {
      const { email, schemeYear, reason, readOnly } = c.req.valid('json');
      const response = await c.var.upstream.send('v2', '/__dev/masquerade-link', {
        method: 'POST',
        body: JSON.stringify({ email, scheme_year: schemeYear, reason, read_only: readOnly }),
      });
      const { url } = await readUpstream(response, z.object({ url: z.string().refine(isHttpUrl) }));
      return c.json({ url });
    },
  )
  /**
   * A partner's one-time sign-on link for a client's person (docs/decisions/076): `{ url }` of their
   * portal's /wrkit-redirect-sso/{token}/{year}, good once for 5 minutes.
   */
  .post('/partner-sso-link', validate('json', z.object({ email: z.string().email() })), async (c) => {
    const { email } = c.req.valid('json');
    const response = await c.var.upstream.send('v2', '/__dev/partner-sso-link', {
      method: 'POST',
      body: JSON.stringify({ email }),
    });
    const { url } = await readUpstream(response, z.object({ url: z.string().refine(isHttpUrl) }));
    return c.json({ url });
  })
  /** The reference identity provider's sign-on page (where the login-URL check sends SSO users). */
  .get('/reference-sign-on', async (c) => relayPage(await pageRequest(c, signOnPath(c))))
  /** Its "Continue" button: mints an SSO token and redirects (303) to /sso-login/{token}/{year}. */
  .post('/reference-sign-on', async (c) => {
    const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/x-www-form-urlencoded') {
      return c.json(apiError('A form is expected', 'unsupported_media_type'), 415);
    }
    const form = await c.req.arrayBuffer();
    if (form.byteLength > FORM_BODY_MAX_BYTES) {
      return c.json(apiError('The form is too large', 'too_large'), 413);
    }
    return relayPage(
      await pageRequest(c, signOnPath(c), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      }),
    );
  })
  /** SSO users' logout address: the identity provider's signed-out view. */
  .get('/reference-sign-on/signed-out', async (c) =>
    relayPage(await pageRequest(c, `${REFERENCE_SIGN_ON_PATH}/signed-out`)),
  );
