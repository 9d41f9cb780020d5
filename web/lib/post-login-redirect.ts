import { PATHS } from '#contract/page-paths';
import { portal, read } from './portal-client';

/**
 * Where to go after signing in (spec section 2.1), shared by the login page and the two-factor
 * code page. Only a path on this origin is followed; anything else, or a failed request, lands on
 * the home page.
 */
export async function fetchPostLoginRedirect(origin: string = window.location.origin): Promise<string> {
  try {
    const { redirect } = await read(portal.api.auth.redirect.$get());
    return toSameOriginPath(redirect, origin) ?? PATHS.home;
  } catch {
    return PATHS.home;
  }
}

/** The path (with query and hash) of `target` if it resolves to `origin`, else null. */
export function toSameOriginPath(target: string, origin: string): string | null {
  if (!target.trim()) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
