import { useLingui } from '@lingui/react';
import { css } from 'styled-system/css';
import { type MessageText, textOf } from '#web/lib/message-text.ts';
import { pageFrameClass } from '#web/ui/page-frame.ts';
import { PageHeading } from '#web/ui/page-heading.tsx';

const blockClass = css({ minHeight: '100dvh', borderRadius: 'l2', bg: 'canvas.subtle' });

/**
 * What a page whose every part follows its data shows until its calls answer (docs/decisions/033):
 * its heading, from the route's title, and one busy block as tall as the screen, so the footer
 * stays below the fold and nothing moves when the page arrives. Nothing else of the page is in it,
 * so no text, label or control is there twice while the page replaces it.
 */
export function PageSkeleton({ heading }: { heading?: MessageText }) {
  const { i18n } = useLingui();
  return (
    <div className={pageFrameClass} aria-busy="true" data-testid="page-loading">
      {heading ? <PageHeading>{textOf(i18n, heading)}</PageHeading> : null}
      <div className={blockClass} />
    </div>
  );
}
