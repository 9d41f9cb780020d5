import { msg } from '@lingui/core/macro';

/**
 * The new-terms screen's heading and title (spec 2.5), apart from the screen: the session guard
 * names it without loading it. A message, read in the page's language where it is shown.
 */
export const NEW_TERMS_HEADING = msg`Nearly there`;
