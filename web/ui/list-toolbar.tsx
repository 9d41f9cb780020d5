import { type ReactNode, useEffect, useMemo } from 'react';
import { css } from 'styled-system/css';
import * as z from 'zod/mini';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Button } from './button';
import { ControlsAfterHydration } from './controls-after-hydration';
import { SelectField } from './select-field';
import { TextField } from './text-field';

export interface ListSearchProps {
  label: string;
  hint?: string;
  buttonText: string;
  maxLength: number;
  /** The search's rule: the list's query schema's own (e.g. `employeeListQuerySchema.shape.search`). */
  schema: z.ZodMiniType<string, string | undefined>;
  /** What is typed, applied by `useListInUrl` after its debounce or on submit. */
  draft: string;
  onDraftChange: (value: string) => void;
  /** The search form was sent: its text, as the schema leaves it. */
  onSubmit: (value: string) => void;
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

/**
 * The search box's form: what is typed goes to the list's URL state as it is typed (debounced
 * there), and Enter or the button applies it at once; the box follows the URL on Back and reload.
 */
function SearchForm({ search }: { search: ListSearchProps }) {
  const schema = useMemo(() => z.object({ search: search.schema }), [search.schema]);
  const { register, handleSubmit, getValues, setValue, formState } = usePortalForm(schema, {
    mode: 'onSubmit',
    defaultValues: { search: search.draft },
  });
  // The URL's search (Back, reload, a cleared list) shows in the box unless it is what is typed.
  useEffect(() => {
    if (getValues('search') !== search.draft) setValue('search', search.draft);
  }, [search.draft, getValues, setValue]);

  return (
    <form onSubmit={handleSubmit((values) => search.onSubmit(values.search))} className={searchFormClass}>
      <TextField
        label={search.label}
        hint={search.hint}
        type="search"
        maxLength={search.maxLength}
        // In the Worker's HTML too: the box shows the URL's search before the form's code runs.
        defaultValue={search.draft}
        error={formState.errors.search?.message}
        {...register('search', { onChange: (event) => search.onDraftChange(event.target.value) })}
      />
      <Button type="submit" variant="secondary">
        {search.buttonText}
      </Button>
    </form>
  );
}

const toolbarClass = css({ display: 'flex', flexWrap: 'wrap', gap: '4', alignItems: 'flex-end' });
const searchFormClass = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' });
