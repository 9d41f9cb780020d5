import { css } from 'styled-system/css';

// The employee panel's shared layout: a row of buttons, and a question asked below a rule (the
// welcome e-mail's, acting as the employee, a selection's recalculation).

export const actionsClass = css({ display: 'flex', gap: '3', flexWrap: 'wrap', alignItems: 'center' });

export const confirmClass = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  paddingTop: '4',
  borderTopWidth: '1px',
  borderTopStyle: 'solid',
  borderTopColor: 'border',
});
