import type { ReactNode, RefObject } from 'react';
import { Dialog } from './dialog';

export interface SidePanelProps {
  /** Whether the panel should be shown; set it to false to start the slide-out. */
  open: boolean;
  /** The user asked to close: Escape, a click beside the panel or the Close button. */
  onClose: () => void;
  /**
   * The optional close callback of spec 2.16: runs once the slide-out (CLOSE_ANIMATION_MS, none
   * with reduced motion) has finished and focus is back on the control that opened the panel.
   */
  onClosed?: () => void;
  /** The panel's heading; the panel is labelled by it. */
  title: ReactNode;
  children: ReactNode;
  /** What receives focus on open; defaults to the first focusable control in the body. */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal side panel (spec 2.16): a full-height dialog at the inline end of the screen. It shares
 * the dialog's behaviour: role dialog, modal (the page behind is inert), labelled by its heading,
 * focus moved in, trapped and given back on close, Escape and the Close button close it, and the
 * slide-out lasts CLOSE_ANIMATION_MS unless the user prefers reduced motion.
 */
export function SidePanel({ open, onClose, onClosed, title, children, initialFocusRef }: SidePanelProps) {
  return (
    <Dialog
      placement="side"
      open={open}
      onClose={onClose}
      onClosed={onClosed}
      title={title}
      initialFocusRef={initialFocusRef}
    >
      {children}
    </Dialog>
  );
}
