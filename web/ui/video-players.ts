import { type RefObject, useEffect } from 'react';
import { VIDEO_PLAYER_ATTRIBUTE, VIDEO_TEXTS, videoOf } from '#contract/video-embeds';
import { useCookieSlice } from '#web/lib/persisted-cookie-slice.ts';

/**
 * While the person allows video-player cookies ('Manage cookies', spec 2.18), frames each video's
 * player where the Worker left its link (decision 082); when they turn them off, the links come
 * back and the players go, with whatever the service had loaded. The server's HTML always holds
 * the links, so nothing of the video service loads before the choice is read.
 */
export function useVideoPlayers(container: RefObject<HTMLElement | null>, html: string): void {
  const { nonNecessaryCookiesEnabled } = useCookieSlice();
  useEffect(() => {
    const root = container.current;
    if (!root || !nonNecessaryCookiesEnabled || !html) return;
    const shown: [link: HTMLAnchorElement, player: HTMLIFrameElement][] = [];
    for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${VIDEO_PLAYER_ATTRIBUTE}]`)) {
      // Only a known service's own player address is framed (the page's CSP allows no other).
      const video = videoOf(link.getAttribute(VIDEO_PLAYER_ATTRIBUTE) ?? '');
      if (!video) continue;
      const player = document.createElement('iframe');
      player.src = video.player;
      player.title = link.textContent?.trim() || VIDEO_TEXTS.untitled;
      player.loading = 'lazy';
      player.allow = 'fullscreen; picture-in-picture; encrypted-media';
      player.referrerPolicy = 'strict-origin-when-cross-origin';
      player.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
      link.replaceWith(player);
      shown.push([link, player]);
    }
    return () => {
      for (const [link, player] of shown) player.replaceWith(link);
    };
  }, [container, html, nonNecessaryCookiesEnabled]);
}
