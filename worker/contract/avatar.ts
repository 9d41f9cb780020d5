import type { SessionSummary } from './session';
import type { Theme } from './theme';

/** The default avatar (spec section 3, Icons), used when the person has none of their own. */
export const DEFAULT_AVATAR_URL = '/brands/default/avatar.svg';

/**
 * The avatar the signed-in header shows for a person: their own; else their client's avatar set
 * (the theme's avatarSet, spec sections 1 and 3; decision 049); else the default avatar.
 */
export function avatarUrlOf(session: SessionSummary, theme: Pick<Theme, 'avatarSetUrl'>): string {
  return session.avatarUrl ?? theme.avatarSetUrl ?? DEFAULT_AVATAR_URL;
}
