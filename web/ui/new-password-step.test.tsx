import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { PASSWORD_TEXTS } from '#contract/password-rules';
import { resetPasswordRequestSchema } from '#contract/recovery-requests';
import { json, stubApi } from '#support/web/api-stubs.tsx';
import { passwordChecks } from '#support/web/app-support.tsx';
import { renderWithMessages as render } from '#support/web/test-i18n.tsx';
import { NewPasswordStep } from './new-password-step';

const GOOD = 'Correct-Horse-42!';

function renderStep(submit: (password: string) => Promise<string>, onSubmitted = vi.fn()) {
  render(
    <NewPasswordStep
      schema={z.pick(resetPasswordRequestSchema, { password: true })}
      context={{ token: 'reset-token-123' }}
      submit={({ password }) => submit(password)}
      onSubmitted={onSubmitted}
      onError={() => ({ alert: 'Password reset failed' })}
      submitLabel="Reset password"
    />,
  );
  return onSubmitted;
}

/** What a password manager does: fills the field and presses Enter in the same instant. */
function fillAndSubmitAtOnce(value: string) {
  const input = screen.getByLabelText('New password');
  fireEvent.change(input, { target: { value } });
  fireEvent.submit(input.closest('form') as HTMLFormElement);
}

async function flush() {
  // No debounce has elapsed: only the promises of the check and of the submit run.
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewPasswordStep: submitting before the debounced check answers', () => {
  it('waits for the check and goes on when the password passes', async () => {
    const fetchMock = stubApi({ 'POST /api/password/check': json(passwordChecks()) });
    const submit = vi.fn(async (password: string) => `done:${password}`);
    const onSubmitted = renderStep(submit);

    fillAndSubmitAtOnce(GOOD);
    await flush();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith(GOOD);
    expect(onSubmitted).toHaveBeenCalledWith(`done:${GOOD}`);
    expect(screen.queryByText(PASSWORD_TEXTS.unmet)).not.toBeInTheDocument();
  });

  it('refuses it with the requirements message when the check fails', async () => {
    stubApi({ 'POST /api/password/check': json(passwordChecks(['length', 'uppercase'])) });
    const submit = vi.fn(async () => 'done');
    renderStep(submit);

    fillAndSubmitAtOnce('AAAAAAAAAAAAAAA');
    await flush();

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText(PASSWORD_TEXTS.unmet)).toBeInTheDocument();
    expect(screen.getByText(PASSWORD_TEXTS.criteria)).toBeInTheDocument();
  });

  it('refuses it when the check cannot be made', async () => {
    stubApi({ 'POST /api/password/check': json({ error: { message: 'Failed to fetch', code: 'x' } }, 502) });
    const submit = vi.fn(async () => 'done');
    renderStep(submit);

    fillAndSubmitAtOnce(GOOD);
    await flush();

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText(PASSWORD_TEXTS.unmet)).toBeInTheDocument();
  });

  it('sends one check only, not a second one after the debounce', async () => {
    const fetchMock = stubApi({ 'POST /api/password/check': json(passwordChecks()) });
    renderStep(vi.fn(async () => 'done'));

    fillAndSubmitAtOnce(GOOD);
    await flush();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends once when the form is submitted twice at once (a double click)', async () => {
    stubApi({ 'POST /api/password/check': json(passwordChecks()) });
    const submit = vi.fn(async (password: string) => `done:${password}`);
    renderStep(submit);

    fillAndSubmitAtOnce(GOOD);
    fireEvent.submit(screen.getByLabelText('New password').closest('form') as HTMLFormElement);
    await flush();

    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('still asks for a password when there is none', async () => {
    const fetchMock = stubApi({});
    const submit = vi.fn(async () => 'done');
    renderStep(submit);

    fillAndSubmitAtOnce('');
    await flush();

    expect(submit).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText(PASSWORD_TEXTS.required)).toBeInTheDocument();
  });
});
