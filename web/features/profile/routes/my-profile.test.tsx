import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TwoFactorStatus } from '#contract/two-factor';
import { apiError, calledApis, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { Component as MyProfile } from './my-profile';

const ENROLMENT = {
  otpauthUrl: 'otpauth://totp/Acme:emma?secret=JBSWY3DPEHPK3PXP&issuer=Acme',
  secret: 'JBSWY3DPEHPK3PXP',
};

const DETAILS = {
  firstName: 'Emma',
  surname: 'Fielding',
  email: 'emma.employee@acme.test',
  phone: '',
  addressLine1: '',
  addressLine2: '',
  town: '',
  postcode: '',
};

/** A stubbed profile API whose status follows the calls made. */
function stubProfileApi(initial: TwoFactorStatus, extra: Parameters<typeof stubApi>[0] = {}) {
  let status = initial;
  const bodies: Record<string, unknown[]> = {};
  const record = (key: string, body: unknown) => {
    bodies[key] = [...(bodies[key] ?? []), body];
  };
  const fetchMock = stubApi({
    'GET /api/profile/details': () => json(DETAILS),
    'GET /api/profile/two-factor': () => json(status),
    'POST /api/profile/two-factor/enrolment': () => json(ENROLMENT),
    'POST /api/profile/two-factor/verify': ({ body }) => {
      record('verify', body);
      if ((body as { step: string }).step === 'temporary') return json({ outcome: 'verified' });
      status = { ...status, enabled: true };
      return json({ outcome: 'enabled', status });
    },
    'POST /api/profile/two-factor/disable': ({ body }) => {
      record('disable', body);
      status = { ...status, enabled: false };
      return json(status);
    },
    ...extra,
  });
  return { fetchMock, bodies };
}

function renderProfile(session = makeSession()) {
  const view = renderRoutes([{ path: '/app/home/my-profile/', Component: MyProfile }], {
    path: '/app/home/my-profile/',
    session,
  });
  return { ...view, user: userEvent.setup() };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/app/home/my-profile/ while someone acts as the person (decision 065)', () => {
  it.each([true, false])(
    'offers none of what only the person may do, read-only %s, and says why in each place',
    async (readOnly) => {
      const { fetchMock } = stubProfileApi(
        { enabled: true, enforced: false },
        { 'GET /api/account/activity': json({ entries: [], page: 1, perPage: 10, total: 0, lastPage: 1 }) },
      );
      renderProfile(
        makeSession({ masquerade: { name: 'Emma Fielding', schemeYear: 2026, actor: 'support', readOnly } }),
      );
      const twoFactor = screen.getByRole('region', { name: 'Two factor authentication' });
      await within(twoFactor).findByTestId('two-factor-status');
      for (const [name, button] of [
        ['Password', 'Change password'],
        ['Two factor authentication', 'Disable'],
        ['Account activity', 'Sign out everywhere'],
        ['Download my data', 'Download my data'],
      ]) {
        const region = await screen.findByRole('region', { name });
        expect(
          within(region).queryByRole('button', { name: new RegExp(button ?? '', 'i') }),
          name,
        ).toBeNull();
        expect(
          within(region).getByText(
            'Only the person whose account this is can do this. It is not available while you are acting as them.',
          ),
          name,
        ).toBeVisible();
      }
      // Nothing was tried: the page only read.
      expect(calledApis(fetchMock).every((call) => call.startsWith('GET '))).toBe(true);
    },
  );
});

describe('/app/home/my-profile/', () => {
  it('shows who the page is about and the two-factor status', async () => {
    stubProfileApi({ enabled: false, enforced: false });
    renderProfile();
    const heading = screen.getByRole('heading', { level: 1, name: 'My profile settings' });
    await waitFor(() => expect(heading).toHaveFocus());
    const details = screen.getByRole('region', { name: 'Personal details' });
    // The details call's name and e-mail, in one sentence (decision 034).
    expect(
      await within(details).findByText('Emma Fielding, signed in with emma.employee@acme.test.'),
    ).toBeInTheDocument();
    const twoFactor = screen.getByRole('region', { name: 'Two factor authentication' });
    expect(
      await within(twoFactor).findByText('Two factor authentication is turned off for your account.'),
    ).toBeInTheDocument();
    expect(
      within(twoFactor).getByRole('button', { name: 'Enable two factor authentication' }),
    ).toBeInTheDocument();
  });

  it('turns two-factor on through the QR panel and the code panel: Next, then Verify', async () => {
    const { bodies } = stubProfileApi({ enabled: false, enforced: false });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Enable two factor authentication' }));

    const panel = await screen.findByRole('dialog', { name: 'Enable two factor authentication' });
    expect(await within(panel).findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(within(panel).getByTestId('two-factor-secret').textContent).toBe('JBSW Y3DP EHPK 3PXP');
    await user.click(within(panel).getByRole('button', { name: 'Enter the code' }));

    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('111111');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await within(panel).findByRole('button', { name: 'Verify' });
    await waitFor(() => expect(box(1)).toHaveFocus());
    await user.keyboard('222222{Enter}');

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const message = await screen.findByText('Two factor authentication is now turned on.');
    await waitFor(() => expect(message.closest('[role="status"]')).toHaveFocus());
    expect(
      await screen.findByRole('button', { name: 'Disable two factor authentication' }),
    ).toBeInTheDocument();
    expect(bodies.verify).toEqual([
      { code: '111111', step: 'temporary' },
      { code: '222222', step: 'complete' },
    ]);
  });

  it('shows the server lines when a code is refused in the panel', async () => {
    stubProfileApi(
      { enabled: false, enforced: false },
      {
        'POST /api/profile/two-factor/verify': json(
          {
            error: {
              message: 'The code you entered is not valid.',
              code: 'two_factor_rejected',
              lines: ['The code you entered is not valid.', 'This code has already been used.'],
            },
          },
          401,
        ),
      },
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Enable two factor authentication' }));
    const panel = await screen.findByRole('dialog');
    await user.click(await within(panel).findByRole('button', { name: 'Enter the code' }));
    await user.click(box(1));
    await user.keyboard('123456{Enter}');
    const alert = await within(panel).findByRole('alert');
    expect(Array.from(alert.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      'The code you entered is not valid.',
      'This code has already been used.',
    ]);
  });

  it('needs a reason to turn two-factor off, then turns it off and says so', async () => {
    const { fetchMock, bodies } = stubProfileApi({ enabled: true, enforced: false });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Disable two factor authentication' }));
    const panel = await screen.findByRole('dialog', { name: 'Disable two factor authentication' });
    const reason = within(panel).getByRole('textbox', { name: 'Reason' });
    expect(reason).toHaveFocus();
    expect(within(panel).queryByText(/asked to set it up again/)).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Disable two factor authentication' }));
    expect(
      within(panel).getByText('Please tell us why you are turning off two factor authentication.'),
    ).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveFocus();
    expect(calledApis(fetchMock)).not.toContain('POST /api/profile/two-factor/disable');

    await user.type(reason, '  New phone  ');
    await user.click(within(panel).getByRole('button', { name: 'Disable two factor authentication' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Two factor authentication is now turned off.')).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Enable two factor authentication' }),
    ).toBeInTheDocument();
    expect(bodies.disable).toEqual([{ reason: 'New phone' }]);
  });

  it('warns, when two-factor is enforced, that the next sign-in will ask to set it up again', async () => {
    stubProfileApi({ enabled: true, enforced: true });
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Disable two factor authentication' }));
    expect(
      within(await screen.findByRole('dialog')).getByText(
        'Your employer requires two factor authentication, so you will be asked to set it up again the next time you log in.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the server message in the panel when turning off fails', async () => {
    stubProfileApi(
      { enabled: true, enforced: false },
      {
        'POST /api/profile/two-factor/disable': apiError(502, 'Unable to reach the server', 'upstream_error'),
      },
    );
    const { user } = renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Disable two factor authentication' }));
    const panel = await screen.findByRole('dialog');
    await user.type(within(panel).getByRole('textbox', { name: 'Reason' }), 'Lost phone');
    await user.click(within(panel).getByRole('button', { name: 'Disable two factor authentication' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe('Unable to reach the server');
  });

  it('closes a panel on Escape and gives focus back to the button that opened it', async () => {
    stubProfileApi({ enabled: true, enforced: false });
    const { user } = renderProfile();
    const opener = await screen.findByRole('button', { name: 'Disable two factor authentication' });
    await user.click(opener);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });
});
