import { useId } from 'react';
import { css } from 'styled-system/css';
import type { TotalBenefitsMode } from '../../../../worker/contract/total-benefits-rules';
import { useHydrated } from '../../../lib/use-hydrated';

export const CONTROL_TEXTS = {
  year: 'Year',
  view: 'View',
  modes: { year: 'Whole year', monthly: 'Month by month' } satisfies Record<TotalBenefitsMode, string>,
} as const;

/** The year selector and the overview mode (spec 3: "a year or another mode"), both in the URL. */
export function ViewControls({
  year,
  years,
  mode,
  onYear,
  onMode,
}: {
  year: number;
  years: readonly number[];
  mode: TotalBenefitsMode;
  onYear: (year: number) => void;
  onMode: (mode: TotalBenefitsMode) => void;
}) {
  const yearId = useId();
  // The page paints from the Worker's HTML before the app runs; a choice made then would change the
  // control but not the view (nor the URL), so both wait for the app, as buttons do.
  const hydrated = useHydrated();
  return (
    <div className={rowClass}>
      <div className={fieldClass}>
        <label htmlFor={yearId} className={labelClass}>
          {CONTROL_TEXTS.year}
        </label>
        <select
          id={yearId}
          className={selectClass}
          value={year}
          disabled={!hydrated}
          onChange={(event) => onYear(Number(event.target.value))}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={fieldsetClass} disabled={!hydrated}>
        <legend className={labelClass}>{CONTROL_TEXTS.view}</legend>
        {(Object.keys(CONTROL_TEXTS.modes) as TotalBenefitsMode[]).map((option) => (
          <label key={option} className={radioClass}>
            <input
              type="radio"
              name="total-benefits-mode"
              value={option}
              checked={mode === option}
              onChange={() => onMode(option)}
            />
            {CONTROL_TEXTS.modes[option]}
          </label>
        ))}
      </fieldset>
    </div>
  );
}

const rowClass = css({ display: 'flex', flexWrap: 'wrap', gap: '6', alignItems: 'flex-end' });
const fieldClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const labelClass = css({ fontWeight: '600', color: 'fg' });
const selectClass = css({
  minHeight: '44px',
  paddingInline: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'l1',
  bg: 'canvas',
  color: 'fg',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
const fieldsetClass = css({
  display: 'flex',
  gap: '4',
  border: 'none',
  padding: 0,
  margin: 0,
  alignItems: 'center',
});
const radioClass = css({
  display: 'inline-flex',
  gap: '2',
  alignItems: 'center',
  minHeight: '44px',
  color: 'fg',
});
