import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { css } from 'styled-system/css';
import type { SessionSummary } from '#contract/session';
import { BREAKPOINTS } from '#contract/spec-constants';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { CloseIcon } from '#web/ui/icons/close-icon.tsx';
import { MenuIcon } from '#web/ui/icons/menu-icon.tsx';
import { VisuallyHidden } from '#web/ui/visually-hidden.tsx';
import { mobileMenuItems } from './nav-items';
import { greeting, UserAvatar } from './user-avatar';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  flexShrink: 0,
  borderRadius: 'l2',
  bg: 'transparent',
  color: 'fg',
  cursor: 'pointer',
  _hover: { bg: 'brand.primary.5' },
});

const dialog = css({
  position: 'fixed',
  inset: 0,
  zIndex: 900,
  display: 'flex',
  flexDirection: 'column',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  bg: 'canvas',
  color: 'fg',
});

const top = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  minHeight: '64px',
  paddingInline: '4',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
});

const who = css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: '500' });

const list = css({ listStyle: 'none', margin: 0, padding: 0 });

const link = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '56px',
  paddingInline: '6',
  fontSize: 'lg',
  color: 'fg',
  textDecoration: 'none',
  borderBottomWidth: '1px',
  borderBottomStyle: 'solid',
  borderBottomColor: 'border',
  _hover: { bg: 'brand.primary.5', textDecoration: 'underline', textUnderlineOffset: '3px' },
  _focusVisible: { outlineOffset: '-3px' },
  '&[aria-current=page]': {
    color: 'brand.primary.ink',
    fontWeight: '700',
    borderInlineStartWidth: '4px',
    borderInlineStartStyle: 'solid',
    borderInlineStartColor: 'brand.primary',
  },
});

/**
 * The burger button and its full-screen menu below 768px (spec section 2.3): a modal dialog that
 * takes focus, traps Tab, locks page scroll, and closes on Escape (focus back on the burger), on
 * choosing a link, or when the window grows past the header breakpoint.
 */
export function MobileMenu({ session }: { session: SessionSummary }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstLinkRef = useRef<HTMLAnchorElement>(null);
  const dialogId = useId();
  const items = mobileMenuItems(session);
  const hydrated = useHydrated();

  function close() {
    setOpen(false);
    burgerRef.current?.focus();
  }

  useEffect(() => {
    if (!open) return undefined;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    firstLinkRef.current?.focus();

    const wide = window.matchMedia?.(`(min-width: ${BREAKPOINTS.header}px)`);
    const onWidthChange = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    wide?.addEventListener('change', onWidthChange);
    return () => {
      document.body.style.overflow = previousOverflow;
      wide?.removeEventListener('change', onWidthChange);
    };
  }, [open]);

  function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialogRef.current.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialogRef.current.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={css({ hideFrom: 'md' })}>
      <button
        ref={burgerRef}
        type="button"
        className={iconButton}
        aria-expanded={open}
        aria-controls={dialogId}
        // In the prerendered home it stays disabled until the app has taken over (hydration).
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
        data-testid="burger-button"
      >
        <MenuIcon />
        <VisuallyHidden>
          <Trans>Menu</Trans>
        </VisuallyHidden>
      </button>
      <div
        ref={dialogRef}
        id={dialogId}
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        className={dialog}
        hidden={!open}
        onKeyDown={onDialogKeyDown}
      >
        <div className={top}>
          <span className={who}>
            <UserAvatar session={session} />
            <span>{greeting(session, t)}</span>
          </span>
          <button type="button" className={iconButton} onClick={close}>
            <CloseIcon />
            <VisuallyHidden>
              <Trans>Close</Trans>
            </VisuallyHidden>
          </button>
        </div>
        <ul className={list}>
          {items.map((item, index) => (
            <li key={item.id}>
              <NavLink
                ref={index === 0 ? firstLinkRef : undefined}
                to={item.to}
                end={item.id === 'home'}
                className={link}
                onClick={close}
              >
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
