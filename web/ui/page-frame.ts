import { css } from 'styled-system/css';

/** The main column of a signed-in page: centred, at most 1200 px wide, its blocks stacked. */
export const pageFrameClass = css({
  width: '100%',
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: '4',
  paddingBlock: { base: '8', md: '12' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
});
