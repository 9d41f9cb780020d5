import { useLingui } from '@lingui/react/macro';
import { css, cx } from 'styled-system/css';
import { VisuallyHidden } from './visually-hidden';

export interface ProgressStepsProps {
  /** The step names, in order ('Verify', 'Password', …). */
  steps: readonly string[];
  /** Index (0-based) of the step the person is on; it gets aria-current="step". */
  current: number;
  /**
   * How many steps count as done (defaults to `current`). The reset flow drops this back one step
   * while the password field shows an error (spec section 4), without moving `current`.
   */
  completed?: number;
  /** The accessible name of the progress navigation landmark. */
  label?: string;
  className?: string;
}

type StepState = 'complete' | 'current' | 'upcoming';

/**
 * A wizard's step progress bar (spec sections 2.7, 2.10): an ordered list of the step names, the
 * current one marked with aria-current="step", done ones announced as "(completed)". Each step has
 * a bar segment above its name that fills as the step is reached, so the whole reads as one bar.
 */
export function ProgressSteps({ steps, current, completed, label, className }: ProgressStepsProps) {
  const { t } = useLingui();
  const done = Math.max(0, Math.min(completed ?? current, steps.length));
  return (
    <nav aria-label={label ?? t`Progress`} className={className}>
      <ol className={listClass} data-completed={done}>
        {steps.map((step, index) => {
          const state: StepState = index === current ? 'current' : index < done ? 'complete' : 'upcoming';
          const filled = index < done || index === current;
          return (
            <li
              key={step}
              aria-current={index === current ? 'step' : undefined}
              data-state={state}
              className={itemClass}
            >
              <span aria-hidden="true" data-filled={filled ? '' : undefined} className={segmentClass} />
              <span className={labelRowClass}>
                <span aria-hidden="true" className={cx(markerClass, filled && markerFilledClass)}>
                  {index < done && index !== current ? '✓' : index + 1}
                </span>
                <span className={nameClass}>{step}</span>
                {index < done && index !== current ? (
                  <VisuallyHidden> {t`(completed)`}</VisuallyHidden>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

const listClass = css({
  display: 'flex',
  gap: '2',
  listStyle: 'none',
  margin: '0',
  padding: '0',
  width: '100%',
});

const itemClass = css({
  flex: '1',
  minWidth: '0',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  color: 'fg.muted',
  fontSize: 'sm',
  '&[data-state=current]': { color: 'fg', fontWeight: '700' },
  '&[data-state=complete]': { color: 'fg' },
});

const segmentClass = css({
  display: 'block',
  height: '6px',
  borderRadius: 'full',
  bg: 'brand.primary.20',
  transitionProperty: 'background-color',
  transitionDuration: '200ms',
  _motionReduce: { transition: 'none' },
  '&[data-filled]': { bg: 'brand.primary' },
});

const labelRowClass = css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' });

const markerClass = css({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '6',
  height: '6',
  borderRadius: 'full',
  borderWidth: '2px',
  borderStyle: 'solid',
  borderColor: 'brand.primary.ink',
  bg: 'canvas',
  color: 'brand.primary.ink',
  fontSize: 'xs',
  fontWeight: '700',
});

const markerFilledClass = css({
  bg: 'brand.primary',
  borderColor: 'brand.primary',
  color: 'brand.onPrimary',
});

const nameClass = css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
