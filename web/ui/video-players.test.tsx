import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshStore, renderWithCookieStore } from '#support/web/cookie-store.tsx';
import { CmsHtml } from './cms-html';

// The Worker's sanitiser writes a video as this link (worker/upstream/sanitise-html.ts, decision 082).
const PLAYER = 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ';
const HTML =
  '<p>Before</p><a href="https://www.youtube.com/watch?v=aqz-KE-bpKQ" data-video-player="' +
  `${PLAYER}">Watch the video: How it works</a><p>After</p>`;

describe('a video in CMS HTML', () => {
  beforeEach(() => localStorage.clear());

  it('stays a link while video-player cookies are off, and frames nothing', () => {
    const { container } = renderWithCookieStore(<CmsHtml html={HTML} />, freshStore());
    expect(screen.getByRole('link', { name: 'Watch the video: How it works' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    );
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('becomes its player, titled and sandboxed, when they are turned on, and a link again when off', () => {
    const store = freshStore();
    const { container } = renderWithCookieStore(<CmsHtml html={HTML} />, store);

    act(() => store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true }));
    const player = container.querySelector('iframe');
    expect(player?.getAttribute('src')).toBe(PLAYER);
    expect(player?.title).toBe('Watch the video: How it works');
    expect(player?.getAttribute('sandbox')).toContain('allow-scripts');
    expect(screen.queryByRole('link', { name: /Watch the video/ })).toBeNull();
    expect(screen.getByText('After')).toBeInTheDocument();

    act(() => store.update({ nonNecessaryCookiesEnabled: false }));
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: 'Watch the video: How it works' })).toBeInTheDocument();
  });

  it('frames no player whose address is not a known service’s own', () => {
    const store = freshStore();
    const forged = HTML.replace(PLAYER, 'https://evil.test/embed/aqz-KE-bpKQ');
    const { container } = renderWithCookieStore(<CmsHtml html={forged} />, store);
    act(() => store.update({ cookiesAccepted: true, nonNecessaryCookiesEnabled: true }));
    expect(container.querySelector('iframe')).toBeNull();
  });
});
