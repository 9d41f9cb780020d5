import { css } from 'styled-system/css';

/** Shared spacing of the dashboard's pages. */
export const dashboardPageClass = css({ display: 'flex', flexDirection: 'column', gap: '6' });

export const actionsRowClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

export const tableLinkClass = css({
  color: 'brand.primary.ink',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  fontWeight: '500',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
