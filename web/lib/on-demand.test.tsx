import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '#support/web/app-support.tsx';
import { type OnDemand, onDemand, useOnDemand } from './on-demand';

type PanelModule = { Panel: () => ReactNode };

const panelModule: PanelModule = { Panel: () => <input aria-label="Panel field" /> };

function Page({ source }: { source: OnDemand<PanelModule> }) {
  const loader = useOnDemand(source);
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button
        type="button"
        {...loader.preloadProps}
        onClick={() => loader.whenLoaded(() => setOpened((n) => n + 1))}
      >
        Open
      </button>
      <output>opened {opened}</output>
      {opened > 0 && loader.module ? <loader.module.Panel /> : null}
    </>
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Failed: {String(this.state.error)}</p> : this.props.children;
  }
}

describe('onDemand and useOnDemand', () => {
  it('opens only once the code is there, with the panel in it; the second opening is at once', async () => {
    const load = deferred<PanelModule>();
    const importModule = vi.fn(() => load.promise);
    const source = onDemand(importModule);
    const user = userEvent.setup();
    render(<Page source={source} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('opened 0')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Panel field' })).not.toBeInTheDocument();

    load.resolve(panelModule);
    expect(await screen.findByRole('textbox', { name: 'Panel field' })).toBeInTheDocument();
    expect(screen.getByText('opened 1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByText('opened 2')).toBeInTheDocument();
    // Hover, focus and both clicks asked for it: one import.
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('starts the load on hover, before the click', async () => {
    const importModule = vi.fn(async () => panelModule);
    const user = userEvent.setup();
    render(<Page source={onDemand(importModule)} />);
    await user.hover(screen.getByRole('button', { name: 'Open' }));
    expect(importModule).toHaveBeenCalledTimes(1);
  });

  it('throws a failed load to the error boundary, and a later page asks for the code again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const importModule = vi.fn(async () => {
      if (!online) throw new Error('chunk missing');
      return panelModule;
    });
    const source = onDemand(importModule);
    const user = userEvent.setup();
    const { unmount } = render(
      <Boundary>
        <Page source={source} />
      </Boundary>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk missing');
    unmount();

    online = true;
    render(<Page source={source} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Panel field' })).toBeInTheDocument());
    vi.restoreAllMocks();
  });
});
