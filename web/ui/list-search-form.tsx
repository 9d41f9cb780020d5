import { useEffect, useMemo, useRef } from 'react';
import { css } from 'styled-system/css';
import * as z from 'zod/mini';
import { usePortalForm } from '#web/lib/use-portal-form.ts';
import { Button } from './button';
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

/**
 * The search box's form: what is typed goes to the list's URL state as it is typed (debounced
 * there), and Enter or the button applies it at once; the box follows the URL on Back and reload.
 */
export function ListSearchForm({ search }: { search: ListSearchProps }) {
  const schema = useMemo(() => z.object({ search: search.schema }), [search.schema]);
  const { register, handleSubmit, getValues, setValue, formState } = usePortalForm(schema, {
    mode: 'onSubmit',
    defaultValues: { search: search.draft },
  });
  // The URL's search (Back, reload, a cleared list) shows in the box unless it is what is typed.
  // When the form first takes over the Worker's HTML (its code loads as a person starts typing),
  // what they typed meanwhile is the search, not the URL's.
  const tookOver = useRef(false);
  const sendDraft = useRef(search.onDraftChange);
  sendDraft.current = search.onDraftChange;
  const { draft } = search;
  useEffect(() => {
    const typed = getValues('search');
    if (!tookOver.current) {
      tookOver.current = true;
      if (typed !== undefined && typed !== draft) sendDraft.current(typed);
      return;
    }
    if (typed !== draft) setValue('search', draft);
  }, [draft, getValues, setValue]);

  return (
    <form onSubmit={handleSubmit((values) => search.onSubmit(values.search))} className={searchFormClass}>
      <TextField
        label={search.label}
        hint={search.hint}
        type="search"
        maxLength={search.maxLength}
        // In the Worker's HTML too: the box shows the URL's search before the form's code is here.
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

const searchFormClass = css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' });
