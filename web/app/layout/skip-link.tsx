import { css } from 'styled-system/css';

export const MAIN_CONTENT_ID = 'main';

const skipLink = css({
  position: 'absolute',
  top: '2',
  left: '2',
  zIndex: 1100,
  paddingInline: '4',
  paddingBlock: '3',
  borderRadius: 'l2',
  bg: 'brand.primary',
  color: 'brand.onPrimary',
  fontWeight: '700',
  transform: 'translateY(-200%)',
  _focus: { transform: 'translateY(0)' },
});

/** The first focusable element: jumps past the header to the main content. */
export function SkipLink() {
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={skipLink}>
      Skip to main content
    </a>
  );
}
