import {
  type ComponentType,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { SubmitsHeldContext, WAITS_FOR_SCRIPT } from './use-hydrated';

/** What shows that a person is about to use a part of the page (docs/decisions/072). */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown', 'input'] as const;

/**
 * A part of a page whose code loads when the person first shows they will use it, not with the
 * page (docs/decisions/072): the Worker's HTML has it whole, so it paints and takes typing before
 * its code is here; a focus, a touch, a key or an input inside it loads the code, and React then
 * hydrates it over that HTML, keeping what was typed. A submit made before then (a click on its
 * submit button, or Enter in a field) is held and made once the part is hydrated, so Enter right
 * after a password manager's fill is not lost; so is a click on another of its buttons. Its buttons
 * and fields, disabled in the HTML until a script has taken over (web/ui/button.tsx,
 * web/ui/controls-after-hydration.tsx), are enabled as soon as the page can hold a submit, before
 * the part's own code is here. Rendered afresh in the browser (a client navigation), there is no
 * HTML to use: the code loads at once. On the server it renders whole.
 *
 * The listeners are the document's, in the capture phase: React stops a discrete event that meets
 * a part still waiting to hydrate before it reaches any element of the page.
 *
 * A part still waiting for its code must not be updated: React would drop its HTML and render it
 * afresh (showing nothing until the code is here, and losing what was typed), or hold a transition
 * until it hydrates. So until it has hydrated, the part keeps the element it was first rendered
 * with (the page's later props reach it once it has), and a navigation (a context every part sits
 * under: a list's page, sort or filter in the URL) loads its code, so the navigation waits for a
 * chunk at most, never for a person's intent.
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
    /** A click on one of its other buttons (a form's Clear), held the same way. */
    const heldClick = useRef<HTMLButtonElement | null>(null);
    const [partHydrated, setPartHydrated] = useState(false);
    const firstProps = useRef(props);
    const location = useLocation();
    const firstLocation = useRef(location);
    // Only a part that hydrates the Worker's HTML waits: one mounted in the browser (rendered
    // afresh, or revealed when the page's data came) has nothing to show meanwhile.
    const hydrating = useSyncExternalStore(neverChanges, notHydrating, hydratingOrOnServer);
    const tookOverHtml = useRef(hydrating);
    if (!tookOverHtml.current || location !== firstLocation.current) open();

    useEffect(() => {
      // The HTML's buttons and fields wait for a script that can hold a submit or a click (no
      // native submit, and nothing typed that the app would drop): this is it. Hydrated, the part
      // renders them enabled as well; a control disabled for a reason of its own stays so.
      for (const control of wrapper.current?.querySelectorAll(`[${WAITS_FOR_SCRIPT}]`) ?? []) {
        if (control instanceof HTMLButtonElement || control instanceof HTMLFieldSetElement) {
          control.disabled = false;
          control.removeAttribute(WAITS_FOR_SCRIPT);
        }
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
      const onClick = (event: MouseEvent) => {
        const button = event.target instanceof Element ? event.target.closest('button') : null;
        if (!inside(event) || !button || button.type === 'submit') return;
        event.preventDefault();
        event.stopPropagation();
        heldClick.current = button;
        open();
      };
      for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, true);
      document.addEventListener('submit', onSubmit, true);
      document.addEventListener('click', onClick, true);
      return () => {
        for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
        document.removeEventListener('submit', onSubmit, true);
        document.removeEventListener('click', onClick, true);
      };
    }, []);

    const onHydrated = useCallback(() => {
      hydrated.current = true;
      setPartHydrated(true);
    }, []);

    // The held submit is made once the part renders with the page's latest props (its handlers
    // then see the list's current page and sort, not those of the first render).
    useEffect(() => {
      if (!partHydrated) return;
      const click = heldClick.current;
      heldClick.current = null;
      if (click?.isConnected) click.click();
      const held = heldSubmit.current;
      if (!held) return;
      heldSubmit.current = null;
      if (!held.form.isConnected) return;
      const { form, submitter } = held;
      const sameButton = submitter instanceof HTMLButtonElement && submitter.form === form;
      form.requestSubmit(sameButton ? submitter : null);
    }, [partHydrated]);

    const shownProps = partHydrated ? props : firstProps.current;
    // The same element while the part waits: React leaves an unchanged element's subtree alone.
    const part = useMemo(
      () => (
        <SubmitsHeldContext value={!onServer}>
          <Suspense fallback={null}>
            <Part {...shownProps} />
            <Hydrated onHydrated={onHydrated} />
          </Suspense>
        </SubmitsHeldContext>
      ),
      [shownProps, onHydrated],
    );

    return (
      <div ref={wrapper} className={wrapperClass}>
        {part}
      </div>
    );
  };
}

// React reads the server snapshot while it hydrates (and on the server), the other one otherwise.
const neverChanges = () => () => {};
const notHydrating = () => false;
const hydratingOrOnServer = () => true;

/** Commits with the part, in the same Suspense boundary: its effect says the part is hydrated. */
function Hydrated({ onHydrated }: { onHydrated: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the part has committed
  useEffect(() => onHydrated(), []);
  return null;
}

// The wrapper only marks where the part is: it takes no box of its own in the page's layout.
const wrapperClass = css({ display: 'contents' });
