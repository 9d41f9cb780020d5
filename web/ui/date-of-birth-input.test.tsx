import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { DateOfBirthInput, type DateOfBirthInputProps, type DateParts } from './date-of-birth-input';

const EMPTY: DateParts = { day: '', month: '', year: '' };

function Harness({
  initial = EMPTY,
  onChange,
  ...props
}: Partial<Omit<DateOfBirthInputProps, 'value'>> & { initial?: DateParts }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateOfBirthInput
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

const day = () => screen.getByRole('textbox', { name: 'Day' }) as HTMLInputElement;
const month = () => screen.getByRole('textbox', { name: 'Month' }) as HTMLInputElement;
const year = () => screen.getByRole('textbox', { name: 'Year' }) as HTMLInputElement;

describe('DateOfBirthInput', () => {
  it('is a group named Date of birth with the hint and three numeric, autofillable inputs', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    expect(screen.getByText('e.g. 28 08 1978')).toBeInTheDocument();
    expect([day(), month(), year()].map((input) => input.getAttribute('autocomplete'))).toEqual([
      'bday-day',
      'bday-month',
      'bday-year',
    ]);
    expect([day(), month(), year()].map((input) => input.inputMode)).toEqual([
      'numeric',
      'numeric',
      'numeric',
    ]);
    expect([day(), month(), year()].map((input) => input.maxLength)).toEqual([2, 2, 4]);
  });

  it('uses a given legend and derives input ids from a given id', () => {
    render(<Harness legend="Your date of birth" id="dob" />);
    expect(screen.getByRole('group', { name: 'Your date of birth' }).id).toBe('dob');
    expect(day().id).toBe('dob-day');
    expect(month().id).toBe('dob-month');
    expect(year().id).toBe('dob-year');
  });

  it('keeps digits only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(year(), '19a7b8');
    expect(year().value).toBe('1978');
  });

  it('zero-pads a one-digit day and month when they lose focus', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(day(), '3');
    await user.tab();
    expect(day().value).toBe('03');
    await user.type(month(), '1');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(month().value).toBe('01');
  });

  it('moves focus to the month after two day digits, and to the year after two month digits', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(day());
    await user.keyboard('28');
    expect(month()).toHaveFocus();
    await user.keyboard('08');
    expect(year()).toHaveFocus();
    await user.keyboard('1978');
    expect(onChange).toHaveBeenLastCalledWith({ day: '28', month: '08', year: '1978' });
  });

  it('moves on after a single day digit of 4 or more, or a month digit of 2 or more, padding it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(day());
    await user.keyboard('5');
    expect(month()).toHaveFocus();
    expect(day().value).toBe('05');
    await user.keyboard('3');
    expect(year()).toHaveFocus();
    expect(month().value).toBe('03');
  });

  it('stays on a day of 3 or a month of 1, which may take a second digit', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(day());
    await user.keyboard('3');
    expect(day()).toHaveFocus();
    await user.keyboard('1');
    expect(month()).toHaveFocus();
    await user.keyboard('1');
    expect(month()).toHaveFocus();
  });

  it('does not advance when a complete part is edited by deleting', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '12', month: '', year: '' }} />);
    await user.click(day());
    await user.keyboard('{End}{Backspace}');
    expect(day().value).toBe('1');
    expect(day()).toHaveFocus();
  });

  it('steps the day with ArrowUp and ArrowDown within the days of the month', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '29', month: '02', year: '2024' }} />);
    await user.click(day());
    await user.keyboard('{ArrowUp}');
    expect(day().value).toBe('29');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(day().value).toBe('27');
  });

  it('steps the month within 1-12 and the year within the given range', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ day: '', month: '11', year: '2009' }} minYear={1920} maxYear={2010} />);
    await user.click(month());
    await user.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(month().value).toBe('12');
    await user.click(year());
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(year().value).toBe('2010');
    await user.keyboard('{ArrowDown}');
    expect(year().value).toBe('2009');
  });

  it('shows an error under the group and marks every input invalid and described by it', () => {
    render(<Harness error="This date of birth is not valid" />);
    const message = screen.getByText('This date of birth is not valid');
    for (const input of [day(), month(), year()]) {
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(ids).toContain(message.id);
      expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain('e.g. 28 08 1978');
    }
  });

  it('leaves the inputs valid without an error', () => {
    render(<Harness />);
    for (const input of [day(), month(), year()]) expect(input).not.toHaveAttribute('aria-invalid');
  });
});
