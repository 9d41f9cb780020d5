import { useLingui } from '@lingui/react/macro';
import { type FocusEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import type { SessionSummary } from '#contract/session';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { ChevronDownIcon } from '#web/ui/icons/chevron-down-icon.tsx';
import { userMenuItems } from './nav-items';
import { greeting, UserAvatar } from './user-avatar';

const wrapper = css({ hideBelow: 'md', position: 'relative', flexShrink: 0 });

const button = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  paddingInline: '2',
  borderRadius: 'l2',
  bg: 'transparent',
  color: 'fg',
  fontFamily: 'body',
  fontWeight: '500',
  cursor: 'pointer',
  _hover: { bg: 'brand.primary.5' },
  '& svg': { transition: 'transform 150ms ease', _motionReduce: { transition: 'none' } },
  '&[aria-expanded=true] svg': { transform: 'rotate(180deg)' },
});

const menu = css({
  position: 'absolute',
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  zIndex: 20,
  minWidth: '220px',
  margin: 0,
  paddingBlock: '1',
  bg: 'canvas',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l2',
  boxShadow: 'lg',
});

const item = css({
  display: 'flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: '4',
  color: 'fg',
  textDecoration: 'none',
  _hover: { bg: 'brand.primary.5', textDecoration: 'underline', textUnderlineOffset: '3px' },
  _focusVisible: { bg: 'brand.primary.5', outlineOffset: '-3px' },
});

/**
 * The user dropdown from 768px (spec section 2.3), following the WAI-ARIA menu button pattern:
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; ArrowDown/ArrowUp wrap,
 * Home/End jump; Escape closes it and returns focus to the button; focus leaving it closes it.
 */
export function UserMenu({ session }: { session: SessionSummary }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const pointerOnButton = useRef(false);
  const buttonId = useId();
  const menuId = useId();
  const items = userMenuItems();
  const hydrated = useHydrated();

  function focusItem(index: number) {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  }

  function openAndFocus(index: number) {
    flushSync(() => setOpen(true));
    focusItem(index);
  }

  function closeAndReturnFocus() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function onButtonClick() {
    pointerOnButton.current = false;
    if (open) setOpen(false);
    else openAndFocus(0);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case 'ArrowDown':
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        focusItem(current - 1);
        break;
      case 'Home':
        focusItem(0);
        break;
      case 'End':
        focusItem(items.length - 1);
        break;
      case 'Escape':
        closeAndReturnFocus();
        break;
      case 'Tab':
        // Leave from the button's place in the tab order, so Tab and Shift+Tab skip the hidden items.
        closeAndReturnFocus();
        return;
      default:
        return;
    }
    event.preventDefault();
  }

  function onBlur(event: FocusEvent<HTMLElement>) {
    if (pointerOnButton.current) return;
    const next = event.relatedTarget as Node | null;
    if (!next || !wrapperRef.current?.contains(next)) setOpen(false);
  }

  return (
    <div ref={wrapperRef} className={wrapper}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        // In the prerendered home it stays disabled until the app has taken over (hydration).
        disabled={!hydrated}
        onClick={onButtonClick}
        onBlur={onBlur}
        onKeyDown={onButtonKeyDown}
        onPointerDown={() => {
          pointerOnButton.current = true;
        }}
        onPointerLeave={() => {
          pointerOnButton.current = false;
        }}
        data-testid="user-menu-button"
      >
        <UserAvatar session={session} />
        <span>{greeting(session, t)}</span>
        <ChevronDownIcon />
      </button>
      <div
        id={menuId}
        role="menu"
        aria-labelledby={buttonId}
        className={menu}
        hidden={!open}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((entry, index) => (
          <Link
            key={entry.id}
            ref={(element) => {
              itemRefs.current[index] = element;
            }}
            to={entry.to}
            role="menuitem"
            tabIndex={-1}
            className={item}
            onClick={() => setOpen(false)}
            onBlur={onBlur}
          >
            {t(entry.label)}
          </Link>
        ))}
      </div>
    </div>
  );
}
