import type { FormEvent, ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from './button';
import { ControlsAfterHydration } from './controls-after-hydration';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface ListSearchProps {
  label: string;
  hint?: string;
  buttonText: string;
  maxLength: number;
  /** What is typed, applied by `useListInUrl` after its debounce or on submit. */
  draft: string;
  onDraftChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
}

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
        <form onSubmit={search.onSubmit} className={searchFormClass}>
          <TextField
            label={search.label}
            hint={search.hint}
            type="search"
            value={search.draft}
            maxLength={search.maxLength}
            onChange={(event) => search.onDraftChange(event.target.value)}
          />
          <Button type="submit" variant="secondary">
            {search.buttonText}
          </Button>
        </form>
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
const searchFormClass = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' });
