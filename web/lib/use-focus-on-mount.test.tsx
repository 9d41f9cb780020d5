import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useFocusOnMount } from './use-focus-on-mount';
import { setMeetsServerMarkup } from './use-hydrated';

function Page({ step = 1 }: { step?: number }) {
  const heading = useFocusOnMount<HTMLHeadingElement>(step);
  return (
    <main>
      <h1 ref={heading} tabIndex={-1}>
        Step {step}
      </h1>
      <input aria-label="Name" />
    </main>
  );
}

describe('useFocusOnMount', () => {
  it('moves focus to the heading of a page rendered in the browser, and again at each step', () => {
    const { rerender } = render(<Page />);
    expect(screen.getByRole('heading', { name: 'Step 1' })).toHaveFocus();
    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(<Page step={2} />);
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
  });

  it('leaves focus where the person put it while a server-rendered page hydrates', async () => {
    const container = document.createElement('div');
    setMeetsServerMarkup(true);
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const field = screen.getByRole('textbox', { name: 'Name' });
    field.focus();
    const root = await act(async () => hydrateRoot(container, <Page />));
    setMeetsServerMarkup(false);
    expect(field).toHaveFocus();
    // A later step is the app's own change: focus follows it.
    await act(async () => root.render(<Page step={2} />));
    expect(screen.getByRole('heading', { name: 'Step 2' })).toHaveFocus();
    await act(async () => root.unmount());
    container.remove();
  });
});
