import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WithBootstrap } from '#support/web/app-support.tsx';
import { ErrorPage } from '#web/ui/error-page.tsx';
import { CrashView } from './crash-view';
import { NotFoundPage } from './not-found-page';
import { RouteErrorBoundary } from './route-error-boundary';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }]);
  return render(
    <WithBootstrap>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
}

function Unreachable() {
  return <p>Unreachable</p>;
}

const renderFailure = new Error('render failed');
function ThrowsWhileRendering(): ReactNode {
  throw renderFailure;
}

function renderRouteThatFails(route: { loader?: () => unknown; Component?: () => ReactNode }) {
  const router = createMemoryRouter([
    { path: '/', element: <p>Home</p> },
    { path: '/broken', ErrorBoundary: RouteErrorBoundary, Component: Unreachable, ...route },
  ]);
  router.navigate('/broken');
  return render(
    <WithBootstrap>
      <RouterProvider router={router} />
    </WithBootstrap>,
  );
}

describe('NotFoundPage', () => {
  it('shows the spec texts, links Back to Home to / and focuses its heading', () => {
    renderInRouter(<NotFoundPage />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Page not found' });
    expect(
      screen.getByText('Oops! The page you are looking for has been removed or relocated.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
  });
});

describe('ErrorPage', () => {
  it('shows the given heading and a Return to home link to /', () => {
    renderInRouter(<ErrorPage heading="There was an error requesting your activation" />);
    const heading = screen.getByRole('heading', {
      level: 1,
      name: 'There was an error requesting your activation',
    });
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
  });
});

describe('CrashView', () => {
  it('shows the crash texts and a plain Return to home link without needing a router', () => {
    render(<CrashView />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Uh oh!' });
    expect(
      screen.getByText(
        'It looks like something has gone wrong. Please try refreshing the page or click below to return to the home page',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(heading).toHaveFocus();
  });
});

describe('RouteErrorBoundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  it('shows the not-found page for a 404 response', async () => {
    renderRouteThatFails({
      loader: () => {
        throw data('No such benefit', { status: 404 });
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeInTheDocument();
  });

  it('shows the error page headed by the status text for a 500 response, and logs it', async () => {
    renderRouteThatFails({
      loader: () => {
        throw new Response(null, { status: 500, statusText: 'Service unavailable right now' });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Service unavailable right now' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    expect(consoleError).toHaveBeenCalled();
  });

  it('falls back to "Something went wrong" for a response without status text', async () => {
    renderRouteThatFails({
      loader: () => {
        throw new Response(null, { status: 503 });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
  });

  it('shows the crash view and logs the error when a route throws while rendering', async () => {
    renderRouteThatFails({ Component: ThrowsWhileRendering });
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh!' })).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(renderFailure);
  });

  it('shows the crash view when a lazy route module fails to load', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <p>Home</p> },
      {
        path: '/lazy',
        ErrorBoundary: RouteErrorBoundary,
        lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    ]);
    router.navigate('/lazy');
    render(
      <WithBootstrap>
        <RouterProvider router={router} />
      </WithBootstrap>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Uh oh!' })).toBeInTheDocument();
  });
});
