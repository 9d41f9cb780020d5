import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { codeOnIntent } from '#web/lib/code-on-intent.tsx';
import { ControlsAfterHydration } from './controls-after-hydration';
import type { ListSearchProps } from './list-search-form';
import { SelectField } from './select-field';

/**
 * The search form's code (react-hook-form, zod) loads when a person starts to use it, as the login
 * form's does (docs/decisions/072, 085): a list page paints, pages, sorts and filters without it.
 */
const SearchForm = codeOnIntent(async () => (await import('./list-search-form')).ListSearchForm);

export interface ListFilterProps {
  label: string;
  /** The first choice, which filters nothing. */
  allLabel: string;
  /** '' for all. */
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}

/**
 * The search box and filter above a paged list (the employee list, the two-factor table, a benefit's
 * take-up people): a `<search>` landmark whose form applies at once on Enter, and the filter, if
 * any, as a SelectField whose empty first choice filters nothing. `children` are further actions
 * that sit in the same row.
 */
export function ListToolbar({
  search,
  filter,
  children,
}: {
  search: ListSearchProps;
  /** A list with a search only (a benefit's take-up people) has none. */
  filter?: ListFilterProps;
  children?: ReactNode;
}) {
  return (
    <ControlsAfterHydration className={toolbarClass}>
      <search>
        <SearchForm search={search} />
      </search>
      {filter ? (
        <SelectField
          label={filter.label}
          placeholder={filter.allLabel}
          options={filter.options}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        />
      ) : null}
      {children}
    </ControlsAfterHydration>
  );
}

const toolbarClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' });
