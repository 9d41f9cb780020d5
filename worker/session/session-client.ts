import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { callAsUser } from '../upstream/authorized-calls';
import { clientExceptionsOf, type UpstreamSetup, upstreamSetupSchema } from '../upstream/login-responses';
import { readUpstream } from '../upstream/upstream-json';
import type { SessionData } from './session-data';

export type SessionClient = NonNullable<SessionData['client']>;

/**
 * The most exceptions the session keeps: they travel in its cookie, whose size has a ceiling. The
 * reference API's clients have one; a real client a handful. The summary's flags are derived from
 * all of them (upstream/login-responses toSessionSummary).
 */
const MAX_KEPT_CLIENT_EXCEPTIONS = 32;

/** The person's client as /login/setup names it; null for someone of no client (support staff). */
export function sessionClientOf(setup: UpstreamSetup): SessionClient | null {
  const id = setup.client?.id;
  return id === undefined
    ? null
    : {
        id,
        insightsEnabled: setup.client?.insights_enabled ?? false,
        clientExceptions: clientExceptionsOf(setup).slice(0, MAX_KEPT_CLIENT_EXCEPTIONS),
      };
}

/**
 * The signed-in person's client for the dashboard's calls: from the session, or (a session made
 * before the session kept it) read once from /login/setup and kept.
 */
export async function sessionClient<E extends AppEnv>(c: Context<E>): Promise<SessionClient | null> {
  const session = c.var.session.require();
  if (session.client !== undefined) return session.client;
  const setup = await readUpstream(await callAsUser(c, 'v2', '/login/setup'), upstreamSetupSchema);
  const client = sessionClientOf(setup);
  c.var.session.update({ client });
  return client;
}
