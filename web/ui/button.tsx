import { type ComponentProps, use } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cva, cx, type RecipeVariantProps } from 'styled-system/css';
import { SubmitsHeldContext, useHydrated, waitingForScript } from '#web/lib/use-hydrated.ts';

/**
 * One look for buttons and for links that act as buttons. Colours come from semantic tokens only:
 * text on brand.primary uses brand.onPrimary, brand-coloured text uses brand.primary.ink, so every
 * tenant theme keeps its contrast.
 */
export const buttonStyles = cva({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: '5',
    paddingBlock: '2',
    borderRadius: 'l2',
    borderWidth: '2px',
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: 'body',
    fontSize: 'md',
    fontWeight: '500',
    lineHeight: '1.25',
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: '150ms',
    _motionReduce: { transition: 'none' },
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '&[aria-disabled=true]': { opacity: 0.6, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      primary: {
        bg: 'brand.primary',
        color: 'brand.onPrimary',
        borderColor: 'brand.primary',
        _hover: { textDecoration: 'underline', textUnderlineOffset: '3px' },
      },
      secondary: {
        bg: 'canvas',
        color: 'brand.primary.ink',
        borderColor: 'brand.primary.ink',
        _hover: { bg: 'brand.primary.5', textDecoration: 'underline', textUnderlineOffset: '3px' },
      },
      ghost: {
        bg: 'transparent',
        color: 'brand.primary.ink',
        _hover: { bg: 'brand.primary.5', textDecoration: 'underline', textUnderlineOffset: '3px' },
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary' },
});

export type ButtonVariants = NonNullable<RecipeVariantProps<typeof buttonStyles>>;
export type ButtonVariant = NonNullable<ButtonVariants['variant']>;

export type ButtonProps = ComponentProps<'button'> & ButtonVariants;

/**
 * A native button; `type` defaults to "button" so it never submits a form by accident. In a
 * prerendered page it stays disabled until the page's script has taken over (hydration): before
 * that a click could do nothing, or submit the form natively (docs/decisions/011). A button in a
 * part that holds its submits and clicks until then (decisions 072, 084) is enabled from the first paint.
 */
export function Button({ variant, fullWidth, className, type = 'button', disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = !(hydrated || use(SubmitsHeldContext));
  return (
    <button
      type={type}
      className={cx(buttonStyles({ variant, fullWidth }), className)}
      disabled={disabled || waiting}
      {...waitingForScript(waiting && !disabled)}
      {...props}
    />
  );
}

export type ButtonLinkProps = LinkProps & ButtonVariants;

/** A link (through the page's router) that looks like a button; navigation stays a link for assistive tech. */
export function ButtonLink({ variant, fullWidth, className, ...props }: ButtonLinkProps) {
  return <Link className={cx(buttonStyles({ variant, fullWidth }), className)} {...props} />;
}
