import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { meetsServerMarkupNow, SubmitsHeldContext } from './use-hydrated';

/** What shows that a person is about to use a part of the page (docs/decisions/072). */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * A part of a page whose code loads when the person first shows they will use it, not with the
 * page (docs/decisions/072): the Worker's HTML has it whole, so it paints and takes typing before
 * its code is here; a focus, a touch, a key or an input inside it loads the code, and React then
 * hydrates it over that HTML, keeping what was typed. A submit made before then (a click on its
 * submit button, or Enter in a field) is held and made once the part is hydrated, so Enter right
 * after a password manager's fill is not lost. Its submit buttons, disabled in the HTML like every
 * button until a script has taken over (web/ui/button.tsx), are enabled as soon as the page can hold
 * a submit, before the part's own code is here. Rendered afresh in the browser (a client navigation), there is no
 * HTML to use: the code loads at once. On the server it renders whole.
 *
 * The listeners are the document's, in the capture phase: React stops a discrete event that meets
 * a part still waiting to hydrate before it reaches any element of the page.
 */
export function codeOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const onServer = typeof window === 'undefined';
  let open = () => {};
  const opened = onServer
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
      // The HTML's submit buttons wait for a script that can hold a submit (no native submit, and
      // none while scripts load): this is it. Hydrated, the part renders them enabled as well.
      for (const button of wrapper.current?.querySelectorAll('button[type="submit"]') ?? []) {
        if (button instanceof HTMLButtonElement) button.disabled = false;
      }
      const inside = (event: Event) =>
        !hydrated.current && event.target instanceof Node && wrapper.current?.contains(event.target);
      const onIntent = (event: Event) => {
        if (inside(event)) open();
      };
      const onSubmit = (event: SubmitEvent) => {
        if (!inside(event) || !(event.target instanceof HTMLFormElement)) return;
        // Held, and kept from React too: made once, when the part's handlers are there.
        event.preventDefault();
        event.stopPropagation();
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
      if (!held?.form.isConnected) return;
      const { form, submitter } = held;
      const sameButton = submitter instanceof HTMLButtonElement && submitter.form === form;
      form.requestSubmit(sameButton ? submitter : null);
    };

    return (
      <div ref={wrapper} className={wrapperClass}>
        <SubmitsHeldContext value={!onServer}>
          <Suspense fallback={null}>
            <Part {...props} />
            <Hydrated onHydrated={onHydrated} />
          </Suspense>
        </SubmitsHeldContext>
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
