import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import { TEST_CAPTCHA_TOKEN } from '#contract/login-rules';
import type { ApiFixtures } from '#support/web/api-fixtures.ts';
import { apiError, bodiesSentTo, json, type StubAnswer, stubApi } from '#support/web/api-stubs.tsx';
import {
  makeBootstrap,
  PublicLocationProbe,
  renderPublicEntry,
  renderPublicRoutes,
} from '#support/web/app-support.tsx';
import { Component as ForgottenPasswordRoute } from './forgotten-password';

const FORGOT = 'POST /api/password/forgot';

/** Stubs POST /api/password/forgot, its answer held to the route's type; any other call answers 404. */
function stubForgot(reply: StubAnswer<ApiFixtures[typeof FORGOT]>) {
  return stubApi({ [FORGOT]: reply });
}

function renderPage({
  path = '/forgotten-password',
  bootstrap = makeBootstrap(),
}: {
  path?: string;
  bootstrap?: Bootstrap;
} = {}) {
  const { history } = renderPublicRoutes(
    [
      { path: '/forgotten-password/*', Component: ForgottenPasswordRoute },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path, bootstrap },
  );
  return { history, user: userEvent.setup() };
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const robotCheck = () => screen.getByRole('checkbox', { name: "I'm not a robot" }) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: 'Send reset link' });

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, email = 'emma.employee@acme.test') {
  await user.type(emailBox(), email);
  await user.click(robotCheck());
  await user.click(sendButton());
}

beforeEach(() => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('forgotten password page', () => {
  it('shows the heading, e-mail, robot check, Send and Back', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('type', 'email');
    expect(robotCheck()).not.toBeChecked();
    expect(sendButton()).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  });

  it('asks for a valid e-mail address and the robot check before sending anything', async () => {
    const fetchMock = stubForgot(() => json({ sent: true }));
    const { user } = renderPage();
    await user.click(sendButton());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please confirm that you are not a robot!')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(fetchMock, FORGOT)).toEqual([]);
  });

  it('checks the e-mail pattern on blur, then clears the error as soon as it is fixed', async () => {
    const { user } = renderPage();
    await user.type(emailBox(), 'emma@acme');
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(emailBox(), '.test');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
  });

  it('sends the e-mail and captcha token, then shows the success view with its heading focused', async () => {
    const fetchMock = stubForgot(() => json({ sent: true }));
    const { user } = renderPage();
    await fillAndSend(user);
    const heading = await screen.findByRole('heading', { level: 1, name: "It's on the way..." });
    expect(bodiesSentTo(fetchMock, FORGOT)).toEqual([
      { email: 'emma.employee@acme.test', captchaToken: TEST_CAPTCHA_TOKEN },
    ]);
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText("Check your inbox! Don't forget to check your Junk & Spam folders."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'benefits@acme.test' })).toHaveAttribute(
      'href',
      'mailto:benefits@acme.test',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('goes back to the login from the success view', async () => {
    stubForgot(() => json({ sent: true }));
    const { user } = renderPage();
    await fillAndSend(user);
    await user.click(await screen.findByRole('link', { name: 'Back to Login' }));
    expect(screen.getByTestId('path').textContent).toBe('/');
  });

  it('explains an expired renewal request arriving with ?message=token-expired', () => {
    renderPage({ path: '/forgotten-password?message=token-expired' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Your password renewal request has expired. Please try again.');
    expect(emailBox()).toBeInTheDocument();
  });

  it('shows no expiry alert without the message query', () => {
    renderPage();
    expect(
      screen.queryByText('Your password renewal request has expired. Please try again.'),
    ).not.toBeInTheDocument();
  });

  it('shows the server message when rate limited, focuses it and clears the robot check', async () => {
    stubForgot(() => apiError(429, 'Too many attempts. Please wait a minute and try again.', 'rate_limited'));
    const { user } = renderPage();
    await fillAndSend(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Too many attempts. Please wait a minute and try again.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(robotCheck()).not.toBeChecked();
    expect(screen.queryByRole('heading', { name: "It's on the way..." })).not.toBeInTheDocument();
  });

  it('shows the first field message of a validation error', async () => {
    stubForgot(() =>
      apiError(400, 'Please correct the errors highlighted below', 'validation_failed', {
        fields: { email: 'The email must be a valid email address.' },
      }),
    );
    const { user } = renderPage();
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe('The email must be a valid email address.');
  });

  it("shows a validation error's own message when it names no field", async () => {
    stubForgot(() => apiError(400, 'Validation failed', 'validation_failed'));
    const { user } = renderPage();
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe('Validation failed');
  });

  it('shows the message of any other error', async () => {
    stubForgot(() =>
      apiError(502, 'Oops... there was an issue requesting your password reset link', 'upstream_error'),
    );
    const { user } = renderPage();
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Oops... there was an issue requesting your password reset link',
    );
  });

  it('says an unexpected error occurred when the answer cannot be understood', async () => {
    // @ts-expect-error An answer off the contract, on purpose: the page must cope with it.
    stubForgot(() => json({ sent: 'maybe' }));
    const { user } = renderPage();
    await fillAndSend(user);
    expect((await screen.findByRole('alert')).textContent).toBe('An unexpected error occurred');
  });

  it('asks for the robot check again when the server refuses the captcha', async () => {
    stubForgot(() => apiError(400, 'Please confirm that you are not a robot!', 'captcha_failed'));
    const { user } = renderPage();
    await fillAndSend(user);
    expect(await screen.findByText('Please confirm that you are not a robot!')).toBeInTheDocument();
    expect(robotCheck()).not.toBeChecked();
    expect(robotCheck()).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows only a single-sign-on notice for a single-sign-on-only client', () => {
    const bootstrap = makeBootstrap({
      client: {
        name: 'Globex',
        contactUsEnabled: true,
        ssoAccessOnly: true,
        defaultLanguage: 'en-GB',
        languages: ['en-GB'],
      },
    });
    renderPage({ bootstrap });
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByText(/single sign-on/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reset link' })).not.toBeInTheDocument();
  });
});

describe('forgotten password route', () => {
  it('is a public page at /forgotten-password/, inside the public frame', async () => {
    renderPublicEntry('/forgotten-password/');
    const main = await screen.findByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeInTheDocument();
  });
});
