import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, PublicLocationProbe, renderPublicRoutes } from '#support/web/app-support.tsx';
import { Component as CodeSetup } from './two-fa-code-setup';
import { Component as QrSetup } from './two-fa-qr-setup';

const SETUP = {
  otpauthUrl: 'otpauth://totp/Globex:gina?secret=JBSWY3DPEHPK3PXP&issuer=Globex',
  secret: 'JBSWY3DPEHPK3PXP',
  fromActivation: false,
};

function renderSetup(path: string, state?: unknown) {
  const view = renderPublicRoutes(
    [
      { path: '/two-fa-qr-setup/*', Component: QrSetup },
      { path: '/two-fa-code-setup/*', Component: CodeSetup },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path, state },
  );
  return { ...view, user: userEvent.setup() };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;
const currentStep = () => document.querySelector('[aria-current="step"]');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/two-fa-qr-setup/', () => {
  it('shows the QR code and the key of the pending set-up, with Enter the code and Close', async () => {
    stubApi({ 'GET /api/two-factor/setup': json(SETUP) });
    renderSetup('/two-fa-qr-setup/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Enable two factor authentication' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Activation progress' })).not.toBeInTheDocument();
  });

  it('goes on to /two-fa-code-setup with isFirst true', async () => {
    stubApi({ 'GET /api/two-factor/setup': json(SETUP) });
    const { user, history } = renderSetup('/two-fa-qr-setup/');
    await screen.findByRole('img', { name: /QR code/ });
    await user.click(screen.getByRole('button', { name: 'Enter the code' }));
    await waitFor(() => expect(history.location.pathname).toBe('/two-fa-code-setup'));
    expect(history.location.state).toEqual({ isFirst: true, isFromActivation: false });
  });

  it('shows the four activation steps standing at step 3 when it comes from an activation', async () => {
    stubApi({ 'GET /api/two-factor/setup': json({ ...SETUP, fromActivation: true }) });
    renderSetup('/two-fa-qr-setup/');
    await screen.findByRole('img', { name: /QR code/ });
    const progress = screen.getByRole('navigation', { name: 'Activation progress' });
    expect(
      within(progress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['✓Verify (completed)', '✓Password (completed)', '32FA', '4Terms']);
    expect(currentStep()).toHaveTextContent('2FA');
  });

  it('takes isFromActivation from the router state too', async () => {
    stubApi({ 'GET /api/two-factor/setup': () => new Promise<Response>(() => {}) });
    renderSetup('/two-fa-qr-setup/', { isFromActivation: true });
    await waitFor(() => expect(currentStep()).toHaveTextContent('2FA'));
    expect(screen.getByRole('status').textContent).toBe('Loading your QR code...');
  });

  it('returns to the login page when there is no pending sign-in', async () => {
    stubApi({
      'GET /api/two-factor/setup': apiError(401, 'Please log in again.', 'two_factor_no_pending_login'),
    });
    renderSetup('/two-fa-qr-setup/');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('forgets the pending sign-in on Close', async () => {
    const fetchMock = stubApi({
      'GET /api/two-factor/setup': json(SETUP),
      'POST /api/two-factor/cancel': new Response(null, { status: 204 }),
    });
    const { user } = renderSetup('/two-fa-qr-setup/');
    await screen.findByRole('img', { name: /QR code/ });
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(calledApis(fetchMock)).toContain('POST /api/two-factor/cancel');
  });
});

describe('/two-fa-code-setup', () => {
  it('sends a temporary code on Next, then a complete one on Verify, and loads home with a message', async () => {
    const bodies: unknown[] = [];
    stubApi({
      'POST /api/two-factor/setup': ({ body }) => {
        bodies.push(body);
        return (body as { step: string }).step === 'temporary'
          ? json({ outcome: 'verified' })
          : json({ outcome: 'signed-in', session: makeSession({ firstName: 'Gina' }) });
      },
    });
    const { user, history } = renderSetup('/two-fa-code-setup', { isFirst: true, isFromActivation: false });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enable two factor authentication' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();

    await user.click(box(1));
    await user.keyboard('111111');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('button', { name: 'Verify' });
    expect(history.location.state).toEqual({ isFirst: false, isFromActivation: false });
    expect(box(1).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();

    await user.click(box(1));
    await user.keyboard('222222{Enter}');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/app/home/'));
    expect(bodies).toEqual([
      { code: '111111', step: 'temporary' },
      { code: '222222', step: 'complete' },
    ]);
    // A full page load into the signed-in app, the message in the history entry it loads.
    expect(history.documentLoads).toEqual([
      { path: '/app/home/', replace: true, state: { flash: 'Two factor authentication is now turned on.' } },
    ]);
  });

  it('shows the activation progress at step 3 when it comes from an activation', async () => {
    stubApi({});
    renderSetup('/two-fa-code-setup', { isFirst: true, isFromActivation: true });
    await waitFor(() => expect(currentStep()).toHaveTextContent('2FA'));
  });

  it('shows the server lines when the first code is refused', async () => {
    stubApi({
      'POST /api/two-factor/setup': json(
        {
          error: {
            message: 'The code you entered is not valid.',
            code: 'two_factor_rejected',
            lines: ['The code you entered is not valid.'],
          },
        },
        401,
      ),
    });
    const { user } = renderSetup('/two-fa-code-setup', { isFirst: true });
    await user.click(box(1));
    await user.keyboard('123456{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('The code you entered is not valid.');
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('forgets the pending sign-in on Close', async () => {
    const fetchMock = stubApi({ 'POST /api/two-factor/cancel': new Response(null, { status: 204 }) });
    const { user } = renderSetup('/two-fa-code-setup', { isFirst: false });
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(calledApis(fetchMock)).toEqual(['POST /api/two-factor/cancel']);
  });
});
