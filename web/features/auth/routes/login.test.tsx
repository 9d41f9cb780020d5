import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Bootstrap } from '#contract/bootstrap';
import { TEST_CAPTCHA_TOKEN } from '#contract/login-rules';
import { apiError, bodiesSentTo, json, stubApi } from '#support/web/api-stubs.tsx';
import {
  deferred,
  makeBootstrap,
  makeSession,
  PublicLocationProbe,
  renderPublicRoutes,
} from '#support/web/app-support.tsx';
import { createCookieSliceStore } from '#web/lib/persisted-cookie-slice.ts';
import { Component as LoginRoute } from './login';

async function renderLogin({
  bootstrap = makeBootstrap(),
  path = '/',
  cookiesAccepted = true,
}: {
  bootstrap?: Bootstrap;
  path?: string;
  cookiesAccepted?: boolean;
} = {}) {
  const store = createCookieSliceStore({ storage: null, eventTarget: null });
  if (cookiesAccepted) store.update({ cookiesAccepted: true });
  const { history } = renderPublicRoutes(
    [
      { path: '/', Component: LoginRoute },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path, bootstrap, cookieStore: store },
  );
  // The form's code loads apart from the page's (web/lib/code-on-intent.tsx); a visitor with a
  // session is sent on instead.
  if (!bootstrap.session) await screen.findByRole('textbox', { name: 'Email address' });
  return { history, store, user: userEvent.setup() };
}

/** Acme as a client whose people sign in by single sign-on only. */
function ssoOnlyBootstrap(): Bootstrap {
  const bootstrap = makeBootstrap();
  if (bootstrap.client) bootstrap.client = { ...bootstrap.client, ssoAccessOnly: true };
  return bootstrap;
}

const emailBox = () => screen.getByRole('textbox', { name: 'Email address' });
const passwordBox = () => screen.getByLabelText('Password');

async function reachPasswordStep(
  user: ReturnType<typeof userEvent.setup>,
  email = 'emma.employee@acme.test',
) {
  await user.type(emailBox(), email);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByRole('button', { name: 'Login' });
}

beforeEach(() => {});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('login page', () => {
  it('shows the brand heading, avatar and support contact', async () => {
    await renderLogin();
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeInTheDocument();
    expect(document.querySelector('img[src="/brands/default/avatar.svg"]')).toBeInTheDocument();
    expect(screen.getByText(/Need help\? Contact us at/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'benefits@acme.test' })).toHaveAttribute(
      'href',
      'mailto:benefits@acme.test',
    );
  });

  it('offers the support number as a tel link when there is no support email', async () => {
    const bootstrap = makeBootstrap();
    bootstrap.theme.supportEmail = '';
    await renderLogin({ bootstrap });
    expect(screen.getByRole('link', { name: '0800 123 4567' })).toHaveAttribute('href', 'tel:08001234567');
  });

  it('sends a signed-in visitor to /app/home/ (a page of the one route tree: a client navigation)', async () => {
    const { history } = await renderLogin({ bootstrap: makeBootstrap({ session: makeSession() }) });
    expect((await screen.findByTestId('path')).textContent).toBe('/app/home/');
    expect(history.documentLoads).toEqual([]);
  });

  it('shows one column with the e-mail step only when the client is SSO-only', async () => {
    const bootstrap = ssoOnlyBootstrap();
    await renderLogin({ bootstrap });
    expect(screen.getByRole('heading', { level: 1, name: 'Acme Rewards' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Sign in with single sign-on' }),
    ).toBeInTheDocument();
    expect(document.querySelector('img[src="/brands/default/avatar.svg"]')).toBeInTheDocument();
    expect(emailBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Forgotten?' })).not.toBeInTheDocument();
  });

  it('sends an SSO-only address to its sign-on provider', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'sso', url: 'https://idp.acme.test/sso/start' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const bootstrap = ssoOnlyBootstrap();
    const { user } = await renderLogin({ bootstrap });
    await user.type(emailBox(), 'sid.sso@acme.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.acme.test/sso/start'));
  });

  it('sends an address without single sign-on on an SSO-only client to /sso-error/, never to a password', async () => {
    stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const bootstrap = ssoOnlyBootstrap();
    const { user } = await renderLogin({ bootstrap });
    await user.type(emailBox(), 'emma.employee@acme.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/sso-error/'));
  });

  it('announces a changed password with a status alert when ?password-changed=true', async () => {
    await renderLogin({ path: '/?password-changed=true' });
    expect(screen.getByRole('status').textContent).toBe(
      'Your password has been changed. Please log in with your new password.',
    );
  });
});

describe('email step', () => {
  it('says nothing while the first address is typed, then asks for it on blur when left empty', async () => {
    const { user } = await renderLogin();
    await user.type(emailBox(), 'emma');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.clear(emailBox());
    await user.tab();
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    const describedBy = emailBox().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please enter your email address');
  });

  it('re-validates on every change once the field shows an error', async () => {
    const { user } = await renderLogin();
    await user.type(emailBox(), 'emma@acme');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.clear(emailBox());
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    await user.type(emailBox(), 'emma@acme.t');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    await user.type(emailBox(), 'est');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
  });

  it('checks the address on Next without calling the server when it is invalid', async () => {
    const api = stubApi({});
    const { user } = await renderLogin();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Please enter your email address')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('looks the address up and moves to the password step with focus on the password', async () => {
    const api = stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { user } = await renderLogin();
    await user.type(emailBox(), '  emma.employee@acme.test ');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(passwordBox()).toHaveFocus());
    expect(bodiesSentTo(api, 'POST /api/auth/login-url')[0]).toEqual({ email: 'emma.employee@acme.test' });
    expect(emailBox()).toBeInTheDocument();
    expect((emailBox() as HTMLInputElement).readOnly).toBe(false);
    expect(screen.getByRole('link', { name: 'Forgotten?' })).toHaveAttribute('href', '/forgotten-password/');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('leaves for the single sign-on address when the lookup answers sso', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'sso', url: 'https://idp.acme.test/sso/start' }),
    });
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { user } = await renderLogin();
    await user.type(emailBox(), 'sam.sso@acme.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.acme.test/sso/start'));
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('shows the lookup failure as an error alert', async () => {
    stubApi({
      'POST /api/auth/login-url': () => apiError(502, 'Unable to process login request', 'login_url_failed'),
    });
    const { user } = await renderLogin();
    await user.type(emailBox(), 'emma.employee@acme.test');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Unable to process login request');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });
});

describe('password step', () => {
  it('shows and hides the password with a toggle named for what it does', async () => {
    stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.textContent).toBe('Show');
    expect(toggle).not.toHaveAttribute('aria-pressed');
    expect(passwordBox()).toHaveAttribute('type', 'password');

    await user.click(toggle);
    expect(passwordBox()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide.textContent).toBe('Hide');

    await user.click(hide);
    expect(passwordBox()).toHaveAttribute('type', 'password');
  });

  it('requires a password and offers a link to reset it', async () => {
    const api = stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const describedBy = passwordBox().getAttribute('aria-describedby') ?? '';
    const error = document.getElementById(describedBy);
    expect(error?.textContent).toBe('Try again or reset your password');
    expect(within(error as HTMLElement).getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/forgotten-password/',
    );
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(0);
  });

  it('asks for cookies to be accepted before logging in, as an alert, without calling the server', async () => {
    const api = stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { user } = await renderLogin({ cookiesAccepted: false });
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Please accept cookies before logging in');
    expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(0);
    expect(emailBox()).not.toHaveAttribute('aria-invalid');
    expect(passwordBox()).not.toHaveAttribute('aria-invalid');
  });

  it('removes the cookie message once cookies are accepted', async () => {
    stubApi({ 'POST /api/auth/login-url': () => json({ next: 'password' }) });
    const { user, store } = await renderLogin({ cookiesAccepted: false });
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('alert');
    act(() => store.update({ cookiesAccepted: true }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it("shows a login failure as the Worker's HTML, focuses it and marks both fields", async () => {
    // The text as the Worker answers it, made safe there: its test of the answer checks that the
    // image, the script and the javascript: link are dropped (worker/routes/content-pages.test.ts).
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () =>
        apiError(
          401,
          `We can't find a match! Try again or <a href="/contact-us/">contact us</a>more`,
          'login_failed',
        ),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe("We can't find a match! Try again or contact usmore");
    expect(within(alert).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact-us/');
    expect(within(alert).queryByRole('link', { name: 'more' })).not.toBeInTheDocument();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(emailBox()).toHaveAttribute('aria-invalid', 'true');
    expect(passwordBox()).toHaveAttribute('aria-invalid', 'true');
    expect(emailBox().getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('shows the rate-limit message without marking the fields', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () =>
        apiError(429, 'Too many attempts. Please wait a minute and try again.', 'rate_limited'),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please wait a minute and try again.',
    );
    expect(passwordBox()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the captcha once required, blocks Login until it is ticked and clears it after a failure', async () => {
    const api = stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      // Every failed attempt now asks for the captcha.
      'POST /api/auth/login': () =>
        apiError(401, "We can't find a match! Try again or contact us", 'login_failed', {
          captchaRequired: true,
        }),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).not.toBeInTheDocument();
    await user.type(passwordBox(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const robot = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please confirm that you are not a robot!')).toBeInTheDocument();
    expect(robot).toHaveAttribute('aria-invalid', 'true');
    expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(1);

    await user.click(robot);
    await waitFor(() =>
      expect(screen.queryByText('Please confirm that you are not a robot!')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(2));
    expect(bodiesSentTo(api, 'POST /api/auth/login')[1]).toMatchObject({ captchaToken: TEST_CAPTCHA_TOKEN });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked());
  });

  it('signs in, shows Logging you in... while the redirect loads, then loads the redirect in place of /', async () => {
    const redirect = deferred<Response>();
    const api = stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () => json({ outcome: 'signed-in', session: makeSession() }),
      'GET /api/auth/redirect': () => redirect.promise,
    });
    const { user, history } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect((await screen.findByRole('status')).textContent).toBe('Logging you in...');
    const body = bodiesSentTo(api, 'POST /api/auth/login')[0] as Record<string, unknown>;
    expect(body).toMatchObject({ email: 'emma.employee@acme.test', password: 'Correct-Horse-9!' });
    expect(body.deviceToken).toMatch(/^[0-9a-f]{64}$/);
    expect(body).not.toHaveProperty('captchaToken');

    redirect.resolve(json({ redirect: '/app/my-benefits/' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/app/my-benefits/');
    // The signed-in app loads afresh and finds the session in the Worker's bootstrap.
    expect(history.documentLoads).toEqual([{ path: '/app/my-benefits/', replace: true, state: null }]);
  });

  it('goes to /app/home/ when the redirect points at another origin', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () => json({ outcome: 'signed-in', session: makeSession() }),
      'GET /api/auth/redirect': () => json({ redirect: 'https://evil.example/phish' }),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/app/home/');
  });

  it('goes to the two-factor page when a code is needed', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () => json({ outcome: 'two-factor-code' }),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/two-fa/');
  });

  it('goes to the QR setup, passing whether the user came from activation', async () => {
    stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () => json({ outcome: 'two-factor-setup', fromActivation: true }),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByTestId('path')).textContent).toBe('/two-fa-qr-setup/');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ isFromActivation: true });
  });

  it('disables Login while the request is pending, so a second click sends nothing', async () => {
    const login = deferred<Response>();
    const api = stubApi({
      'POST /api/auth/login-url': () => json({ next: 'password' }),
      'POST /api/auth/login': () => login.promise,
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.type(passwordBox(), 'Correct-Horse-9!');
    const button = screen.getByRole('button', { name: 'Login' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(1);
    login.resolve(apiError(401, 'No match', 'login_failed'));
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('looks a changed address up again before logging in', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    let lookups = 0;
    const api = stubApi({
      // The first address signs in with a password, the changed one with single sign-on.
      'POST /api/auth/login-url': () =>
        ++lookups === 1
          ? json({ next: 'password' })
          : json({ next: 'sso', url: 'https://idp.acme.test/sso/start' }),
    });
    const { user } = await renderLogin();
    await reachPasswordStep(user);
    await user.clear(emailBox());
    await user.type(emailBox(), 'sam.sso@acme.test');
    await user.type(passwordBox(), 'anything');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://idp.acme.test/sso/start'));
    expect(bodiesSentTo(api, 'POST /api/auth/login-url')[1]).toEqual({ email: 'sam.sso@acme.test' });
    expect(bodiesSentTo(api, 'POST /api/auth/login')).toHaveLength(0);
  });
});
