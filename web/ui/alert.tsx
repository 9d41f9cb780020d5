import type { ComponentProps, ReactNode } from 'react';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';

export const alertStyles = cva({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    paddingInline: '4',
    paddingBlock: '3',
    borderRadius: 'l2',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderInlineStartWidth: '6px',
    bg: 'canvas',
    color: 'fg',
    fontSize: 'md',
    lineHeight: '1.5',
    '& a': { color: 'brand.primary.ink', textDecoration: 'underline', textUnderlineOffset: '3px' },
    '& p + p': { marginTop: '2' },
    _focus: { outline: 'none' },
    _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
  },
  variants: {
    variant: {
      error: { borderColor: 'fg.error' },
      success: { borderColor: 'fg.success' },
      info: { borderColor: 'brand.primary.ink' },
    },
  },
  defaultVariants: { variant: 'info' },
});

export type AlertVariant = NonNullable<NonNullable<RecipeVariantProps<typeof alertStyles>>['variant']>;

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title' | 'role'> {
  variant?: AlertVariant;
  /** An optional bold first line. */
  title?: ReactNode;
}

/**
 * A message box. Errors are role="alert" (announced at once); success and information are
 * role="status" (announced politely). Pass `ref` and `tabIndex={-1}` to move focus to it.
 */
export function Alert({ variant = 'info', title, children, className, ...props }: AlertProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      className={cx(alertStyles({ variant }), className)}
      {...props}
    >
      {title ? <strong>{title}</strong> : null}
      {children}
    </div>
  );
}
