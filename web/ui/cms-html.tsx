import { useRef } from 'react';
import { css, cx } from 'styled-system/css';
import { useVideoPlayers } from './video-players';

const proseClass = css({
  color: 'fg',
  lineHeight: '1.6',
  maxWidth: '75ch',
  '& p, & ul, & ol': { marginBottom: '4' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& li': { marginBottom: '1' },
  '& h2': { fontSize: 'xl', fontWeight: '700', marginTop: '6', marginBottom: '2' },
  '& h3, & h4': { fontSize: 'lg', fontWeight: '700', marginTop: '4', marginBottom: '2' },
  '& a': { color: 'brand.primary.ink', textDecoration: 'underline', textUnderlineOffset: '3px' },
  '& iframe': {
    display: 'block',
    width: '100%',
    maxWidth: '40rem',
    aspectRatio: '16 / 9',
    borderWidth: '0',
    borderRadius: 'l2',
    marginBottom: '4',
  },
});

/**
 * CMS HTML the Worker has already sanitised (worker/upstream/sanitise-html.ts: formatting elements
 * and safe links only), written in as it came, so the browser's render equals the HTML the Worker
 * served (decision 020). A video in it is a link, or its player while the person allows
 * video-player cookies (decision 082).
 */
export function CmsHtml({ html, className }: { html: string; className?: string }) {
  const container = useRef<HTMLDivElement>(null);
  useVideoPlayers(container, html);
  return (
    <div
      ref={container}
      className={cx(proseClass, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised once, by the Worker (upstream/sanitise-html).
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
