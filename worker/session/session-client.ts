import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { callAsUser } from '../upstream/authorized-calls';
import { type UpstreamSetup, upstreamSetupSchema } from '../upstream/login-responses';
import { readUpstream } from '../upstream/upstream-json';
import type { SessionData } from './session-data';

export type SessionClient = NonNullable<SessionData['client']>;

/** The person's client as /login/setup names it; null for someone of no client (support staff). */
export function sessionClientOf(setup: UpstreamSetup): SessionClient | null {
  const id = setup.client?.id;
  return id === undefined ? null : { id, insightsEnabled: setup.client?.insights_enabled ?? false };
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
