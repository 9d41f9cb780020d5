import { css } from 'styled-system/css';

/** The main area of a sign-in page (login, forgotten password): its card centred on wide screens. */
export const centredPageClass = css({
  flex: '1',
  display: 'flex',
  alignItems: { base: 'stretch', md: 'center' },
  justifyContent: 'center',
  paddingInline: { base: '4', sm: '6' },
  paddingBlock: { base: '6', md: '12' },
});
