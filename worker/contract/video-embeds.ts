/**
 * Videos in upstream HTML (a benefit's description, a CMS page) and the video-player cookies of
 * 'Manage cookies' (spec 2.18, docs/decisions/082). The Worker turns an embedded player it knows into
 * a link to the video's own page, marked with the player's address; the SPA puts the player in its
 * place only while the person has turned video-player cookies on. Without them no request reaches
 * the video service until the person follows the link. Zod-free: the SPA's content pages read it.
 */

/** The attribute of a video's link that holds its player's address. */
export const VIDEO_PLAYER_ATTRIBUTE = 'data-video-player';

/** The services whose players may be embedded (the page's CSP frame-src lists these alone). */
const VIDEO_SERVICES = [
  {
    hosts: ['www.youtube-nocookie.com', 'www.youtube.com', 'youtube.com'],
    path: /^\/embed\/([\w-]{11})$/,
    player: (id: string) => `https://www.youtube-nocookie.com/embed/${id}`,
    page: (id: string) => `https://www.youtube.com/watch?v=${id}`,
  },
  {
    hosts: ['player.vimeo.com'],
    path: /^\/video\/(\d{1,12})$/,
    player: (id: string) => `https://player.vimeo.com/video/${id}`,
    page: (id: string) => `https://vimeo.com/${id}`,
  },
] as const;

/** The origins a video player is framed from. */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = VIDEO_SERVICES.map(
  (service) => new URL(service.player('0')).origin,
);

export interface Video {
  /** The player to frame (https, on one of VIDEO_PLAYER_ORIGINS). */
  player: string;
  /** The video's page on its service, for the link shown instead. */
  page: string;
}

/** The video an embedded player's address shows, or null for any other address. */
export function videoOf(src: string): Video | null {
  let url: URL;
  try {
    url = new URL(src.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return null;
  for (const service of VIDEO_SERVICES) {
    if (!(service.hosts as readonly string[]).includes(url.hostname)) continue;
    const id = service.path.exec(url.pathname)?.[1];
    if (id) return { player: service.player(id), page: service.page(id) };
  }
  return null;
}

export const VIDEO_TEXTS = {
  /** The link shown in a video's place: its title where the page gives one. */
  link: (title: string) => (title ? `Watch the video: ${title}` : 'Watch the video'),
  /** The player's accessible name where the page gives no title. */
  untitled: 'Video',
} as const;
