import { useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export interface SwitchProps {
  /** The switch's accessible name. */
  label: string;
  checked: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  /** Id of text that explains the switch (e.g. "Always on"). */
  describedBy?: string;
}

/**
 * An on/off switch (role="switch", aria-checked) with a 44px target and its state in words beside
 * it. It keeps its size in a narrow row: the heading beside it wraps instead.
 */
export function Switch({ label, checked, onCheckedChange, disabled, describedBy }: SwitchProps) {
  // Disabled in the Worker's HTML until the app has taken the page over: a press before would be lost.
  const { t } = useLingui();
  const hydrated = useHydrated();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled || !hydrated}
      className={switchClass}
      onClick={() => onCheckedChange?.(!checked)}
    >
      <span aria-hidden="true" className={trackClass} data-checked={checked || undefined}>
        <span className={thumbClass} />
      </span>
      <span aria-hidden="true" className={stateTextClass}>
        {checked ? t`On` : t`Off`}
      </span>
    </button>
  );
}

const switchClass = css({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: '2',
  minHeight: '44px',
  minWidth: '44px',
  paddingInline: '1',
  cursor: 'pointer',
  color: 'fg',
  borderRadius: 'l2',
  _disabled: { cursor: 'not-allowed', opacity: 0.7 },
});

const trackClass = css({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '44px',
  height: '24px',
  borderRadius: 'full',
  bg: 'border.strong',
  transitionProperty: 'background-color',
  transitionDuration: '150ms',
  _motionReduce: { transition: 'none' },
  '&[data-checked]': { bg: 'brand.primary.ink' },
});

const thumbClass = css({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: 'full',
  bg: 'canvas',
  transitionProperty: 'transform',
  transitionDuration: '150ms',
  _motionReduce: { transition: 'none' },
  '[data-checked] > &': { transform: 'translateX(20px)' },
});

const stateTextClass = css({ fontSize: 'sm', minWidth: '2em', textAlign: 'start' });
