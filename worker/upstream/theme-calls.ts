import { isSuccessStatus } from '#contract/spec-constants';
import type { TenantBranding } from '#contract/theme';
import { toBranding, upstreamThemeSchema } from './theme-response';
import { type UpstreamClient, UpstreamError } from './upstream-client';

/** GET theme by sub-domain name (spec section 7); null when the upstream has no such tenant. */
export async function fetchTenantBranding(
  upstream: UpstreamClient,
  tenant: string,
): Promise<TenantBranding | null> {
  const response = await upstream.send('v2', `/theme/${encodeURIComponent(tenant)}`);
  if (response.status === 404) return null;
  if (!isSuccessStatus(response.status)) {
    throw new UpstreamError(response.status, {
      error: { message: 'Unable to load the theme', code: 'theme_unavailable' },
    });
  }
  return toBranding(upstreamThemeSchema.parse(await response.json()));
}
