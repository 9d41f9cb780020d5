import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_ERROR_CODES, NOT_THIS_PORTAL_MESSAGE } from '#contract/login-rules';
import { PASSWORD_RULES } from '#contract/password-rules';
import type { SessionSummary } from '#contract/session';
import { ACTIVATION_STEPS } from '#contract/spec-constants';
import { type ApiAnswers, apiError, json, stubApi } from '#support/web/api-stubs.tsx';
import {
  currentProgressStep,
  makeSession,
  passwordChecks,
  progressStepItems,
  renderPublicPage,
} from '#support/web/app-support.tsx';
import { Component as Activation } from './activation';

const ID = 'act-42';
const DETAILS = {
  firstName: 'Emma',
  surname: 'Fielding',
  email: 'emma.employee@acme.test',
  twoFactor: false,
};
function renderActivation(session: SessionSummary | null = null) {
  return renderPublicPage(Activation, { pattern: '/activation/:id/*', path: `/activation/${ID}`, session });
}

const where = () => screen.getByTestId('path').textContent;

function stubActivation(answers: ApiAnswers = {}) {
  return stubApi({
    [`GET /api/activation/${ID}` as const]: json(DETAILS),
    [`POST /api/activation/${ID}/dob` as const]: json({ verified: true }),
    'POST /api/password/check': json(passwordChecks()),
    ...answers,
  });
}

function bodiesOf(fetchMock: ReturnType<typeof stubApi>, path: string): Record<string, unknown>[] {
  return fetchMock.mock.calls
    .filter(([input]) => String(input) === path)
    .map(([, init]) => JSON.parse(String(init?.body)));
}

async function passDobStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('group', { name: 'Date of birth' });
  await user.type(screen.getByRole('textbox', { name: 'Day' }), '28');
  await user.type(screen.getByRole('textbox', { name: 'Month' }), '08');
  await user.type(screen.getByRole('textbox', { name: 'Year' }), '1978');
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByLabelText('New password'));
  await user.paste('Correct-Horse-42!');
  await waitFor(
    () => expect(screen.getAllByText('met', { exact: true }).length).toBe(PASSWORD_RULES.length),
    { timeout: 3000 },
  );
  await user.click(screen.getByRole('button', { name: 'Activate account' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing, the checklist's 500 ms debounce and the device-token hash make these slower than most.
describe('activation', { timeout: 20_000 }, () => {
  it('shows a loading state while the activation details load', () => {
    stubActivation({ [`GET /api/activation/${ID}` as const]: () => new Promise<Response>(() => {}) });
    renderActivation();
    expect(screen.getByRole('status').textContent).toBe('Loading your details...');
  });

  it('shows the error view with Return to home when the activation cannot be loaded', async () => {
    stubActivation({
      [`GET /api/activation/${ID}` as const]: apiError(
        404,
        'There was an error requesting your activation',
        'activation_failed',
      ),
    });
    renderActivation();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'There was an error requesting your activation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
  });

  it('offers no new link when the link is unknown or was used', async () => {
    stubActivation({
      [`GET /api/activation/${ID}` as const]: apiError(
        410,
        'There was an error requesting your activation',
        'activation_failed',
      ),
    });
    renderActivation();
    await screen.findByRole('heading', { level: 1, name: 'There was an error requesting your activation' });
    expect(screen.queryByRole('button', { name: 'Send me a new activation link' })).not.toBeInTheDocument();
  });

  describe('an expired link (decision 048)', () => {
    const expired = {
      [`GET /api/activation/${ID}` as const]: apiError(
        410,
        'There was an error requesting your activation',
        'activation_link_expired',
      ),
    };

    it('asks for a new link once and says it is on the way', async () => {
      const fetchMock = stubActivation({
        ...expired,
        [`POST /api/activation/${ID}/new-link` as const]: json({ sent: true }),
      });
      const user = userEvent.setup();
      renderActivation();

      await screen.findByRole('heading', { level: 1, name: 'There was an error requesting your activation' });
      await user.click(screen.getByRole('button', { name: 'Send me a new activation link' }));

      const heading = await screen.findByRole('heading', { level: 1, name: "It's on the way..." });
      expect(heading).toHaveFocus();
      expect(
        screen.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
      ).toBeInTheDocument();
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input) === `/api/activation/${ID}/new-link`),
      ).toHaveLength(1);
    });

    it("says 'Oops... there was an issue requesting your activation link' when the request fails, and lets the person try again", async () => {
      stubActivation({
        ...expired,
        [`POST /api/activation/${ID}/new-link` as const]: apiError(
          502,
          'Oops... there was an issue requesting your activation link',
          'activation_link_failed',
        ),
      });
      const user = userEvent.setup();
      renderActivation();

      await user.click(await screen.findByRole('button', { name: 'Send me a new activation link' }));

      expect((await screen.findByRole('alert')).textContent).toBe(
        'Oops... there was an issue requesting your activation link',
      );
      expect(screen.getByRole('button', { name: 'Send me a new activation link' })).toBeInTheDocument();
    });
  });

  it('walks the two plain steps, date of birth then password, and signs the person in', async () => {
    const fetchMock = stubActivation({
      [`POST /api/activation/${ID}/complete` as const]: json({
        outcome: 'signed-in',
        session: makeSession({ showWelcomeModal: true }),
      }),
    });
    const user = userEvent.setup();
    const { history } = renderActivation();

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    expect(progressStepItems()).toHaveLength(ACTIVATION_STEPS.plain);
    expect(progressStepItems().map((item) => item.textContent?.replace(/^\d/, ''))).toEqual([
      'Date of birth',
      'Password',
    ]);
    expect(currentProgressStep()).toHaveTextContent('Date of birth');

    await passDobStep(user);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    expect(currentProgressStep()).toHaveTextContent('Password');
    expect(bodiesOf(fetchMock, `/api/activation/${ID}/dob`)).toEqual([{ dateOfBirth: '1978-08-28' }]);

    await choosePassword(user);
    await waitFor(() => expect(where()).toBe('/app/home/'));
    // Signed in by the Worker's cookie: the signed-in app loads afresh and finds the session.
    expect(history.documentLoads).toEqual([{ path: '/app/home/', replace: true, state: null }]);
    const [complete] = bodiesOf(fetchMock, `/api/activation/${ID}/complete`);
    expect(complete).toMatchObject({ dateOfBirth: '1978-08-28', password: 'Correct-Horse-42!' });
    expect(complete?.deviceToken).toMatch(/^[0-9a-f]{64}$/);
    expect(bodiesOf(fetchMock, '/api/password/check').at(-1)).toEqual({
      password: 'Correct-Horse-42!',
      activationId: ID,
    });
  });

  it('shows four steps with two-factor activation and goes on to the QR set-up page', async () => {
    stubActivation({
      [`GET /api/activation/${ID}` as const]: json({ ...DETAILS, twoFactor: true }),
      [`POST /api/activation/${ID}/complete` as const]: json({ outcome: 'two-factor-setup' }),
    });
    const user = userEvent.setup();
    const { history } = renderActivation();

    await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' });
    expect(progressStepItems()).toHaveLength(ACTIVATION_STEPS.withTwoFactor);
    expect(progressStepItems().map((item) => item.textContent?.replace(/^\d/, ''))).toEqual([
      'Verify',
      'Password',
      '2FA',
      'Terms',
    ]);
    await passDobStep(user);
    await choosePassword(user);

    await waitFor(() => expect(where()).toBe('/two-fa-qr-setup/'));
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ isFromActivation: true });
    expect(history.documentLoads).toEqual([]);
  });

  it('shows This date does not match our records when the server refuses the date of birth', async () => {
    stubActivation({
      [`POST /api/activation/${ID}/dob` as const]: apiError(
        400,
        'This date does not match our records',
        'dob_mismatch',
      ),
    });
    const user = userEvent.setup();
    renderActivation();
    await passDobStep(user);
    expect(await screen.findByText('This date does not match our records')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it("says the account is not part of this portal when the link is opened on another client's sub-domain", async () => {
    stubActivation({
      [`POST /api/activation/${ID}/dob` as const]: apiError(
        403,
        NOT_THIS_PORTAL_MESSAGE,
        LOGIN_ERROR_CODES.notThisPortal,
      ),
    });
    const user = userEvent.setup();
    renderActivation();
    await passDobStep(user);
    expect(await screen.findByText(NOT_THIS_PORTAL_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('shows a refused password as the field error and stays on the password step', async () => {
    stubActivation({
      [`POST /api/activation/${ID}/complete` as const]: json(
        {
          error: {
            message: 'Password rejected',
            code: 'password_rejected',
            fields: { password: 'Please ensure your password meets the listed requirements' },
          },
        },
        422,
      ),
    });
    const user = userEvent.setup();
    renderActivation();
    await passDobStep(user);
    await choosePassword(user);
    expect(
      await screen.findByText('Please ensure your password meets the listed requirements'),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert').textContent).toBe('Please review the form');
    expect(currentProgressStep()).toHaveTextContent('Password');
    expect(where()).toBe(`/activation/${ID}`);
  });

  it('sends someone already signed in, with no welcome carousel pending, to /app/home/', async () => {
    const fetchMock = stubActivation();
    renderActivation(makeSession());
    await waitFor(() => expect(where()).toBe('/app/home/'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stays on the activation page for a signed-in person whose welcome carousel is pending', async () => {
    stubActivation();
    renderActivation(makeSession({ showWelcomeModal: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Emma' })).toBeInTheDocument();
    expect(where()).toBe(`/activation/${ID}`);
  });
});
