import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeBootstrap } from '#support/web/app-support.tsx';
import { renderWithRouter } from '#support/web/render-with-router.tsx';
import { Footer } from './footer';

const footer = () => screen.getByRole('contentinfo');

describe('Footer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('links the privacy statement and the terms and conditions', () => {
    renderWithRouter(<Footer />);
    expect(within(footer()).getByRole('link', { name: 'Privacy statement' })).toHaveAttribute(
      'href',
      '/privacy-statement',
    );
    expect(within(footer()).getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute(
      'href',
      '/terms-and-conditions',
    );
  });

  it('links Contact us when the client has contact-us enabled', () => {
    renderWithRouter(<Footer />, {
      bootstrap: makeBootstrap({
        client: {
          name: 'Acme Logistics',
          contactUsEnabled: true,
          ssoAccessOnly: false,
          defaultLanguage: 'en-GB',
          languages: ['en-GB'],
        },
      }),
    });
    expect(within(footer()).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us/',
    );
  });

  it('leaves out Contact us when the client has it disabled', () => {
    renderWithRouter(<Footer />, {
      bootstrap: makeBootstrap({
        client: {
          name: 'Acme Logistics',
          contactUsEnabled: false,
          ssoAccessOnly: false,
          defaultLanguage: 'en-GB',
          languages: ['en-GB'],
        },
      }),
    });
    expect(within(footer()).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('leaves out Contact us when there is no client', () => {
    renderWithRouter(<Footer />, { bootstrap: makeBootstrap({ client: null }) });
    expect(within(footer()).queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  });

  it('shows the current year and the client name', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-04T10:00:00Z'));
    renderWithRouter(<Footer />);
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2031 Acme Logistics');
  });

  it('uses the brand name as the company when there is no client', () => {
    // A second before New Year: the year rendered is the one the test expects, whenever it runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2030, 11, 31, 23, 59, 59));
    renderWithRouter(<Footer />, { bootstrap: makeBootstrap({ client: null }) });
    expect(screen.getByTestId('footer-copyright').textContent).toBe('© 2030 Acme Rewards');
  });
});
