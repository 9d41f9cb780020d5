import { startActAsSession } from '../data/act-as-session-repository.ts';
import { masqueradeActionStatement, SESSION_STARTED } from '../data/masquerade-audit-repository.ts';
import {
  type ActAs,
  findLiveSignOnTokenClient,
  insertSignOnToken,
  type SignOnTokenKind,
  spendSignOnToken,
} from '../data/sign-on-token-repository.ts';
import type { Masquerade } from '../data/token-repository.ts';
import { MASQUERADE_LINK_TTL_MS, MASQUERADE_TOKEN_PREFIX, SSO_TOKEN_TTL_MS } from '../rules/masquerade.ts';
import { signsInThrough } from '../rules/portal-client.ts';
import { signOnLandingUrl } from '../rules/sso.ts';
import { hashToken, newToken } from '../rules/token-codec.ts';
import { startSessionFamily, type TokenResponse, tokenPairStatements } from './token-service.ts';

// A bearer-sized random token, with the masquerade prefix for masquerade links.
const SIGN_ON_TOKEN_SHAPE = new RegExp(`^(?:${MASQUERADE_TOKEN_PREFIX})?[A-Za-z0-9_-]{43}$`);

/** Whom a sign-on token signs in, where their portal is, and for which scheme year. */
export type SignOnTarget = { userId: number; portalUrl: string; schemeYear: number };

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
  return signOnLandingUrl(target.portalUrl, token, target.schemeYear);
}

/** The identity provider vouched for the person: a 5-minute one-time link into their portal. */
export function mintSsoLink(db: D1Database, target: SignOnTarget, nowMs: number): Promise<string> {
  return mint(db, 'sso', target, null, null, nowMs);
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

/**
 * Spends a sign-on token for a new session; null when the token is unknown, spent or expired (the
 * caller answers all three alike), 'not-this-portal' when a good token's person belongs to another
 * client than the portal's (the token is then not spent). A masquerade session's start is written
 * to the audit log and to masquerade_sessions, and the person acted as is e-mailed (decision 054),
 * with its tokens or not at all: ActAsSessionNotRecorded is thrown then, and the link stays spent.
 */
export async function signOnWithToken(
  db: D1Database,
  presented: string,
  portalClient: string | null,
  nowMs: number,
): Promise<SignOnSession | 'not-this-portal' | null> {
  if (!SIGN_ON_TOKEN_SHAPE.test(presented)) {
    return null;
  }
  const tokenHash = await hashToken(presented);
  const holder = await findLiveSignOnTokenClient(db, tokenHash, nowMs);
  if (!holder) {
    return null;
  }
  if (!signsInThrough(holder.clientSlug, portalClient)) {
    return 'not-this-portal';
  }
  const spent = await spendSignOnToken(db, tokenHash, nowMs);
  if (!spent) {
    return null;
  }
  if (!spent.masquerade) {
    const { tokens } = await startSessionFamily(db, spent.userId, null, nowMs);
    return { userId: spent.userId, tokens, masquerade: null, readOnly: false };
  }
  const { masquerade } = spent;
  // The session's tokens are stored in one batch with its record, its audit line and its e-mail:
  // a session that cannot be recorded gets no token (docs/decisions/062).
  const familyId = crypto.randomUUID();
  const pair = await tokenPairStatements(db, { userId: spent.userId, familyId, masquerade }, nowMs);
  const started = { familyId, targetUserId: spent.userId, masquerade };
  await startActAsSession(
    db,
    {
      ...started,
      actAs: { reason: spent.actAs?.reason ?? NO_REASON_RECORDED, readOnly: masquerade.readOnly },
      startedAtMs: nowMs,
    },
    [masqueradeActionStatement(db, { ...started, action: SESSION_STARTED, nowMs }), ...pair.statements],
  );
  return { userId: spent.userId, tokens: pair.tokens, masquerade, readOnly: masquerade.readOnly };
}
