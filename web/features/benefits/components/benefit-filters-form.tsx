import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { benefitsFilterQuerySchema } from '#contract/benefit-requests';
import {
  BENEFIT_FILTER_PARAMS,
  BENEFIT_FILTER_TEXTS,
  type BenefitFilterState,
  isFiltered,
  TAX_FLAG_TEXTS,
} from '#contract/benefit-rules';
import type { BenefitFilterOption, BenefitFilters } from '#contract/benefits';
import { PATHS } from '#contract/page-paths';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { SelectField } from '#web/ui/select-field.tsx';

const formClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' });
const fieldClass = css({ minWidth: '14rem', flex: '1 1 14rem', maxWidth: '22rem' });
const clearClass = css({ color: 'brand.primary.ink', textDecoration: 'underline', paddingBlock: '2' });

/** The empty choice ('Any category') is no filter. */
const noneIfEmpty = (value: string) => value || undefined;

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
  // The Worker's schema for GET /api/benefits's filters: a choice not made is no filter.
  const { control, handleSubmit, formState, keepsPageEdit } = usePortalForm(benefitsFilterQuerySchema, {
    mode: 'onSubmit',
    defaultValues: { category: state.category ?? undefined, taxFlag: state.taxFlag ?? undefined },
  });
  const onSubmit = handleSubmit(({ category, taxFlag }) =>
    onApply({ category: category ?? null, taxFlag: taxFlag ?? null }),
  );
  return (
    <search aria-label={BENEFIT_FILTER_TEXTS.region}>
      <form method="get" action={PATHS.myBenefits} onSubmit={onSubmit}>
        <ControlsAfterHydration className={formClass}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <SelectField
                className={fieldClass}
                ref={keepsPageEdit(field, noneIfEmpty)}
                name={BENEFIT_FILTER_PARAMS.category}
                label={BENEFIT_FILTER_TEXTS.category}
                placeholder={BENEFIT_FILTER_TEXTS.anyCategory}
                options={choicesOf(filters?.categories ?? [], state.category, state.category ?? '')}
                value={field.value ?? ''}
                error={formState.errors.category?.message}
                onChange={(event) => field.onChange(noneIfEmpty(event.target.value))}
              />
            )}
          />
          <Controller
            control={control}
            name="taxFlag"
            render={({ field }) => (
              <SelectField
                className={fieldClass}
                ref={keepsPageEdit(field, noneIfEmpty)}
                name={BENEFIT_FILTER_PARAMS.taxFlag}
                label={BENEFIT_FILTER_TEXTS.taxFlag}
                placeholder={BENEFIT_FILTER_TEXTS.anyTaxFlag}
                options={choicesOf(
                  filters?.taxFlags ?? [],
                  state.taxFlag,
                  state.taxFlag ? TAX_FLAG_TEXTS[state.taxFlag] : '',
                )}
                value={field.value ?? ''}
                error={formState.errors.taxFlag?.message}
                onChange={(event) => field.onChange(noneIfEmpty(event.target.value))}
              />
            )}
          />
          <Button type="submit" variant="secondary">
            {BENEFIT_FILTER_TEXTS.apply}
          </Button>
          {isFiltered(state) ? (
            <Link to={PATHS.myBenefits} className={clearClass}>
              {BENEFIT_FILTER_TEXTS.clear}
            </Link>
          ) : null}
        </ControlsAfterHydration>
      </form>
    </search>
  );
}
