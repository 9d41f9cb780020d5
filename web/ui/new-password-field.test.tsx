import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULES, type PasswordRuleName } from '#contract/password-policy';
import { bodiesSentTo, json, stubApi } from '#support/web/api-stubs.tsx';
import { passwordChecks } from '#support/web/app-support.tsx';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { NewPasswordField, type NewPasswordFieldProps } from './new-password-field';

const CHECK = 'POST /api/password/check';

/** Stubs the password check: the named rules pass. */
function stubChecks(met: readonly PasswordRuleName[]) {
  return stubApi({ [CHECK]: () => json(passwordChecks(met)) });
}

const ALL = PASSWORD_RULES.map((rule) => rule.name);

function Harness(props: Partial<NewPasswordFieldProps>) {
  const [value, setValue] = useState('');
  return (
    <NewPasswordField value={value} onChange={setValue} context={{ token: 'reset-token-123' }} {...props} />
  );
}

const input = () => screen.getByLabelText('New password') as HTMLInputElement;
const list = () => screen.getByRole('list', { name: 'Password requirements' });
const item = (label: string) => within(list()).getByText(label).closest('li') as HTMLElement;

async function typeAndWait(value: string) {
  fireEvent.change(input(), { target: { value } });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewPasswordField', () => {
  it('lists the nine rules, all not met, in a polite live region', () => {
    stubApi({});
    render(<Harness />);
    expect(list()).toHaveAttribute('aria-live', 'polite');
    const items = within(list()).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    expect(PASSWORD_RULES).toHaveLength(9);
    for (const [index, rule] of PASSWORD_RULES.entries()) {
      expect(items[index]?.textContent).toBe(`${rule.label} not met`);
      expect(items[index]?.dataset.state).toBe('unmet');
    }
  });

  it('is a password input with a Show/Hide toggle', () => {
    stubApi({});
    render(<Harness />);
    expect(input().type).toBe('password');
    expect(input()).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input().type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).textContent).toBe('Hide');
  });

  it('ticks the rules the server reports as met', async () => {
    stubChecks(['length', 'uppercase']);
    render(<Harness />);
    await typeAndWait('ABCDEFGHIJKLM');
    expect(item('At least 12 characters').textContent).toBe('At least 12 characters met');
    expect(item('At least 12 characters').dataset.state).toBe('met');
    expect(item('At least 1 upper-case letter').dataset.state).toBe('met');
    expect(item('At least 1 number').textContent).toBe('At least 1 number not met');
  });

  it('tells the form when the password becomes valid, and invalid again', async () => {
    const fetchMock = stubChecks(ALL);
    const onValidityChange = vi.fn();
    render(<Harness onValidityChange={onValidityChange} />);
    await typeAndWait('Tr0ub4dor&3xyz');
    expect(onValidityChange).toHaveBeenLastCalledWith(true);
    expect(bodiesSentTo(fetchMock, CHECK)[0]).toEqual({
      password: 'Tr0ub4dor&3xyz',
      token: 'reset-token-123',
    });
    fireEvent.change(input(), { target: { value: 'Tr0ub4dor&3xy' } });
    expect(onValidityChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the form error under the input and asks to meet the criteria above the list', () => {
    stubApi({});
    render(<Harness error="Please ensure your password meets the listed requirements" />);
    expect(input()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please ensure your password meets the listed requirements')).toBeInTheDocument();
    const criteria = screen.getByText('Please meet all the criteria below!');
    expect(criteria.compareDocumentPosition(list()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('does not ask to meet the criteria without an error', () => {
    stubApi({});
    render(<Harness />);
    expect(screen.queryByText('Please meet all the criteria below!')).not.toBeInTheDocument();
  });
});
