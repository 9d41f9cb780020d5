import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { TextField, type TextFieldProps } from './text-field';

export type PasswordInputProps = Omit<TextFieldProps, 'type' | 'trailing'>;

/**
 * A password input with a Show/Hide toggle (spec sections 2.4 and 2.10), shared by the login and
 * the new-password field of reset and activation. The toggle's visible text is 'Show'/'Hide' and its
 * accessible name 'Show password'/'Hide password': the name says what pressing it does, so it is not
 * also a pressed toggle (a changing name plus aria-pressed would announce the state twice).
 */
export function PasswordInput(props: PasswordInputProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      trailing={
        <button
          type="button"
          className={toggleClass}
          aria-label={visible ? t`Hide password` : t`Show password`}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? t`Hide` : t`Show`}
        </button>
      }
    />
  );
}

const toggleClass = css({
  minWidth: '64px',
  minHeight: '42px',
  paddingInline: '3',
  borderWidth: '0',
  borderInlineStartWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  bg: 'transparent',
  color: 'brand.primary.ink',
  fontFamily: 'body',
  fontSize: 'sm',
  fontWeight: '500',
  cursor: 'pointer',
  borderRadius: '0 token(radii.l1) token(radii.l1) 0',
  _hover: { textDecoration: 'underline', textUnderlineOffset: '3px' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '-3px' },
});
