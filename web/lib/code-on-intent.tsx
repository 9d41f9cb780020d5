import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { meetsServerMarkupNow } from './use-hydrated';

/** What shows that a person is about to use a part of the page (docs/decisions/072). */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * A part of a page whose code loads when the person first shows they will use it, not with the
 * page (docs/decisions/072): the Worker's HTML has it whole, so it paints and takes typing before
 * its code is here; a focus, a touch, a key or a submit inside it loads the code, and React then
 * hydrates it over that HTML, keeping what was typed. A submit made before then (Enter in a field
 * included) is held and made once the part is hydrated, so Enter right after a password manager's
 * fill is not lost.
 * Rendered afresh in the browser (a client navigation), there is no HTML to use: the code loads at
 * once. On the server it renders whole.
 *
 * The listeners are the document's, in the capture phase: React stops a discrete event that meets
 * a part still waiting to hydrate, before it reaches any element of the page.
 */
export function codeOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let open = () => {};
  const opened =
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          open = resolve;
        });
  const Part = lazy(async () => {
    await opened;
    return { default: await load() };
  });

  return function OnIntent(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    const hydrated = useRef(false);
    /** The submit held until the part is hydrated, with the button that made it. */
    const heldSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
    if (!meetsServerMarkupNow()) open();

    useEffect(() => {
      const inside = (event: Event) =>
        !hydrated.current && event.target instanceof Node && wrapper.current?.contains(event.target);
      const onIntent = (event: Event) => {
        if (!inside(event)) return;
        open();
        // Enter in a field submits its form, but not while the form's submit button is disabled,
        // as it is until the form is hydrated (web/ui/button.tsx): the submit is held here instead.
        const field = event.target;
        if (event instanceof KeyboardEvent && event.key === 'Enter' && !event.isComposing) {
          if (field instanceof HTMLInputElement && field.form) {
            event.preventDefault();
            heldSubmit.current = { form: field.form, submitter: null };
          }
        }
      };
      const onSubmit = (event: SubmitEvent) => {
        if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
        event.preventDefault();
        heldSubmit.current = { form: event.target, submitter: event.submitter };
        open();
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
      document.addEventListener('submit', onSubmit, true);
      return () => {
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
        document.removeEventListener('submit', onSubmit, true);
      };
    }, []);

    const onHydrated = () => {
      hydrated.current = true;
      const held = heldSubmit.current;
      heldSubmit.current = null;
      if (held?.form.isConnected)
        held.form.requestSubmit(held.submitter?.isConnected ? held.submitter : null);
    };

    return (
      <div ref={wrapper} className={wrapperClass}>
        <Suspense fallback={null}>
          <Part {...props} />
          <Hydrated onHydrated={onHydrated} />
        </Suspense>
      </div>
    );
  };
}

/** Commits with the part, in the same Suspense boundary: its effect says the part is hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has committed
  useEffect(() => onHydrated(), []);
  return null;
}

// The wrapper only marks where the part is: it takes no box of its own in the page's layout.
const wrapperClass = css({ display: 'contents' });
