import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RULES } from '#contract/password-rules';
import { TOKEN_EXPIRED_REDIRECT_MS } from '#contract/spec-constants';
import { type ApiAnswers, apiError, json, stubApi } from '#support/web/api-stubs.tsx';
import {
  currentProgressStep,
  passwordChecks,
  progressStepItems,
  renderPublicPage,
} from '#support/web/app-support.tsx';
import { Component as ResetPassword } from './reset-password';

const TOKEN = 'reset-token-123456';
function renderReset(path: string) {
  return renderPublicPage(ResetPassword, { pattern: '/reset-password/*', path });
}

const where = () => screen.getByTestId('where').textContent;

/** Stubs the reset endpoints; the token check passes unless overridden. */
function stubReset(answers: ApiAnswers = {}) {
  return stubApi({
    'POST /api/password/reset/check': json({ valid: true }),
    'POST /api/password/check': json(passwordChecks()),
    ...answers,
  });
}

/** The token check refuses the link: expired, spent or never issued. */
function stubInvalidLink() {
  return stubReset({
    'POST /api/password/reset/check': apiError(
      400,
      'Your password reset link has expired or is invalid.',
      'token_invalid',
    ),
  });
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function typeDob(user: ReturnType<typeof userEvent.setup>, day: string, month: string, year: string) {
  await user.type(screen.getByRole('textbox', { name: 'Day' }), day);
  await user.type(screen.getByRole('textbox', { name: 'Month' }), month);
  await user.type(screen.getByRole('textbox', { name: 'Year' }), year);
}

async function typeValidPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('New password'));
  await user.paste('Correct-Horse-42!');
  // The checklist answers after its debounce; then every rule reads as met.
  await waitFor(
    () => expect(screen.getAllByText('met', { exact: true }).length).toBe(PASSWORD_RULES.length),
    { timeout: 3000 },
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reset password: the link', () => {
  it('sends a visit without a query string to the forgotten-password page', async () => {
    const fetchMock = stubReset();
    renderReset('/reset-password');
    await waitFor(() => expect(where()).toBe('/forgotten-password'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a visit with a query but no token to the forgotten-password page', async () => {
    stubReset();
    renderReset('/reset-password?dob=28-08-1978');
    await waitFor(() => expect(where()).toBe('/forgotten-password'));
  });

  it("checks the token first, showing 'Checking your link...'", async () => {
    const fetchMock = stubReset({ 'POST /api/password/reset/check': () => new Promise<Response>(() => {}) });
    renderReset(`/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('status').textContent).toBe('Checking your link...');
    expect(bodiesOf(fetchMock, '/api/password/reset/check')).toEqual([{ token: TOKEN }]);
  });

  it('shows an error page with Return to home for an invalid token', async () => {
    stubInvalidLink();
    renderReset(`/reset-password?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Your password reset link has expired or is invalid.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('shows Unable to validate reset link when the check fails for another reason', async () => {
    stubReset({ 'POST /api/password/reset/check': apiError(502, 'Upstream down', 'upstream_error') });
    renderReset(`/reset-password?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Unable to validate reset link. Please try again.',
      }),
    ).toBeInTheDocument();
  });

  it('offers Try again when the check timed out, and shows the form once the check passes (issue 20)', async () => {
    let calls = 0;
    stubReset({
      'POST /api/password/reset/check': () =>
        ++calls === 1 ? apiError(504, 'Failed to fetch', 'upstream_timeout') : json({ valid: true }),
    });
    renderReset(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('heading', {
      level: 1,
      name: 'Unable to validate reset link. Please try again.',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('offers no Try again for a link that is bad', async () => {
    stubInvalidLink();
    renderReset(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('link', { name: 'Return to home' });
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("shows 'Token has expired', then after 3 seconds goes to the forgotten-password page with the message", async () => {
    vi.useFakeTimers();
    stubReset({ 'POST /api/password/reset/check': apiError(400, 'Token has expired', 'token_expired') });
    renderReset(`/reset-password?token=${TOKEN}`);
    for (let i = 0; i < 20 && !screen.queryByText('Token has expired'); i++) {
      await act(() => vi.advanceTimersByTimeAsync(0));
    }
    expect(screen.getByRole('alert').textContent).toBe('Token has expired');

    await act(() => vi.advanceTimersByTimeAsync(TOKEN_EXPIRED_REDIRECT_MS - 1));
    expect(where()).toBe(`/reset-password?token=${TOKEN}`);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(where()).toBe('/forgotten-password?message=token-expired');
  });
});

describe('reset password: step 1, Verify', () => {
  it('asks for the date of birth under Reset your password, on the first of two steps', async () => {
    stubReset();
    renderReset(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.getByText('e.g. 28 08 1978')).toBeInTheDocument();
    expect(progressStepItems()).toHaveLength(2);
    expect(currentProgressStep()).toHaveTextContent('Verify');
  });

  it('refuses an empty date locally without asking the server', async () => {
    const fetchMock = stubReset();
    const user = userEvent.setup();
    renderReset(`/reset-password?token=${TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(screen.getByText('Date of birth is required')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/password/reset/verify-dob')).toEqual([]);
  });

  it('moves to step 2 once the server verifies, keeping the token and adding dob as DD-MM-YYYY', async () => {
    const fetchMock = stubReset({ 'POST /api/password/reset/verify-dob': json({ verified: true }) });
    const user = userEvent.setup();
    renderReset(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('group', { name: 'Date of birth' });
    await typeDob(user, '28', '08', '1978');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(where()).toBe(`/reset-password?token=${TOKEN}&dob=28-08-1978`));
    expect(bodiesOf(fetchMock, '/api/password/reset/verify-dob')).toEqual([
      { token: TOKEN, dateOfBirth: '1978-08-28' },
    ]);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(currentProgressStep()).toHaveTextContent('Password');
    expect(progressStepItems()[0]).toHaveTextContent('(completed)');
    // The token was checked once, not again for the new step.
    expect(bodiesOf(fetchMock, '/api/password/reset/check')).toHaveLength(1);
  });

  it('shows This date does not match our records on a mismatch', async () => {
    stubReset({
      'POST /api/password/reset/verify-dob': apiError(
        400,
        'This date does not match our records',
        'dob_mismatch',
      ),
    });
    const user = userEvent.setup();
    renderReset(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('group', { name: 'Date of birth' });
    await typeDob(user, '01', '02', '1990');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('This date does not match our records')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveAttribute('aria-invalid', 'true');
    expect(where()).toBe(`/reset-password?token=${TOKEN}`);
  });

  it('shows the network error when the verification cannot reach the server', async () => {
    stubReset({
      'POST /api/password/reset/verify-dob': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const user = userEvent.setup();
    renderReset(`/reset-password?token=${TOKEN}`);
    await screen.findByRole('group', { name: 'Date of birth' });
    await typeDob(user, '01', '02', '1990');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
  });

  it('stays on step 1 when the dob in the URL is not a date', async () => {
    stubReset();
    renderReset(`/reset-password?token=${TOKEN}&dob=31-02-1990`);
    expect(await screen.findByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

// The checklist answers after its 500 ms debounce, so these take longer than most.
describe('reset password: step 2, Password', { timeout: 20_000 }, () => {
  const STEP_2 = `/reset-password?token=${TOKEN}&dob=28-08-1978`;

  it('offers Cancel back to / beside Reset password', async () => {
    stubReset();
    renderReset(STEP_2);
    expect(await screen.findByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeInTheDocument();
  });

  it('does not submit until the password meets every rule', async () => {
    const fetchMock = stubReset({
      'POST /api/password/check': json({ valid: false, checks: [{ name: 'length', status: false }] }),
    });
    const user = userEvent.setup();
    renderReset(STEP_2);
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText('Please ensure your password meets the listed requirements'),
    ).toBeInTheDocument();
    expect(bodiesOf(fetchMock, '/api/password/reset')).toEqual([]);
  });

  it('resets and goes to the login page with the password-changed flag when the server says /', async () => {
    const fetchMock = stubReset({ 'POST /api/password/reset': json({ redirectUrl: '/' }) });
    const user = userEvent.setup();
    renderReset(STEP_2);
    await typeValidPassword(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(where()).toBe('/?password-changed=true'));
    expect(bodiesOf(fetchMock, '/api/password/reset')).toEqual([
      { token: TOKEN, dateOfBirth: '1978-08-28', password: 'Correct-Horse-42!' },
    ]);
  });

  it('goes to another returned path of this origin (in the one route tree: a client navigation)', async () => {
    stubReset({ 'POST /api/password/reset': json({ redirectUrl: '/app/home/' }) });
    const user = userEvent.setup();
    const { history } = renderReset(STEP_2);
    await typeValidPassword(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(where()).toBe('/app/home/'));
    expect(history.documentLoads).toEqual([]);
  });

  it('gives a redirect URL containing /spirit a full page load', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    stubReset({ 'POST /api/password/reset': json({ redirectUrl: '/spirit/welcome' }) });
    const user = userEvent.setup();
    renderReset(STEP_2);
    await typeValidPassword(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/spirit/welcome'));
    expect(where()).toBe(STEP_2);
  });

  it('shows a rejected password as the field error with Password reset failed, dropping the progress back', async () => {
    stubReset({
      'POST /api/password/reset': () =>
        json(
          {
            error: {
              message: 'Password reset failed',
              code: 'password_rejected',
              fields: { password: 'You have used this password before' },
            },
          },
          422,
        ),
    });
    const user = userEvent.setup();
    renderReset(STEP_2);
    await typeValidPassword(user);
    expect(progressStepItems()[0]).toHaveTextContent('(completed)');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Password reset failed');
    expect(screen.getByText('You have used this password before')).toBeInTheDocument();
    expect(progressStepItems()[0]?.textContent).not.toContain('(completed)');
    expect(currentProgressStep()).toHaveTextContent('Password');
  });

  it('returns to step 1 with the mismatch message when the server refuses the date of birth', async () => {
    stubReset({
      'POST /api/password/reset': apiError(400, 'This date does not match our records', 'dob_mismatch'),
    });
    const user = userEvent.setup();
    renderReset(STEP_2);
    await typeValidPassword(user);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('This date does not match our records')).toBeInTheDocument();
    expect(where()).toBe(`/reset-password?token=${TOKEN}`);
    expect(screen.getByRole('group', { name: 'Date of birth' })).toBeInTheDocument();
  });
});
