import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#web/ui/button.tsx';
import { codeOnIntent } from './code-on-intent';
import { setMeetsServerMarkup } from './use-hydrated';

/** A small form standing for the login form: it says what it sent, once its code is here. */
function NameForm({ onSent }: { onSent: (name: string) => void }) {
  const [clicks, setClicks] = useState(0);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSent(new FormData(event.currentTarget).get('name') as string);
  };
  return (
    <form noValidate onSubmit={submit}>
      <label>
        Name <input name="name" />
      </label>
      <button type="button" onClick={() => setClicks((count) => count + 1)}>
        Clicked {clicks}
      </button>
      <Button type="submit">Send</Button>
    </form>
  );
}

/** The part's HTML as the Worker sends it: rendered where there is no window, every section whole. */
async function serverHtml(onSent: (name: string) => void): Promise<string> {
  vi.stubGlobal('window', undefined);
  const OnServer = codeOnIntent(async () => NameForm);
  vi.unstubAllGlobals();
  // As on the Worker (web/app/render-app-page.tsx): what it renders is markup to be hydrated.
  setMeetsServerMarkup(true);
  const { prelude } = await prerender(<OnServer onSent={onSent} />);
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
    // Until a script can hold a submit, the HTML's submit button does not make one natively.
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();
    const load = vi.fn(async () => NameForm);
    const InBrowser = codeOnIntent(load);
    const recoverable = vi.fn();
    setMeetsServerMarkup(true);
    await act(async () => {
      root = hydrateRoot(container, <InBrowser onSent={sent} />, { onRecoverableError: recoverable });
    });
    return { sent, load, recoverable, field: screen.getByRole('textbox', { name: 'Name' }) };
  }

  it('is in the HTML, takes typing, and loads no code until the person uses it', async () => {
    const { load, recoverable, field } = await hydrateServerHtml();
    (field as HTMLInputElement).value = 'Emma';
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(load).not.toHaveBeenCalled();
    // Its handlers are not there yet: a click changes nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 0' })).toBeInTheDocument();

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

  it('loads at once where the page is rendered in the browser (no HTML to show meanwhile)', async () => {
    const load = vi.fn(async () => NameForm);
    const InBrowser = codeOnIntent(load);
    await act(async () => {
      root = createRoot(container);
      root.render(<InBrowser onSent={() => {}} />);
    });
    expect(await screen.findByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledOnce();
  });
});
