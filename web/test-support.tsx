import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { emmaSessionSummary } from '../tests/fixtures/session-summary';
import type { Bootstrap } from '../worker/contract/bootstrap';
import type { SessionSummary } from '../worker/contract/session';
import { BootstrapProvider } from './lib/bootstrap';

/** Bootstrap data as the Worker would inject it for acme, for component tests. */
export function makeBootstrap(overrides: Partial<Bootstrap> = {}): Bootstrap {
  return {
    tenant: 'acme',
    theme: {
      brandName: 'Acme Rewards',
      primary: '0B5FFF',
      secondary: 'FF7A00',
      logoUrl: '/brands/acme/logo.svg',
      mobileLogoUrl: '/brands/acme/logo-mobile.svg',
      clientLogoUrl: null,
      supportEmail: 'benefits@acme.test',
      contactUsEmail: 'benefits@acme.test',
      supportNumber: '0800 123 4567',
      avatarSetUrl: null,
      baseFont: 'Inter',
      headerFont: 'Poppins',
      hasClientTheme: true,
    },
    client: { name: 'Acme Logistics', contactUsEnabled: true, ssoAccessOnly: false },
    session: null,
    captcha: { provider: 'test', siteKey: 'test' },
    ...overrides,
  };
}

export function makeSession(overrides: Partial<SessionSummary> = {}): SessionSummary {
  return emmaSessionSummary(overrides);
}

/** Bootstrap plus a fresh query client (no retries), as the app's providers give them. */
export function WithBootstrap({ value, children }: { value?: Bootstrap; children: ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return (
    <BootstrapProvider value={value ?? makeBootstrap()}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </BootstrapProvider>
  );
}
