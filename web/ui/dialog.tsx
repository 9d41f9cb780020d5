import { useLingui } from '@lingui/react/macro';
import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { css, cva, cx } from 'styled-system/css';
import { CLOSE_ANIMATION_MS } from '#contract/spec-constants';
import { Button } from './button';

/** Spec section 4 (misc states): a modal is open, closing (animating out) or closed. */
export type DialogState = 'open' | 'closing' | 'closed';

export interface DialogProps {
  /** Whether the dialog should be shown; set it to false to start the close animation. */
  open: boolean;
  /** The user asked to close: Escape, a backdrop click or the close button. */
  onClose: () => void;
  /** Called once the close animation has finished and focus has gone back to the opener. */
  onClosed?: () => void;
  /** The heading; the dialog is labelled by it. */
  title: ReactNode;
  children: ReactNode;
  /** Escape closes the dialog (default true). */
  closeOnEscape?: boolean;
  /** A click on the backdrop closes the dialog (default true). */
  closeOnOverlayClick?: boolean;
  /** The accessible name of the corner close button; null hides that button. */
  closeLabel?: string | null;
  /** What receives focus on open; defaults to the first focusable control in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** 'center' (default): a centred modal; 'side': a full-height panel at the inline end (web/ui/side-panel). */
  placement?: DialogPlacement;
  className?: string;
}

export type DialogPlacement = 'center' | 'side';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

function supportsModalDialog(): boolean {
  // The Worker's render has no DOM: it renders for the browsers the portal serves, which all have
  // showModal, so a dialog open in the streamed page hydrates as the browser renders it.
  if (typeof HTMLDialogElement === 'undefined') return true;
  return typeof HTMLDialogElement.prototype.showModal === 'function';
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`: top layer, inert page, backdrop).
 * Where `showModal` is missing it falls back to the `open` attribute, its own overlay and a focus
 * trap. Focus moves in on open and back to the opener once closed; closing animates for
 * CLOSE_ANIMATION_MS unless the user prefers reduced motion.
 */
export function Dialog({
  open,
  onClose,
  onClosed,
  title,
  children,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  closeLabel,
  initialFocusRef,
  placement = 'center',
  className,
}: DialogProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pointerDownOnBackdrop = useRef(false);
  const [state, setState] = useState<DialogState>(open ? 'open' : 'closed');
  const [modal] = useState(supportsModalDialog);

  // The latest callbacks, so the effects below depend on `open` only.
  const callbacks = useRef({ onClose, onClosed, initialFocusRef });
  callbacks.current = { onClose, onClosed, initialFocusRef };

  const returnFocus = useCallback(() => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (open) {
      if (timerRef.current !== null) {
        clearTimeout(timerRef.current);
        timerRef.current = null;
      }
      if (!dialog) return;
      const active = document.activeElement;
      if (!openerRef.current && active instanceof HTMLElement && !dialog.contains(active)) {
        openerRef.current = active;
      }
      if (!dialog.open) showDialog(dialog, modal);
      setState('open');
      const target =
        callbacks.current.initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('[autofocus]') ??
        (bodyRef.current ? focusableWithin(bodyRef.current)[0] : undefined) ??
        closeButtonRef.current ??
        dialog;
      target.focus();
      return;
    }
    if (!dialog?.open || timerRef.current !== null) return;
    setState('closing');
    timerRef.current = setTimeout(
      () => {
        timerRef.current = null;
        if (dialog.open) {
          if (modal) dialog.close();
          else dialog.removeAttribute('open');
        }
        setState('closed');
        returnFocus();
        callbacks.current.onClosed?.();
      },
      prefersReducedMotion() ? 0 : CLOSE_ANIMATION_MS,
    );
  }, [open, modal, returnFocus]);

  // Unmounted while open (e.g. the page changed): still give focus back.
  useEffect(
    () => () => {
      if (timerRef.current !== null) clearTimeout(timerRef.current);
      timerRef.current = null;
      returnFocus();
    },
    [returnFocus],
  );

  const requestClose = () => {
    if (open && state === 'open') callbacks.current.onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here for every browser; stops the native cancel so the close can animate.
      event.preventDefault();
      event.stopPropagation();
      if (closeOnEscape) requestClose();
      return;
    }
    if (event.key === 'Tab' && !modal) trapFocus(event);
  };

  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (closeOnEscape) requestClose();
  };

  // Something closed the dialog natively (e.g. a form with method="dialog"): keep the owner in step.
  const onNativeClose = () => {
    if (open && state === 'open') callbacks.current.onClose();
  };

  // With showModal() a click on the ::backdrop targets the <dialog> itself, as its box has no padding.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const fromBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current;
    pointerDownOnBackdrop.current = false;
    if (fromBackdrop && closeOnOverlayClick) requestClose();
  };

  if (!open && state === 'closed') return null;

  const style = { '--dialog-close-duration': `${CLOSE_ANIMATION_MS}ms` } as CSSProperties;
  return (
    <>
      {!modal && (
        <div
          aria-hidden="true"
          data-state={state}
          className={overlayClass}
          style={style}
          onClick={closeOnOverlayClick ? requestClose : undefined}
        />
      )}
      <dialog
        ref={dialogRef}
        aria-labelledby={titleId}
        aria-modal={modal ? undefined : true}
        data-state={state}
        data-placement={placement}
        tabIndex={-1}
        className={cx(dialogStyles({ placement }), className)}
        style={style}
        onKeyDown={onKeyDown}
        onCancel={onCancel}
        onClose={onNativeClose}
        onPointerDown={onPointerDown}
        onClick={onClick}
      >
        <div className={cx(panelClass, placement === 'side' && sidePanelClass)}>
          <div className={headerClass}>
            <h2 id={titleId} className={titleClass}>
              {title}
            </h2>
            {closeLabel !== null && (
              <Button
                ref={closeButtonRef}
                variant="ghost"
                aria-label={closeLabel ?? t`Close`}
                className={closeButtonClass}
                onClick={requestClose}
              >
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          <div ref={bodyRef} className={bodyClass}>
            {children}
          </div>
        </div>
      </dialog>
    </>
  );
}

function showDialog(dialog: HTMLDialogElement, modal: boolean): void {
  if (modal) {
    try {
      dialog.showModal();
      return;
    } catch {
      // Not connected or already shown non-modally: fall through to the attribute.
    }
  }
  dialog.setAttribute('open', '');
}

function trapFocus(event: KeyboardEvent<HTMLDialogElement>): void {
  const items = focusableWithin(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

const fade = {
  transitionProperty: 'opacity, transform',
  transitionDuration: 'var(--dialog-close-duration)',
  transitionTimingFunction: 'ease-in',
  _motionReduce: { transition: 'none' },
} as const;

const overlayClass = css({
  ...fade,
  position: 'fixed',
  inset: '0',
  // Only matters without showModal(); a modal <dialog> sits in the top layer.
  zIndex: 1200,
  bg: 'canvas.overlay',
  '&[data-state=closing]': { opacity: 0 },
});

const dialogStyles = cva({
  base: {
    ...fade,
    position: 'fixed',
    inset: '0',
    // Only matters without showModal(); a modal <dialog> sits in the top layer.
    zIndex: 1200,
    padding: '0',
    border: 'none',
    overflow: 'hidden',
    bg: 'canvas',
    color: 'fg',
    boxShadow: 'lg',
    _focus: { outline: 'none' },
    _backdrop: {
      bg: 'canvas.overlay',
      transitionProperty: 'opacity',
      transitionDuration: 'var(--dialog-close-duration)',
      _motionReduce: { transition: 'none' },
    },
    '&[data-state=closing]::backdrop': { opacity: 0 },
  },
  variants: {
    placement: {
      center: {
        margin: 'auto',
        borderRadius: 'l3',
        width: 'calc(100% - 2rem)',
        maxWidth: '36rem',
        height: 'fit-content',
        maxHeight: 'calc(100dvh - 2rem)',
        '&[data-state=closing]': { opacity: 0, transform: 'translateY(0.5rem) scale(0.98)' },
      },
      // A full-height panel at the inline end that slides in on open and out on close.
      side: {
        marginBlock: '0',
        marginInlineStart: 'auto',
        marginInlineEnd: '0',
        borderRadius: '0',
        width: 'min(100%, 32rem)',
        maxWidth: '100%',
        height: '100dvh',
        maxHeight: '100dvh',
        animation: 'slideInFromEnd var(--dialog-close-duration) ease-out',
        _motionReduce: { animation: 'none', transition: 'none' },
        '&[data-state=closing]': { transform: 'translateX(100%)' },
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

const panelClass = css({
  display: 'flex',
  flexDirection: 'column',
  maxHeight: 'calc(100dvh - 2rem)',
});

const sidePanelClass = css({ height: '100%', maxHeight: '100dvh' });

const headerClass = css({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: '4',
  paddingInline: { base: '4', sm: '6' },
  paddingTop: { base: '4', sm: '6' },
  paddingBottom: '2',
});

const titleClass = css({ fontSize: 'xl', fontWeight: '700', lineHeight: '1.3', paddingTop: '2' });

const closeButtonClass = css({ paddingInline: '2', fontSize: '2xl', lineHeight: '1' });

const bodyClass = css({
  overflowY: 'auto',
  paddingInline: { base: '4', sm: '6' },
  paddingBottom: { base: '4', sm: '6' },
});
