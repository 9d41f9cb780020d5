/** The new-terms screen's heading and title (spec 2.5), apart from the screen: the session guard names it without loading it. */
export const NEW_TERMS_TITLE = 'Nearly there';
