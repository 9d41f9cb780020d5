import { css } from 'styled-system/css';

// The texts around every form control (label, hint, error) look the same in every field.

export const fieldLabelClass = css({ fontWeight: '500', color: 'fg', fontSize: 'md' });

export const fieldHintClass = css({ color: 'fg.muted', fontSize: 'sm' });

export const fieldErrorClass = css({ color: 'fg.error', fontSize: 'sm', fontWeight: '500' });
