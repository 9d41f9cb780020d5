import { z } from 'zod';
import type { HomeBanner, HomeCard, HomeLink } from '#contract/home';

/**
 * The link of a card or banner, if it is one the portal may render: a path of this origin ("/…",
 * never "//…" or a backslash, which browsers read as another host) or an https address. Anything
 * else (javascript:, data:, http:) is dropped with its card, so CMS content can never run script.
 */
export function homeLinkOf(url: string, label: string): HomeLink | null {
  if (url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')) {
    return { href: url, label, external: false };
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' ? { href: parsed.href, label, external: true } : null;
  } catch {
    return null;
  }
}

const upstreamBannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link_url: z.string(),
  link_label: z.string(),
});

export const upstreamHomeCardsSchema = z
  .array(upstreamBannerSchema.extend({ icon: z.string() }))
  .transform((cards) =>
    cards.flatMap((card): HomeCard[] => {
      const link = homeLinkOf(card.link_url, card.link_label);
      return link ? [{ id: card.id, title: card.title, body: card.body, icon: card.icon, link }] : [];
    }),
  );

/** The CMS gives an array of banners; the home shows the first whose link is safe. */
export const upstreamHomeBannerSchema = z
  .array(upstreamBannerSchema)
  .transform((banners): HomeBanner | null => {
    for (const banner of banners) {
      const link = homeLinkOf(banner.link_url, banner.link_label);
      if (link) return { id: banner.id, title: banner.title, body: banner.body, link };
    }
    return null;
  });
