/** The default avatar (spec section 3, Icons), used when the person has none of their own. */
export const DEFAULT_AVATAR_URL = '/brands/default/avatar.svg';
