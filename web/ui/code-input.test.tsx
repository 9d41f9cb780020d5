import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { authCodeSchema } from '#contract/two-factor-requests';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { CodeInput, digitLabel } from './code-input';

const isCodeComplete = (code: string) => z.safeParse(authCodeSchema, code).success;

function Harness({ onSubmit = vi.fn() }: { onSubmit?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && !isCodeComplete(value)) event.preventDefault();
      }}
    >
      <CodeInput legend="Authentication code" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="submit">Login</button>
    </form>
  );
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const value = () => screen.getByTestId('value').textContent;

describe('CodeInput', () => {
  it('shows six single-digit numeric boxes in a group named by its visible legend', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Authentication code' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByText('Authentication code').tagName).toBe('LEGEND');
    for (let n = 1; n <= 6; n++) {
      expect(box(n).maxLength).toBe(1);
      expect(box(n)).toHaveAttribute('inputmode', 'numeric');
      expect(box(n)).toHaveAttribute('autocomplete', n === 1 ? 'one-time-code' : 'off');
    }
    expect(digitLabel(0)).toMatchObject({
      message: 'Digit {position} of {length}',
      values: { position: 1, length: 6 },
    });
  });

  it('moves focus on as each digit is typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('12');
    expect(value()).toBe('12');
    expect(box(3)).toHaveFocus();
    await user.keyboard('3456');
    expect(value()).toBe('123456');
    expect(box(6)).toHaveFocus();
  });

  it('ignores anything that is not a digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('a-');
    expect(value()).toBe('');
    expect(box(1)).toHaveFocus();
    fireEvent.change(box(1), { target: { value: 'x' } });
    expect(value()).toBe('');
  });

  it('fills all six boxes when a whole code is pasted into any box', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(4));
    await user.paste('12 34 56');
    expect(value()).toBe('123456');
    expect([1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('')).toBe('123456');
  });

  it('spreads a shorter paste from the box it lands in', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(3));
    await user.paste('78');
    expect(box(3).value).toBe('7');
    expect(box(4).value).toBe('8');
    expect(box(5)).toHaveFocus();
  });

  it('fills every box from an autofilled code that arrives in the first box', () => {
    render(<Harness />);
    fireEvent.change(box(1), { target: { value: '654321' } });
    expect(value()).toBe('654321');
  });

  it('clears a box with Backspace, and on an empty box moves back and clears that one', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(value()).toBe('12');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(value()).toBe('1');
  });

  it('moves between boxes with the arrow keys, Home and End, and overwrites a digit in place', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123456');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}9');
    expect(value()).toBe('193456');
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
  });

  it('keeps the place of a cleared box in the middle, so the code is incomplete', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(box(1));
    await user.keyboard('123456');
    await user.click(box(3));
    await user.keyboard('{Delete}');
    expect(value()).toBe('12 456');
    expect(isCodeComplete('12 456')).toBe(false);
    expect(isCodeComplete('123456')).toBe(true);
  });

  it('lets Enter submit the form only once all six digits are filled', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await user.click(box(1));
    await user.keyboard('12345{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.keyboard('6{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('123456');
  });
});
