import { OWN_ACT_AS_LINK_STORAGE_KEY } from '#contract/act-as-link-rules';

// The act-as link this browser tab has just asked for (docs/decisions/063). The sign-on page asks
// anyone signed in before a link replaces their session, except the administrator who asked for the
// link a moment ago in this tab: the Worker refuses that link in any other browser anyway. Only the
// token's tail is kept, which cannot be spent; the mark is forgotten once the link is spent.

const MARK_LENGTH = 16;

const markOf = (token: string) => token.slice(-MARK_LENGTH);

function tokenOf(url: string): string | null {
  try {
    const match = /\/sso-login\/([^/]+)\/\d{4}$/.exec(new URL(url, window.location.href).pathname);
    return match?.[1] ? decodeURIComponent(match[1]) : null;
  } catch {
    return null;
  }
}

/** Marks the link as this tab's own, before the tab opens it. */
export function markOwnActAsLink(url: string): void {
  const token = tokenOf(url);
  if (!token) return;
  try {
    window.sessionStorage.setItem(OWN_ACT_AS_LINK_STORAGE_KEY, markOf(token));
  } catch {
    // Storage refused: the sign-on page asks first, as for any other link.
  }
}

/** Whether this tab asked for the link with this token. Reading it changes nothing (StrictMode reads twice). */
export function isOwnActAsLink(token: string): boolean {
  try {
    return window.sessionStorage.getItem(OWN_ACT_AS_LINK_STORAGE_KEY) === markOf(token);
  } catch {
    return false;
  }
}

/** The link is being spent: its mark has served. */
export function forgetOwnActAsLink(): void {
  try {
    window.sessionStorage.removeItem(OWN_ACT_AS_LINK_STORAGE_KEY);
  } catch {
    // Storage refused: there was no mark either.
  }
}
