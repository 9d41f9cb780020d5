import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, calledApis, json, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession, PublicLocationProbe, renderPublicRoutes } from '#support/web/app-support.tsx';
import { Component as TwoFa } from './two-fa';

function renderTwoFa(session = null as ReturnType<typeof makeSession> | null) {
  const view = renderPublicRoutes(
    [
      { path: '/two-fa/*', Component: TwoFa },
      { path: '*', Component: PublicLocationProbe },
    ],
    { path: '/two-fa/', session },
  );
  return { ...view, user: userEvent.setup() };
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` }) as HTMLInputElement;

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(box(1));
  await user.keyboard(code);
}

function rejected(lines: string[]) {
  return json({ error: { message: lines[0] ?? 'Nope', code: 'two_factor_rejected', lines } }, 401);
}

beforeEach(() => {});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/two-fa/', () => {
  it('asks for the authentication code with six digits, Back and Login, focus on the heading', async () => {
    stubApi({});
    renderTwoFa();
    const heading = screen.getByRole('heading', { level: 1, name: 'Enter authentication code' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('textbox', { name: /^Digit \d of 6$/ })).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('shows each of the server lines on its own line in an error alert and empties the boxes', async () => {
    // The lines as the Worker answers them, made safe there: its test of the answer checks that a
    // script in a line is dropped (worker/routes/content-pages.test.ts).
    const fetchMock = stubApi({
      'POST /api/two-factor/login': rejected([
        'The code you entered is not valid. <strong>Check your authenticator app</strong> and try again.',
        'Second line',
      ]),
    });
    const { user } = renderTwoFa();
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    const lines = alert.querySelectorAll('p');
    expect(lines).toHaveLength(2);
    expect(lines[0]?.textContent).toBe(
      'The code you entered is not valid. Check your authenticator app and try again.',
    );
    expect(lines[0]?.querySelector('strong')?.textContent).toBe('Check your authenticator app');
    expect(lines[1]?.textContent).toBe('Second line');
    expect(alert).toHaveFocus();
    expect(box(1).value).toBe('');
    expect(box(1).getAttribute('aria-describedby')).toContain(alert.id);
    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(JSON.stringify({ code: '123456' }));
  });

  it('shows the rate-limit message when codes come too fast', async () => {
    stubApi({
      'POST /api/two-factor/login': apiError(429, 'Too many attempts. Please wait a minute.', 'rate_limited'),
    });
    const { user } = renderTwoFa();
    await typeCode(user, '123456');
    await user.keyboard('{Enter}');
    expect(
      within(await screen.findByRole('alert')).getByText('Too many attempts. Please wait a minute.'),
    ).toBeInTheDocument();
  });

  it('signs in on a good code and loads the post-login redirect in the signed-in app', async () => {
    const fetchMock = stubApi({
      'POST /api/two-factor/login': json({ session: makeSession({ firstName: 'Tom' }) }),
      'GET /api/auth/redirect': json({ redirect: '/app/my-benefits/' }),
    });
    const { user, history } = renderTwoFa();
    await typeCode(user, '654321');
    await user.keyboard('{Enter}');

    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/app/my-benefits/'));
    expect(history.documentLoads).toEqual([{ path: '/app/my-benefits/', replace: true, state: null }]);
    expect(calledApis(fetchMock)).toEqual(['POST /api/two-factor/login', 'GET /api/auth/redirect']);
  });

  it('does not submit on Enter, and explains on Login, while a digit is missing', async () => {
    const fetchMock = stubApi({});
    const { user } = renderTwoFa();
    await typeCode(user, '12345');
    await user.keyboard('{Enter}');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByText('Please enter all 6 digits of the code.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Please enter all 6 digits of the code.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('goes back to the login page when there is no pending sign-in', async () => {
    stubApi({
      'POST /api/two-factor/login': apiError(401, 'Please log in again.', 'two_factor_no_pending_login'),
    });
    const { user } = renderTwoFa();
    await typeCode(user, '123456');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
  });

  it('forgets the pending sign-in on Back and returns to the login page', async () => {
    const fetchMock = stubApi({ 'POST /api/two-factor/cancel': new Response(null, { status: 204 }) });
    const { user } = renderTwoFa();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('path').textContent).toBe('/'));
    expect(calledApis(fetchMock)).toEqual(['POST /api/two-factor/cancel']);
  });

  it('sends someone already signed in to /app/home/', async () => {
    stubApi({});
    renderTwoFa(makeSession());
    expect((await screen.findByTestId('path')).textContent).toBe('/app/home/');
  });
});
