import type { ReactNode, Ref } from 'react';
import { css } from 'styled-system/css';

/**
 * The h1 of a page or wizard step. With a ref it takes programmatic focus (tabIndex -1), so a page
 * can move focus to its heading when it opens or changes step.
 */
export function PageHeading({ children, ref }: { children: ReactNode; ref?: Ref<HTMLHeadingElement> }) {
  return (
    <h1 ref={ref} tabIndex={ref ? -1 : undefined} className={headingClass}>
      {children}
    </h1>
  );
}

const headingClass = css({
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '700',
  color: 'fg',
  lineHeight: '1.2',
  _focus: { outline: 'none' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
