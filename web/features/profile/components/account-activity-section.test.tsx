import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountActivity, AccountActivityEntry } from '#contract/account-activity';
import { apiError, bodiesSentTo, calledApis, json, renderRoutes, stubApi } from '#support/web/api-stubs.tsx';
import { makeSession } from '#support/web/app-support.tsx';
import { AccountActivitySection } from './account-activity-section';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const SIGNED_IN: AccountActivityEntry = {
  id: 'event-12',
  type: 'signed-in',
  // 14:05 in London (GMT in November).
  occurredAt: '2026-11-27T14:05:00.000Z',
  method: 'authenticator-code',
  device: { id: '3fa9c1d2e4b5', userAgent: CHROME_ON_WINDOWS },
};

const ACTED_AS: AccountActivityEntry = {
  id: 'acted-as-5f1c',
  type: 'acted-as',
  occurredAt: '2026-11-20T09:30:00.000Z',
  actor: { name: 'Sam Ito', role: 'support' },
  reason: 'Ticket 4411: cannot see her pension',
  readOnly: false,
  endedAt: '2026-11-20T09:42:00.000Z',
  changes: [{ action: 'PATCH /v2/user', occurredAt: '2026-11-20T09:35:00.000Z' }],
};

function activity(entries: AccountActivityEntry[], page = 1, total = entries.length): AccountActivity {
  return { entries, page, perPage: 10, total, lastPage: Math.max(1, Math.ceil(total / 10)) };
}

function Probe() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{`${pathname}${search}`}</div>;
}

function renderSection(path = '/app/home/my-profile/', session = makeSession()) {
  const view = renderRoutes(
    [
      {
        path: '/app/home/my-profile/',
        element: (
          <>
            <AccountActivitySection />
            <Probe />
          </>
        ),
      },
    ],
    { path, session },
  );
  return { ...view, user: userEvent.setup() };
}

const region = () => screen.getByRole('region', { name: 'Account activity' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('account activity in My profile', () => {
  it('says it is loading, then shows each sign-in and act-as session, newest first', async () => {
    stubApi({ 'GET /api/account/activity': json(activity([SIGNED_IN, ACTED_AS])) });
    renderSection();
    expect(within(region()).getByRole('status')).toHaveTextContent('Loading your account activity...');

    const list = await within(region()).findByRole('list', { name: 'Account activity, newest first' });
    const [signIn, actedAs] = within(list).getAllByTestId('account-activity-entry');
    expect(signIn).toHaveTextContent('You signed in with an authenticator code');
    expect(signIn).toHaveTextContent('27 Nov 2026, 14:05');
    expect(signIn).toHaveTextContent('Device: Chrome on Windows · 3fa9c1d2e4b5');
    expect(
      within(signIn as HTMLElement)
        .getByText('27 Nov 2026, 14:05')
        .closest('time'),
    ).toHaveAttribute('datetime', SIGNED_IN.occurredAt);

    expect(actedAs).toHaveTextContent('Sam Ito (support) acted as you');
    expect(actedAs).toHaveTextContent('Reason: Ticket 4411: cannot see her pension');
    expect(actedAs).toHaveTextContent('Could make changes');
    expect(actedAs).toHaveTextContent('Ended 20 Nov 2026, 09:42');
    expect(within(actedAs as HTMLElement).getByRole('list')).toHaveTextContent(
      'Changed contact details 20 Nov 2026, 09:35',
    );
  });

  it('shows a reason as text: markup or an address in it is neither a link nor markup', async () => {
    // Stored before the plain-text rule (decision 065): the page still shows it for what it is.
    const reason = '<a href="https://evil.example">Reset your password</a> <b>now</b>';
    stubApi({ 'GET /api/account/activity': json(activity([{ ...ACTED_AS, reason }])) });
    renderSection();
    const list = await within(region()).findByRole('list', { name: 'Account activity, newest first' });
    const [entry] = within(list).getAllByTestId('account-activity-entry');
    expect(entry).toHaveTextContent(`Reason: ${reason}`);
    expect(within(entry as HTMLElement).queryByRole('link')).toBeNull();
    expect((entry as HTMLElement).querySelector('a, b')).toBeNull();
  });

  it("names an employer's read-only session that made no changes as such", async () => {
    stubApi({
      'GET /api/account/activity': json(
        activity([
          {
            ...ACTED_AS,
            actor: { name: 'Alex Morgan', role: 'employer' },
            readOnly: true,
            endedAt: null,
            changes: [],
          },
        ]),
      ),
    });
    renderSection();
    const [entry] = await within(region()).findAllByTestId('account-activity-entry');
    expect(entry).toHaveTextContent('Alex Morgan (your employer) acted as you');
    expect(entry).toHaveTextContent('Could view only, not change anything');
    expect(entry).toHaveTextContent('No sign-out recorded: it ran until it expired, or is still open');
    expect(entry).toHaveTextContent('No changes were made.');
  });

  it('says so when there is no activity yet', async () => {
    stubApi({ 'GET /api/account/activity': json(activity([])) });
    renderSection();
    expect(
      await within(region()).findByText('There is no activity on your account yet.'),
    ).toBeInTheDocument();
    expect(within(region()).queryByRole('list')).toBeNull();
    expect(within(region()).queryByRole('navigation')).toBeNull();
  });

  it('offers to try again when the activity cannot be read', async () => {
    stubApi({ 'GET /api/account/activity': apiError(502, 'Upstream down', 'upstream_error') });
    renderSection();
    expect(await within(region()).findByText('We could not load your account activity.')).toBeInTheDocument();
  });

  it('reads the page from the address and keeps the page in it when moving on', async () => {
    const fetchMock = stubApi({
      'GET /api/account/activity': ({ url }) => {
        const page = Number(url.searchParams.get('page'));
        return json(activity([{ ...SIGNED_IN, id: `event-${page}` }], page, 25));
      },
    });
    const { user } = renderSection('/app/home/my-profile/?activityPage=2');
    const pager = await within(region()).findByRole('navigation', { name: 'Account activity pages' });
    expect(within(pager).getByText('Page 2 of 3')).toBeInTheDocument();

    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(within(pager).getByText('Page 3 of 3')).toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent('/app/home/my-profile/?activityPage=3');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(pager).getByRole('button', { name: 'Previous' }));
    await user.click(await within(pager).findByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/my-profile\/$/));
    const calls = calledApis(fetchMock);
    expect(calls.slice(0, 2)).toEqual([
      'GET /api/account/activity?page=2',
      'GET /api/account/activity?page=3',
    ]);
    expect(calls.at(-1)).toBe('GET /api/account/activity?page=1');
  });
});

describe('sign out everywhere', () => {
  it('asks first, and Cancel changes nothing', async () => {
    const fetchMock = stubApi({ 'GET /api/account/activity': json(activity([SIGNED_IN])) });
    const { user } = renderSection();
    await user.click(within(region()).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent('You will be signed out on this device and on every other device');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST /api/account/sign-out-everywhere')).toEqual([]);
  });

  it('ends every session once confirmed and leaves the page as logout does', async () => {
    const fetchMock = stubApi({
      'GET /api/account/activity': json(activity([SIGNED_IN])),
      'POST /api/account/sign-out-everywhere': json({ redirectUrl: null }),
    });
    window.sessionStorage.setItem('last-call', '1');
    const { user, documentLoads } = renderSection();
    await user.click(within(region()).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' }));

    await waitFor(() =>
      expect(documentLoads).toEqual([{ path: '/logout-success', replace: true, state: null }]),
    );
    expect(calledApis(fetchMock)).toContain('POST /api/account/sign-out-everywhere');
    // What the browser stored for the ended session goes, as at logout.
    expect(window.sessionStorage.getItem('last-call')).toBeNull();
  });

  it("goes to the person's single-sign-on logout address when they have one", async () => {
    stubApi({
      'GET /api/account/activity': json(activity([SIGNED_IN])),
      'POST /api/account/sign-out-everywhere': json({ redirectUrl: 'https://login.onehub.example/logout' }),
    });
    const { user, documentLoads } = renderSection();
    await user.click(within(region()).getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, sign out everywhere' }));
    await waitFor(() =>
      expect(documentLoads).toEqual([
        { path: 'https://login.onehub.example/logout', replace: true, state: null },
      ]),
    );
  });

  it('says what went wrong in the dialog and stays when it fails', async () => {
    stubApi({
      'GET /api/account/activity': json(activity([SIGNED_IN])),
      'POST /api/account/sign-out-everywhere': apiError(502, 'It looks like something has gone wrong'),
    });
    const { user, documentLoads } = renderSection();
    await user.click(within(region()).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'It looks like something has gone wrong',
    );
    expect(within(dialog).getByRole('button', { name: 'Yes, sign out everywhere' })).toBeEnabled();
    expect(documentLoads).toEqual([]);
  });

  it('is not offered to someone acting as the person', async () => {
    stubApi({ 'GET /api/account/activity': json(activity([SIGNED_IN])) });
    renderSection(
      '/app/home/my-profile/',
      makeSession({ masquerade: { name: 'Sam Ito', schemeYear: 2026, actor: 'support', readOnly: false } }),
    );
    await within(region()).findByRole('list');
    expect(within(region()).queryByRole('button', { name: 'Sign out everywhere' })).toBeNull();
  });
});
