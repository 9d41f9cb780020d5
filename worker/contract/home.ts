import { z } from 'zod';

/**
 * Where a card or banner leads: a path inside the portal (followed by the SPA's router) or an https
 * address (opened as a plain link). The Worker drops any other address the CMS gives.
 */
export const homeLinkSchema = z.object({
  href: z.string(),
  label: z.string(),
  external: z.boolean(),
});

export const homeCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** A benefit icon name (spec section 3, Icons); an unknown one shows the fallback. */
  icon: z.string(),
  link: homeLinkSchema,
});

export const homeBannerSchema = homeCardSchema.omit({ icon: true });

/** GET /api/home: the home page's banner (the first the CMS gives, if any) and its cards. */
export const homeContentSchema = z.object({
  banner: homeBannerSchema.nullable(),
  cards: z.array(homeCardSchema),
});

export type HomeLink = z.infer<typeof homeLinkSchema>;
export type HomeCard = z.infer<typeof homeCardSchema>;
export type HomeBanner = z.infer<typeof homeBannerSchema>;
export type HomeContent = z.infer<typeof homeContentSchema>;
