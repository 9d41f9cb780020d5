import type { SessionSummary } from './session';

/** The default avatar (spec section 3, Icons), used when the person has none of their own. */
export const DEFAULT_AVATAR_URL = '/brands/default/avatar.svg';

/** The avatar the signed-in header shows for a person (the Worker writes it into prerendered HTML). */
export function avatarUrlOf(session: SessionSummary): string {
  return session.avatarUrl ?? DEFAULT_AVATAR_URL;
}
