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
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 1' }));
    screen.getByRole('textbox', { name: 'Name' }).focus();
    rerender(<Page step={2} />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }));
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
    expect(document.activeElement).toBe(field);
    // A later step is the app's own change: focus follows it.
    await act(async () => root.render(<Page step={2} />));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Step 2' }));
    await act(async () => root.unmount());
    container.remove();
  });
});
