import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, type ReactNode, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#web/ui/button.tsx';
import { ControlsAfterHydration } from '#web/ui/controls-after-hydration.tsx';
import { codeOnIntent } from './code-on-intent';
import { setMeetsServerMarkup } from './use-hydrated';

/** A small form standing for the login form: it says what it sent, once its code is here. */
function NameForm({ onSent, heading = 'Your name' }: { onSent: (name: string) => void; heading?: string }) {
  const [clicks, setClicks] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSent(new FormData(event.currentTarget).get('name') as string);
  };
  return (
    <form noValidate onSubmit={submit}>
      <h2>{heading}</h2>
      <ControlsAfterHydration>
        <label>
          Name <input name="name" />
        </label>
      </ControlsAfterHydration>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <Button type="submit">Send</Button>
      {/* Disabled for a reason of its own (a read-only session), not only until a script came. */}
      <Button disabled>Archive</Button>
    </form>
  );
}

let navigate: NavigateFunction = () => {
  throw new Error('not in a router');
};

/** The page around the part: in a router (every page is), showing where it is. */
function InPage({ children }: { children: ReactNode }) {
  navigate = useNavigate();
  return (
    <>
      <p>At {useLocation().search || 'the first page'}</p>
      {children}
    </>
  );
}

const inRouter = (part: ReactNode) => (
  <MemoryRouter initialEntries={['/people/']}>
    <InPage>{part}</InPage>
  </MemoryRouter>
);

/** The part's HTML as the Worker sends it: rendered where there is no window, every section whole. */
async function serverHtml(onSent: (name: string) => void): Promise<string> {
  vi.stubGlobal('window', undefined);
  const OnServer = codeOnIntent(async () => NameForm);
  vi.unstubAllGlobals();
  // As on the Worker (web/app/render-app-page.tsx): what it renders is markup to be hydrated.
  setMeetsServerMarkup(true);
  const { prelude } = await prerender(inRouter(<OnServer onSent={onSent} />));
  // The server renderer can leave the last context values it set in place (it and the browser's
  // share them in one process, as they never do for real): a render of nothing puts them back.
  await prerender(null);
  return new Response(prelude).text();
}

describe('a part of the page whose code loads on intent', () => {
  let container: HTMLElement;
  let root: Root | undefined;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
    setMeetsServerMarkup(false);
  });

  async function hydrateServerHtml() {
    const sent = vi.fn();
    container.innerHTML = await serverHtml(sent);
    // Until a script can hold a submit, the HTML's submit button does not make one natively, and
    // its fields take nothing that the app would drop.
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    expect(container.querySelector('fieldset')).toBeDisabled();
    const load = vi.fn(async () => NameForm);
    const InBrowser = codeOnIntent(load);
    const recoverable = vi.fn();
    setMeetsServerMarkup(true);
    await act(async () => {
      root = hydrateRoot(container, inRouter(<InBrowser onSent={sent} />), {
        onRecoverableError: recoverable,
      });
    });
    return { sent, load, recoverable, InBrowser, field: screen.getByRole('textbox', { name: 'Name' }) };
  }

  it('is in the HTML, takes typing, and loads no code until the person uses it', async () => {
    const { load, recoverable, field } = await hydrateServerHtml();
    (field as HTMLInputElement).value = 'Emma';
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.focusIn(field);
    });
    expect(load).toHaveBeenCalledOnce();
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Clicked 0' }));
    });
    await screen.findByRole('button', { name: 'Clicked 1' });
    expect(field).toHaveValue('Emma');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('holds a click on one of its buttons made before its code is here, and makes it once', async () => {
    const { load } = await hydrateServerHtml();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    });
    expect(load).toHaveBeenCalledOnce();
    expect(await screen.findByRole('button', { name: 'Clicked 1' })).toBeInTheDocument();
  });

  it('holds a submit made before its code is here, and makes it once, with what was typed', async () => {
    const { sent, field } = await hydrateServerHtml();
    (field as HTMLInputElement).value = 'Emma';
    const form = field.closest('form') as HTMLFormElement;
    await act(async () => {
      form.requestSubmit();
    });
    await waitFor(() => expect(sent).toHaveBeenCalledWith('Emma'));
    expect(sent).toHaveBeenCalledOnce();
  });

  it('holds Enter typed in a field before its code is here, and submits the form once hydrated', async () => {
    const { sent, field } = await hydrateServerHtml();
    // Its submit button, disabled in the HTML, is enabled once the page can hold a submit, so
    // Enter submits the form natively.
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    await userEvent.setup().type(field, 'Isla{Enter}');
    await waitFor(() => expect(sent).toHaveBeenCalledWith('Isla'));
    expect(sent).toHaveBeenCalledOnce();
  });

  it('enables its fields and buttons before its code is here, but not a button disabled for its own reason', async () => {
    const { load, field } = await hydrateServerHtml();
    expect(field).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focusIn(field);
    });
    await screen.findByRole('button', { name: 'Clicked 0' });
    expect(screen.getByRole('button', { name: 'Archive' })).toBeDisabled();
    expect(field).toBeEnabled();
  });

  it('loads at once where the page is rendered in the browser (no HTML to show meanwhile)', async () => {
    const load = vi.fn(async () => NameForm);
    const InBrowser = codeOnIntent(load);
    await act(async () => {
      root = createRoot(container);
      root.render(inRouter(<InBrowser onSent={() => {}} />));
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps its HTML and what was typed when the page navigates before the person used it', async () => {
    const { load, recoverable, field } = await hydrateServerHtml();
    (field as HTMLInputElement).value = 'Emma';
    // A list's next page: the URL moves, and every part of the page sits under the router.
    await act(async () => {
      await navigate('/people/?page=2');
    });
    expect(await screen.findByText('At ?page=2')).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Emma');
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('keeps its HTML while the page around it changes, and shows the change once its code is here', async () => {
    const sent = vi.fn();
    container.innerHTML = await serverHtml(sent);
    const load = vi.fn(async () => NameForm);
    const InBrowser = codeOnIntent(load);
    let retitle: (heading: string) => void = () => {};
    function Page() {
      const [heading, setHeading] = useState('Your name');
      retitle = setHeading;
      return <InBrowser onSent={sent} heading={heading} />;
    }
    const recoverable = vi.fn();
    setMeetsServerMarkup(true);
    await act(async () => {
      root = hydrateRoot(container, inRouter(<Page />), { onRecoverableError: recoverable });
    });
    const field = screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement;
    field.value = 'Emma';
    // An update of the page (not a transition) before the part's code is here.
    await act(async () => retitle('Who are you?'));
    expect(screen.getByRole('heading', { name: 'Your name' })).toBeInTheDocument();
    expect(field).toHaveValue('Emma');
    expect(load).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.focusIn(field);
    });
    expect(await screen.findByRole('heading', { name: 'Who are you?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Emma');
    expect(recoverable).not.toHaveBeenCalled();
  });
});
