import { z } from 'zod';
import { CONTENT_PAGE_NAMES, type ContentPage, type ContentPageName } from './content-pages';

/** GET /api/content/pages/:page and the bootstrap of a content page: the policy, sanitised. */
export const contentPageSchema = z.object({
  page: z.enum(CONTENT_PAGE_NAMES as [ContentPageName, ...ContentPageName[]]),
  html: z.string().nullable(),
}) satisfies z.ZodType<ContentPage>;

export { CONTENT_PAGE_NAMES, CONTENT_PAGES, type ContentPage, type ContentPageName } from './content-pages';
