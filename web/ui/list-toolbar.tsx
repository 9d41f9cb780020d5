import { type FormEvent, type ReactNode, useId } from 'react';
import { css } from 'styled-system/css';
import { Button } from './button';
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
 * The search box and filter above a paged list (the employee list, the two-factor table): a
 * `<search>` landmark whose form applies at once on Enter, and a labelled select. `children` are
 * further actions that sit in the same row.
 */
export function ListToolbar({
  search,
  filter,
  children,
}: {
  search: ListSearchProps;
  filter: ListFilterProps;
  children?: ReactNode;
}) {
  const filterId = useId();
  return (
    <div className={toolbarClass}>
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
      <div className={filterClass}>
        <label htmlFor={filterId} className={labelClass}>
          {filter.label}
        </label>
        <select
          id={filterId}
          className={selectClass}
          value={filter.value}
          onChange={(event) => filter.onChange(event.target.value)}
        >
          <option value="">{filter.allLabel}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {children}
    </div>
  );
}

const toolbarClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' });
const searchFormClass = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' });
const filterClass = css({ display: 'flex', flexDirection: 'column', gap: '1' });
const labelClass = css({ fontWeight: '500', color: 'fg' });
const selectClass = css({
  minHeight: '44px',
  paddingInline: '3',
  borderWidth: '1px',
  borderStyle: 'solid',
  borderColor: 'border.strong',
  borderRadius: 'l2',
  bg: 'canvas',
  color: 'fg',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus', outlineOffset: '2px' },
});
