import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PublicLocationProbe, renderPublicRoutes } from '#support/web/app-support.tsx';
import { Component as SsoError } from './sso-error';

describe('/sso-error/', () => {
  it("reads 'Unable to log in' with the apology and returns home", async () => {
    const user = userEvent.setup();
    const { history } = renderPublicRoutes(
      [
        { path: '/sso-error/*', Component: SsoError },
        { path: '*', Component: PublicLocationProbe },
      ],
      { path: '/sso-error/' },
    );
    const heading = screen.getByRole('heading', { level: 1, name: 'Unable to log in' });
    expect(screen.getByText('Sorry, there was a problem signing in to your account')).toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());
    await user.click(screen.getByRole('link', { name: 'Return to home' }));
    expect(history.location.pathname).toBe('/');
    expect(history.documentLoads).toEqual([]);
  });
});
