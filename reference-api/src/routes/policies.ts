import { type Context, Hono } from 'hono';
import { findClientIdBySlug } from '../data/client-repository.ts';
import { findPolicy, findTermsRevision, POLICY_KINDS, type PolicyKind } from '../data/policy-repository.ts';
import { findProfile } from '../data/profile-repository.ts';
import type { AppEnv } from '../env.ts';
import { sessionOf, unauthenticated } from '../http/bearer-auth.ts';
import { legacyError } from '../http/legacy-error.ts';
import { presentsCredentials } from '../rules/bearer-token.ts';

type ClientChoice = { clientId: number } | { error: Response };

/**
 * The client whose document to serve: the signed-in user's, or for visitors (and support staff, who
 * belong to no client) the one named by ?client=<slug>, as the public content pages need.
 */
async function chooseClient(c: Context<AppEnv>): Promise<ClientChoice> {
  // A bad token is refused rather than treated as a visitor, so a stale session is noticed.
  if (presentsCredentials(c.req.header('authorization'), c.req.header('x-bearer-token'))) {
    const session = await sessionOf(c.env.DB, c.req);
    if (!session) {
      return { error: unauthenticated() };
    }
    const profile = await findProfile(c.env.DB, session.userId);
    if (profile?.client) {
      return { clientId: profile.client.id };
    }
  }
  const slug = c.req.query('client');
  if (!slug) {
    return { error: c.json(legacyError('A client is required'), 400) };
  }
  const clientId = await findClientIdBySlug(c.env.DB, slug);
  return clientId === null ? { error: c.json(legacyError('Client not found'), 404) } : { clientId };
}

function isPolicyKind(kind: string): kind is PolicyKind {
  return (POLICY_KINDS as readonly string[]).includes(kind);
}

/** GET /policies/terms-conditions, /privacy-policy and /our-cookie-policy (spec section 2.11). */
export const policyRoutes = new Hono<AppEnv>().get('/policies/:kind', async (c) => {
  const kind = c.req.param('kind');
  if (!isPolicyKind(kind)) {
    return c.json(legacyError('Not found'), 404);
  }
  const choice = await chooseClient(c);
  if ('error' in choice) {
    return choice.error;
  }
  const policy = await findPolicy(c.env.DB, choice.clientId, kind);
  if (!policy) {
    return c.json(legacyError('Not found'), 404);
  }
  if (kind !== 'terms-conditions') {
    return c.json(policy, 200);
  }
  // The terms say which revision they are, so the acceptance can name what was read (decision 049).
  return c.json({ ...policy, revision: await findTermsRevision(c.env.DB, choice.clientId) }, 200);
});
