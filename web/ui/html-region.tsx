import { useId } from 'react';
import { css } from 'styled-system/css';
import type { SafeHtml } from '#contract/safe-html';

const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '2' });

const headingClass = css({ fontSize: 'xl', fontWeight: '700', color: 'fg' });

const regionClass = css({
  maxHeight: { base: '16rem', md: '20rem' },
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: '4',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  bg: 'canvas.subtle',
  color: 'fg',
  lineHeight: '1.6',
  '& p, & ul, & ol': { marginBottom: '3' },
  '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& h2, & h3, & h4': { fontWeight: '700', marginBlock: '3' },
  '& a': { color: 'brand.primary.ink', textDecoration: 'underline', textUnderlineOffset: '3px' },
});

/**
 * A headed, scrollable block of CMS HTML. The scroll box is a named region that takes focus, so
 * keyboard users can scroll it. The HTML is the Worker's, made safe once there
 * (worker/upstream/sanitise-html.ts), and is written in as it came.
 */
export function HtmlRegion({ heading, html }: { heading: string; html: SafeHtml }) {
  const headingId = useId();
  return (
    <div className={wrapper}>
      <h2 id={headingId} className={headingClass}>
        {heading}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: the scroll box itself is the region, the heading sits outside it. */}
      <div
        role="region"
        aria-labelledby={headingId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable to scroll by keyboard.
        tabIndex={0}
        className={regionClass}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised once, by the Worker (upstream/sanitise-html).
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </div>
  );
}
