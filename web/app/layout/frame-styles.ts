import { css } from 'styled-system/css';

/** The page frame both entries draw: header, main area that grows, footer at the foot. */
export const frameClass = css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const mainClass = css({
  flex: '1',
  display: 'flex',
  flexDirection: 'column',
  _focus: { outline: 'none' },
});

/** The header bar both entries draw (spec section 2.3). */
export const headerClass = css({
  position: 'relative',
  zIndex: 10,
  bg: 'canvas',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});

export const headerInnerClass = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '4',
  minHeight: '64px',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: '2',
});
