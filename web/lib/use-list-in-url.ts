import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import { DEBOUNCE_MS } from '#contract/spec-constants';

/** What every paged, searchable list keeps in its URL; each list adds its own filters and sort. */
export interface ListState {
  page: number;
  search: string;
}

/**
 * A list's state (page, search, filter, sort) read from the URL and written back to it, so reload
 * and Back keep it (spec 4, Lists), and its search box: applied 250 ms after typing stops, or at
 * once on Enter or the Search button, back to page 1 either way. A submit that races the debounce
 * applies what was typed; the debounced write replaces the history entry, a submit adds one.
 */
export function useListInUrl<State extends ListState>({
  read,
  write,
}: {
  /** The state the URL's query describes (defaults for anything missing or invalid). */
  read: (params: URLSearchParams) => State;
  /** The query string of a state, without '?'. */
  write: (state: State) => string;
}) {
  const [params, setParams] = useSearchParams();
  const state = read(params);
  // A change made while the previous one is still loading builds on that one, not on the page
  // still shown: a filter chosen right after a search keeps the search.
  const { pathname } = useLocation();
  const pending = useNavigation().location;
  const latest = pending && pending.pathname === pathname ? read(new URLSearchParams(pending.search)) : state;

  const apply = (next: Partial<State>, replace = false) => {
    const query = write({ ...latest, ...next });
    if (query !== write(latest)) setParams(new URLSearchParams(query), { replace });
  };

  const [draft, setDraft] = useState(state.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const applyRef = useRef(apply);
  applyRef.current = apply;
  useEffect(() => setDraft(state.search), [state.search]);
  useEffect(() => () => clearTimer(timer), []);

  const onDraftChange = (value: string) => {
    setDraft(value);
    clearTimer(timer);
    timer.current = setTimeout(
      () => applyRef.current({ search: value, page: 1 } as Partial<State>, true),
      DEBOUNCE_MS.default,
    );
  };
  /** The search form was sent with this text: applied at once, in place of a debounce still to run. */
  const onSubmit = (value: string) => {
    clearTimer(timer);
    setDraft(value);
    apply({ search: value, page: 1 } as Partial<State>);
  };

  return { state, apply, search: { draft, onDraftChange, onSubmit } };
}

function clearTimer(timer: { current: ReturnType<typeof setTimeout> | null }) {
  if (timer.current !== null) clearTimeout(timer.current);
  timer.current = null;
}
