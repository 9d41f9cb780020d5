import type { Context } from 'hono';
import type { SessionSummary } from '#contract/session';
import type { AppEnv } from '../http/app-env';
import { settleLanguageAtSignIn } from '../i18n/language-choice';
import { masqueradeHeaders, tokenFields } from '../upstream/authorized-calls';
import {
  signOutUrlOf,
  toSessionSummary,
  type UpstreamTokens,
  upstreamSetupSchema,
} from '../upstream/login-responses';
import { readUpstream } from '../upstream/upstream-json';
import { clearPendingLogin } from './pending-login';
import { sessionClientOf } from './session-client';
import { newSessionId, type SessionMasquerade } from './session-data';
import { sessionEndsAt } from './session-policy';
import { revokeSession } from './session-store';

/**
 * Signs someone in with tokens the upstream has just issued (password login, activation, a
 * two-factor code, single sign-on): reads their summary from GET /login/setup, revokes whatever
 * session the browser had and starts a new one under a fresh id, so nothing from before the
 * sign-in survives it. Any pending login is over. A masquerade session (from the upstream's
 * sign-on answer, never from the request) sends its headers from the first call on.
 */
export async function startSession(
  c: Context<AppEnv>,
  tokens: UpstreamTokens,
  failureMessage: string,
  options: { masquerade?: SessionMasquerade | null } = {},
): Promise<SessionSummary> {
  const masquerade = options.masquerade ?? null;
  const setupResponse = await c.var.upstream.send('v2', '/login/setup', {
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      'x-bearer-token': tokens.access_token,
      ...masqueradeHeaders(masquerade),
    },
  });
  const setup = await readUpstream(setupResponse, upstreamSetupSchema, failureMessage);
  const now = c.var.deps.now();
  const previous = c.var.session.data;
  if (previous) await revokeSession(c.env, previous, now);
  const signOutUrl = signOutUrlOf(setup, String(c.env.ENVIRONMENT));
  const summary = toSessionSummary(
    setup,
    masquerade,
    signOutUrl,
    sessionEndsAt({ createdAt: now, masquerade }),
  );
  c.var.session.replace({
    sid: newSessionId(),
    tenant: c.var.tenant,
    userId: setup.user.id,
    schemeId: setup.client?.scheme?.id ?? null,
    client: sessionClientOf(setup),
    ...tokenFields(tokens, now),
    createdAt: now,
    lastSeenAt: now,
    ssoLogoutUrl: signOutUrl,
    masquerade,
    summary,
  });
  clearPendingLogin(c);
  await settleLanguageAtSignIn(c, setup.user.language, { actingAs: masquerade !== null });
  return summary;
}
