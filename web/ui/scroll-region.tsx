import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

/**
 * The one box a wide table scrolls sideways in (issue 31; docs/decisions/050): on a 390 px phone
 * the table scrolls inside it and the page itself never does. It is a region named by the table's
 * caption or heading (aria-labelledby) that takes keyboard focus (tabIndex 0), so a keyboard user
 * can reach it and scroll it with the arrow keys (axe: scrollable-region-focusable), and a screen
 * reader says what it holds. Every wide table of the portal sits in one.
 */
export function ScrollRegion({
  labelledBy,
  className,
  children,
}: {
  /** The id of the caption or heading that names what scrolls. */
  labelledBy: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus for the keyboard to scroll it
    // biome-ignore lint/a11y/useSemanticElements: a section is a part of the page's outline; this box only scrolls
    <div role="region" aria-labelledby={labelledBy} tabIndex={0} className={cx(regionClass, className)}>
      {children}
    </div>
  );
}

const regionClass = css({
  // Never wider than its container: the table inside scrolls instead of the page.
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
