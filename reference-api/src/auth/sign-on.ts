import { type SpendingBrowser, startActAsSession } from '../data/act-as-session-repository.ts';
import { masqueradeActionStatement, SESSION_STARTED } from '../data/masquerade-audit-repository.ts';
import {
  type ActAs,
  findLiveSignOnTokenClient,
  insertSignOnToken,
  type SignOnEntry,
  type SignOnTokenKind,
  spendSignOnToken,
} from '../data/sign-on-token-repository.ts';
import type { Masquerade } from '../data/token-repository.ts';
import { actAsExpiry } from '../rules/act-as-lifetime.ts';
import { MASQUERADE_LINK_TTL_MS, MASQUERADE_TOKEN_PREFIX, SSO_TOKEN_TTL_MS } from '../rules/masquerade.ts';
import { signsInThrough } from '../rules/portal-client.ts';
import { partnerLandingUrl, signOnLandingUrl } from '../rules/sso.ts';
import { hashToken, newToken } from '../rules/token-codec.ts';
import {
  type AccessSession,
  startSessionFamily,
  type TokenResponse,
  tokenPairStatements,
} from './token-service.ts';

// A bearer-sized random token, with the masquerade prefix for masquerade links.
const SIGN_ON_TOKEN_SHAPE = new RegExp(`^(?:${MASQUERADE_TOKEN_PREFIX})?[A-Za-z0-9_-]{43}$`);

/** Whom a sign-on token signs in, where their portal is, and for which scheme year. */
export type SignOnTarget = { userId: number; portalUrl: string; schemeYear: number };

/**
 * A person's own sign-on link's target: them, on their portal, for their client's current scheme
 * year (this year's when the client has none).
 */
export function ownSignOnTarget(
  account: { id: number; portalUrl: string; currentSchemeYear: number | null },
  nowMs: number,
): SignOnTarget {
  const schemeYear = account.currentSchemeYear ?? new Date(nowMs).getUTCFullYear();
  return { userId: account.id, portalUrl: account.portalUrl, schemeYear };
}

async function mint(
  db: D1Database,
  kind: SignOnTokenKind,
  target: SignOnTarget,
  actor: { userId: number; type: Masquerade['actorType'] } | null,
  actAs: ActAs | null,
  nowMs: number,
): Promise<string> {
  const token = kind === 'msq' ? `${MASQUERADE_TOKEN_PREFIX}${newToken()}` : newToken();
  await insertSignOnToken(db, {
    tokenHash: await hashToken(token),
    kind,
    userId: target.userId,
    schemeYear: target.schemeYear,
    actor,
    actAs,
    createdAt: nowMs,
    expiresAt: nowMs + (kind === 'msq' ? MASQUERADE_LINK_TTL_MS : SSO_TOKEN_TTL_MS),
  });
  const landing = kind === 'partner' ? partnerLandingUrl : signOnLandingUrl;
  return landing(target.portalUrl, token, target.schemeYear);
}

/** The identity provider vouched for the person: a 5-minute one-time link into their portal. */
export function mintSsoLink(db: D1Database, target: SignOnTarget, nowMs: number): Promise<string> {
  return mint(db, 'sso', target, null, null, nowMs);
}

/**
 * A partner vouched for the person (docs/decisions/076): a 5-minute one-time link into their portal's
 * redirect route, spent through /wrkit-sso only.
 */
export function mintPartnerLink(db: D1Database, target: SignOnTarget, nowMs: number): Promise<string> {
  return mint(db, 'partner', target, null, null, nowMs);
}

/**
 * A 15-minute one-time masquerade link: opening it signs the portal in as the target, with every
 * request marked and every change audited in the actor's name. The link carries why it was minted
 * and whether its session may change anything (docs/decisions/053).
 */
export function mintMasqueradeLink(
  db: D1Database,
  target: SignOnTarget,
  actor: { userId: number; type: Masquerade['actorType'] },
  actAs: ActAs,
  nowMs: number,
): Promise<string> {
  return mint(db, 'msq', target, actor, actAs, nowMs);
}

export type SignOnSession = {
  userId: number;
  tokens: TokenResponse;
  masquerade: Masquerade | null;
  /** A masquerade session's kind: read-only unless its link allowed changes. */
  readOnly: boolean;
};

// masquerade_sessions.reason is required; only a link minted before reasons existed lacks one.
const NO_REASON_RECORDED = 'No reason was recorded';

/** The browser spending a link: its user agent, and the portal session it holds, if any. */
export type Spender = { userAgent: string | null; session: AccessSession | null };

/**
 * Spends a sign-on token for a new session; null when the token is unknown, spent, revoked or
 * expired (the caller answers all alike); 'not-this-portal' when a good token's person belongs to
 * another client than the portal's (docs/decisions/064); 'bound' when it is an administrator's link
 * and the spending browser is not signed in as that administrator (docs/decisions/063). Either
 * refusal leaves the token unspent. A masquerade session's start is written to the audit log and
 * to masquerade_sessions with the spending browser, and the person acted as is e-mailed
 * (docs/decisions/054), with its tokens or not at all: ActAsSessionNotRecorded is thrown then, and
 * the link stays spent (docs/decisions/062).
 */
export async function signOnWithToken(
  db: D1Database,
  presented: string,
  portalClient: string | null,
  nowMs: number,
  spender: Spender,
  /** Which call spends it: /login/sso (the default) or a partner's /wrkit-sso. */
  entry: SignOnEntry = 'sign-on',
): Promise<SignOnSession | 'not-this-portal' | 'bound' | null> {
  if (!SIGN_ON_TOKEN_SHAPE.test(presented)) {
    return null;
  }
  const tokenHash = await hashToken(presented);
  const holder = await findLiveSignOnTokenClient(db, tokenHash, nowMs, entry);
  if (!holder) {
    return null;
  }
  if (!signsInThrough(holder.clientSlug, portalClient)) {
    return 'not-this-portal';
  }
  const { session } = spender;
  // Only the person's own session proves who they are; an act-as session proves nothing of the kind.
  const ownSessionOf = session && !session.masquerade ? session.userId : null;
  const spent = await spendSignOnToken(db, tokenHash, nowMs, ownSessionOf, entry);
  if (spent === null || spent === 'bound') {
    return spent;
  }
  if (!spent.masquerade) {
    const { tokens } = await startSessionFamily(db, spent.userId, null, nowMs);
    return { userId: spent.userId, tokens, masquerade: null, readOnly: false };
  }
  const { masquerade } = spent;
  // The session's tokens are stored in one batch with its record, its audit line and its e-mail:
  // a session that cannot be recorded gets no token (docs/decisions/062). An act-as family dies
  // 60 minutes after it began: no pair of it, refreshed or not, outlives that (docs/decisions/063).
  const familyId = crypto.randomUUID();
  const notAfter = actAsExpiry(nowMs, Number.POSITIVE_INFINITY);
  const pair = await tokenPairStatements(db, { userId: spent.userId, familyId, masquerade, notAfter }, nowMs);
  const started = { familyId, targetUserId: spent.userId, masquerade };
  await startActAsSession(
    db,
    {
      ...started,
      actAs: { reason: spent.actAs?.reason ?? NO_REASON_RECORDED, readOnly: masquerade.readOnly },
      startedAtMs: nowMs,
      spentBy: spendingBrowser(spender),
    },
    [masqueradeActionStatement(db, { ...started, action: SESSION_STARTED, nowMs }), ...pair.statements],
  );
  return { userId: spent.userId, tokens: pair.tokens, masquerade, readOnly: masquerade.readOnly };
}

/** Who was at the spending browser: the person signed in there, or whoever was acting in it. */
function spendingBrowser(spender: Spender): SpendingBrowser {
  const { session } = spender;
  return {
    userAgent: spender.userAgent,
    signedInUserId: session ? (session.masquerade?.actorUserId ?? session.userId) : null,
  };
}
