import type { ContentPage, ContentPageName } from '#contract/content-pages';
import { logError } from '../http/log';
import { UPSTREAM_POLICY_PATHS, upstreamPolicySchema } from './content-responses';
import { sanitiseHtml } from './sanitise-html';
import { type UpstreamClient, UpstreamError } from './upstream-client';
import { readUpstream } from './upstream-json';

/**
 * A content page's policy for the tenant (spec 2.11), sanitised. The documents are public, so the
 * call names the client by its tenant (the upstream's ?client=) rather than by a person; the
 * tenant comes from the Host the Worker resolved, never from the request's path or query.
 */
export async function fetchContentPage(
  upstream: UpstreamClient,
  tenant: string | null,
  page: ContentPageName,
): Promise<ContentPage> {
  if (!tenant) {
    throw new UpstreamError(404, { error: { message: 'Client not found', code: 'client_not_found' } });
  }
  const response = await upstream.send(
    'v2',
    `${UPSTREAM_POLICY_PATHS[page]}?client=${encodeURIComponent(tenant)}`,
  );
  const policy = await readUpstream(response, upstreamPolicySchema);
  return { page, html: await sanitiseHtml(policy.content) };
}

/** The same for the shell: a failure is the page's failure view, not an error page. */
export async function contentPageOrFailure(
  upstream: UpstreamClient,
  tenant: string | null,
  page: ContentPageName,
): Promise<ContentPage> {
  try {
    return await fetchContentPage(upstream, tenant, page);
  } catch (error) {
    if (!(error instanceof UpstreamError))
      logError('content_page_failed', error, upstream.requestId, { page });
    return { page, html: null };
  }
}
