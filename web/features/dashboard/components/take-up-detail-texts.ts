import { msg } from '@lingui/core/macro';

/**
 * One benefit's take-up page's heading, its panel's title and its route's title (web/app/router.tsx),
 * in the page's language.
 */
export const takeUpDetailHeading = (benefit: string) => msg`${benefit} take-up`;
