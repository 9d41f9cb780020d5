import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicLocationProbe, renderPublicRoutes } from '../test-support';
import { createBrowserHistory, createMemoryHistory } from './public-history';
import {
  Link,
  Navigate,
  type PageModule,
  PublicRouter,
  RouteOutlet,
  useNavigate,
  useParams,
  useSearchParams,
} from './public-router';

function Start() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Start</h1>
      <Link to="/forgotten-password/?message=hi" state={{ from: 'start' }}>
        Forgotten?
      </Link>
      <Link to="/app/home/">Home of the app</Link>
      <button type="button" onClick={() => navigate({ search: '?step=2' }, { replace: true })}>
        Step 2
      </button>
      <PublicLocationProbe />
    </>
  );
}

function Forgotten() {
  const searchParams = useSearchParams();
  return <h1>{`Forgotten (${searchParams.get('message')})`}</h1>;
}

function Activation() {
  const { id } = useParams();
  return <h1>{`Activation ${id}`}</h1>;
}

const routes = [
  { path: '/', Component: Start },
  { path: '/forgotten-password/*', Component: Forgotten },
  { path: '/activation/:id/*', Component: Activation },
  { path: '*', Component: PublicLocationProbe },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('public router', () => {
  it('follows a link client-side, with its query and state', async () => {
    const user = userEvent.setup();
    const { history } = renderPublicRoutes(routes, { path: '/' });
    await user.click(screen.getByRole('link', { name: 'Forgotten?' }));
    expect(screen.getByRole('heading', { name: 'Forgotten (hi)' })).toBeTruthy();
    expect(history.location.state).toEqual({ from: 'start' });
    expect(history.documentLoads).toEqual([]);
  });

  it('lets a link into the signed-in app load the page (the browser follows it)', () => {
    renderPublicRoutes(routes, { path: '/' });
    const link = screen.getByRole('link', { name: 'Home of the app' });
    expect(link.getAttribute('href')).toBe('/app/home/');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('navigates to a query of the same page, in place of the current entry', async () => {
    const user = userEvent.setup();
    const { history } = renderPublicRoutes(routes, { path: '/' });
    const key = history.location.key;
    await user.click(screen.getByRole('button', { name: 'Step 2' }));
    expect(screen.getByTestId('where').textContent).toBe('/?step=2');
    expect(history.location.key).not.toBe(key);
  });

  it('reads the parameters of the matched pattern', () => {
    renderPublicRoutes(routes, { path: '/activation/act-42/anything' });
    expect(screen.getByRole('heading', { name: 'Activation act-42' })).toBeTruthy();
  });

  it('navigates once on render with <Navigate>, even in StrictMode, and into the app by a full load', async () => {
    function GoHome() {
      return <Navigate to="/app/home/" replace />;
    }
    const { history } = renderPublicRoutes([{ path: '/', Component: GoHome }, ...routes.slice(1)], {
      path: '/',
      strict: true,
    });
    await waitFor(() =>
      expect(history.documentLoads).toEqual([{ path: '/app/home/', replace: true, state: null }]),
    );
  });

  it('keeps the current page until the next page module has loaded, then shows it', async () => {
    let arrive: (module: PageModule) => void = () => {};
    const history = createMemoryHistory('/');
    render(
      <PublicRouter
        routes={[
          { path: '/', Component: () => <h1>Here</h1> },
          {
            path: '/slow',
            load: () =>
              new Promise((resolve) => {
                arrive = resolve;
              }),
          },
        ]}
        history={history}
      >
        <RouteOutlet loading={<p>Loading</p>} failure={<p>Failed</p>} />
      </PublicRouter>,
    );
    act(() => history.push('/slow'));
    expect(screen.getByRole('heading', { name: 'Here' })).toBeTruthy();
    await act(async () => arrive({ Component: () => <h1>Slow page</h1> }));
    expect(screen.getByRole('heading', { name: 'Slow page' })).toBeTruthy();
  });

  it('shows the failure view when a page module cannot load, and logs it', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const history = createMemoryHistory('/broken');
    render(
      <PublicRouter
        routes={[{ path: '/broken', load: () => Promise.reject(new TypeError('Failed to fetch module')) }]}
        history={history}
      >
        <RouteOutlet loading={<p>Loading</p>} failure={<p>Failed</p>} />
      </PublicRouter>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(await screen.findByText('Failed')).toBeTruthy();
    // Logged by an effect of the render that shows the failure: it may run just after that render.
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
  });
});

describe('browser history', () => {
  it("writes entries in react-router's shape, so either entry reads the other's state", () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    history.push('/two-fa-code-setup', { isFirst: true });
    expect(window.location.pathname).toBe('/two-fa-code-setup');
    expect(window.history.state).toMatchObject({ usr: { isFirst: true }, idx: 1 });
    expect(history.location).toMatchObject({ pathname: '/two-fa-code-setup', state: { isFirst: true } });
    history.replace('/two-fa-code-setup?x=1');
    expect(history.location).toMatchObject({ search: '?x=1', state: null });
  });

  it('follows the back and forward buttons', () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory(window);
    const heard: string[] = [];
    history.listen((action) => heard.push(`${action} ${history.location.pathname}`));
    history.push('/sso-error/');
    window.history.replaceState(window.history.state, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(heard).toEqual(['push /sso-error/', 'pop /']);
  });
});
