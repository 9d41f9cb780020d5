import { dehydrate, hashKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOTSTRAP_ELEMENT_ID } from '#contract/bootstrap-element';
import { serializeJsonForHtml } from '#contract/json-for-html';
import { STREAMED_QUERY_ATTRIBUTE } from '#contract/page-data';
import { ApiRequestError } from './api-client';
import { browserQueryClient } from './page-data';
import { createQueryClient } from './query-client';

const REFUSED = { error: { message: 'Upstream failed', code: 'upstream_error' } };

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the answers the Worker streams beside a page's sections (decision 066)", () => {
  it('reach the browser cache as they were, a failure as its ApiRequestError, and leave the document', async () => {
    // What the Worker's render writes: TanStack Query's dehydrated state of the section's calls.
    const server = createQueryClient({ retry: false });
    await server.prefetchQuery({ queryKey: ['home', 'content'], queryFn: async () => ({ cards: [1] }) });
    await server.prefetchQuery({
      queryKey: ['faqs'],
      queryFn: () => Promise.reject(new ApiRequestError(502, REFUSED)),
    });
    const answers = serializeJsonForHtml(dehydrate(server, { shouldDehydrateQuery: () => true }));
    document.head.innerHTML = `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">{"session":null}</script>`;
    document.body.innerHTML = `<script type="application/json" ${STREAMED_QUERY_ATTRIBUTE}>${answers}</script>`;

    const cache = browserQueryClient();
    expect(cache.getQueryData(['home', 'content'])).toEqual({ cards: [1] });
    const failed = cache.getQueryCache().get(hashKey(['faqs']))?.state;
    expect(failed?.status).toBe('error');
    expect(failed?.error).toBeInstanceOf(ApiRequestError);
    expect(failed?.error).toMatchObject({ status: 502, code: 'upstream_error' });
    expect(document.querySelector(`script[${STREAMED_QUERY_ATTRIBUTE}]`)).toBeNull();
  });
});
