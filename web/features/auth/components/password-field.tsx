import { useState } from 'react';
import { css } from 'styled-system/css';
import { TextField, type TextFieldProps } from '../../../ui/text-field';

/**
 * A password input with a Show/Hide toggle (spec section 2.4). The toggle's visible text is
 * 'Show'/'Hide', its accessible name 'Show password'/'Hide password', and aria-pressed says
 * whether the password is visible.
 */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
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
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
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
