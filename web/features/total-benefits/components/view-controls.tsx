import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { css } from 'styled-system/css';
import type { TotalBenefitsMode } from '#contract/total-benefits-rules';
import { useHydrated } from '#web/lib/use-hydrated.ts';

/** The overview's modes, in the order they are offered. */
const MODE_TEXTS: Record<TotalBenefitsMode, MessageDescriptor> = {
  year: msg`Whole year`,
  monthly: msg`Month by month`,
};

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
  const { t } = useLingui();
  const yearId = useId();
  // The page paints from the Worker's HTML before the app runs; a choice made then would change the
  // control but not the view (nor the URL), so both wait for the app, as buttons do.
  const hydrated = useHydrated();
  // The choice shows at once: the URL it goes into changes a moment later, once the route's loader
  // has started the new view's calls (decision 033), and a controlled control would flick back.
  const [chosenYear, setChosenYear] = useState(year);
  const [chosenMode, setChosenMode] = useState(mode);
  useEffect(() => setChosenYear(year), [year]);
  useEffect(() => setChosenMode(mode), [mode]);
  return (
    <div className={rowClass}>
      <div className={fieldClass}>
        <label htmlFor={yearId} className={labelClass}>
          <Trans>Year</Trans>
        </label>
        <select
          id={yearId}
          className={selectClass}
          value={chosenYear}
          disabled={!hydrated}
          onChange={(event) => {
            const next = Number(event.target.value);
            setChosenYear(next);
            onYear(next);
          }}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={fieldsetClass} disabled={!hydrated}>
        <legend className={labelClass}>
          <Trans>View</Trans>
        </legend>
        {(Object.keys(MODE_TEXTS) as TotalBenefitsMode[]).map((option) => (
          <label key={option} className={radioClass}>
            <input
              type="radio"
              name="total-benefits-mode"
              value={option}
              checked={chosenMode === option}
              onChange={() => {
                setChosenMode(option);
                onMode(option);
              }}
            />
            {t(MODE_TEXTS[option])}
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
