import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ANIMATION_MS } from '#contract/spec-constants';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { SidePanel } from './side-panel';

function Harness({ onClosed }: { onClosed?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open panel
      </button>
      <SidePanel open={open} onClose={() => setOpen(false)} onClosed={onClosed} title="Panel heading">
        <label>
          Reason
          <textarea />
        </label>
        <button type="button">Save</button>
      </SidePanel>
    </>
  );
}

describe('SidePanel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens as a modal dialog at the side, labelled by its heading, with focus inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    const panel = screen.getByRole('dialog', { name: 'Panel heading' });
    expect(panel).toHaveAttribute('data-placement', 'side');
    expect((panel as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
  });

  it('slides out on Escape over the close animation, then runs the close callback and gives focus back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClosed = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness onClosed={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open panel' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'closing');
    expect(onClosed).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(opener).toHaveFocus();
  });

  it('closes with its Close button', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open panel' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    act(() => vi.advanceTimersByTime(CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
