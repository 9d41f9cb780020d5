import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import {
  BENEFIT_FILTER_PARAMS,
  BENEFIT_FILTER_TEXTS,
  type BenefitFilterState,
  benefitFilterStateOf,
  isFiltered,
  TAX_FLAG_TEXTS,
} from '#contract/benefit-rules';
import type { BenefitFilterOption, BenefitFilters } from '#contract/benefits';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { SelectField } from '#web/ui/select-field.tsx';

const formClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' });
const fieldClass = css({ minWidth: '14rem', flex: '1 1 14rem', maxWidth: '22rem' });
const clearClass = css({ color: 'brand.primary.ink', textDecoration: 'underline', paddingBlock: '2' });

export const MY_BENEFITS_PATH = '/app/my-benefits/';

/** Each option with its count, and the URL's own choice kept even if the answer no longer offers it. */
function choicesOf(options: readonly BenefitFilterOption[], chosen: string | null, chosenLabel: string) {
  const choices = options.map((option) => ({
    value: option.value,
    label: `${option.label} (${option.count})`,
  }));
  if (chosen && !options.some((option) => option.value === chosen)) {
    choices.push({ value: chosen, label: chosenLabel });
  }
  return choices;
}

/**
 * My benefits' filters (docs/decisions/044): a category and a tax treatment, applied together with
 * the Apply button as a new address (so Back and reload keep them, and the Worker streams the page
 * they name). Without `filters` (the call is loading) the lists hold only what the URL chose.
 */
export function BenefitFiltersForm({
  state,
  filters,
  onApply,
}: {
  state: BenefitFilterState;
  filters: BenefitFilters | null;
  onApply: (state: BenefitFilterState) => void;
}) {
  const [category, setCategory] = useState(state.category ?? '');
  const [taxFlag, setTaxFlag] = useState<string>(state.taxFlag ?? '');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const params = new URLSearchParams();
    params.set(BENEFIT_FILTER_PARAMS.category, category);
    params.set(BENEFIT_FILTER_PARAMS.taxFlag, taxFlag);
    onApply(benefitFilterStateOf(params));
  };
  return (
    <search aria-label={BENEFIT_FILTER_TEXTS.region}>
      <form method="get" action={MY_BENEFITS_PATH} onSubmit={onSubmit}>
        <ControlsAfterHydration className={formClass}>
          <SelectField
            className={fieldClass}
            name={BENEFIT_FILTER_PARAMS.category}
            label={BENEFIT_FILTER_TEXTS.category}
            placeholder={BENEFIT_FILTER_TEXTS.anyCategory}
            options={choicesOf(filters?.categories ?? [], state.category, state.category ?? '')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          />
          <SelectField
            className={fieldClass}
            name={BENEFIT_FILTER_PARAMS.taxFlag}
            label={BENEFIT_FILTER_TEXTS.taxFlag}
            placeholder={BENEFIT_FILTER_TEXTS.anyTaxFlag}
            options={choicesOf(
              filters?.taxFlags ?? [],
              state.taxFlag,
              state.taxFlag ? TAX_FLAG_TEXTS[state.taxFlag] : '',
            )}
            value={taxFlag}
            onChange={(event) => setTaxFlag(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {BENEFIT_FILTER_TEXTS.apply}
          </Button>
          {isFiltered(state) ? (
            <Link to={MY_BENEFITS_PATH} className={clearClass}>
              {BENEFIT_FILTER_TEXTS.clear}
            </Link>
          ) : null}
        </ControlsAfterHydration>
      </form>
    </search>
  );
}
