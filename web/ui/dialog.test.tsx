import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_ANIMATION_MS } from '#contract/spec-constants';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { Dialog, type DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { onClosedSpy?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open it
      </button>
      <Dialog
        title="Example"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        onClosed={props.onClosedSpy}
      >
        <p>Body text</p>
        <button type="button">First action</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens labelled by its heading and moves focus to the first control in its body', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('data-state', 'open');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
  });

  it('passes through the closing state for the close animation, then returns focus to the opener', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const onClosed = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness onClosedSpy={onClosed} />);
    const opener = screen.getByRole('button', { name: 'Open it' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));

    const dialog = screen.getByRole('dialog', { name: 'Example' });
    expect(dialog).toHaveAttribute('data-state', 'closing');
    expect(onClosed).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(CLOSE_ANIMATION_MS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('closes at once when the user prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.keyboard('{Escape}');
    act(() => vi.advanceTimersByTime(0));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('stays open on Escape when closeOnEscape is false', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnEscape={false} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toHaveAttribute('data-state', 'open');
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');

    await user.click(screen.getByText('Body text'));
    expect(dialog).toHaveAttribute('data-state', 'open');

    // A click on ::backdrop reaches the <dialog> element itself.
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores backdrop clicks when closeOnOverlayClick is false', async () => {
    const user = userEvent.setup();
    render(<Harness closeOnOverlayClick={false} />);
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(dialog).toHaveAttribute('data-state', 'open');
  });

  describe('without showModal support', () => {
    it('opens with the open attribute, shows an overlay that closes it, and keeps focus inside', async () => {
      const showModal = HTMLDialogElement.prototype.showModal;
      // biome-ignore lint/suspicious/noExplicitAny: simulating a browser without showModal
      (HTMLDialogElement.prototype as any).showModal = undefined;
      try {
        const user = userEvent.setup();
        const { container } = render(<Harness />);
        const opener = screen.getByRole('button', { name: 'Open it' });
        await user.click(opener);
        const dialog = screen.getByRole('dialog', { name: 'Example' });
        expect(dialog).toHaveAttribute('open');
        expect(dialog).toHaveAttribute('aria-modal', 'true');

        // Tab from the last control wraps to the first one.
        expect(screen.getByRole('button', { name: 'First action' })).toHaveFocus();
        await user.tab();
        expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

        const overlay = container.querySelector('[data-state="open"][aria-hidden="true"]');
        expect(overlay).toBeInTheDocument();
        fireEvent.click(overlay as Element);
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        expect(opener).toHaveFocus();
      } finally {
        HTMLDialogElement.prototype.showModal = showModal;
      }
    });
  });
});
