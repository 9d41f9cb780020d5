import { Hono } from 'hono';
import { z } from 'zod';
import type { TermsContent } from '#contract/auth';
import { termsContentSchema } from '#contract/auth';
import { faqSchema } from '#contract/benefits';
import { type ContentPage, contentPageSchema } from '#contract/content';
import { carouselSchema } from '#contract/recovery';
import { answers } from '../http/answers';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { callAsUser } from '../upstream/authorized-calls';
import { fetchContentPage } from '../upstream/content-calls';
import { upstreamPolicySchema } from '../upstream/content-responses';
import { toCarousel, upstreamCarouselSchema } from '../upstream/recovery-responses';
import { sanitiseHtml } from '../upstream/sanitise-html';
import { readUpstream } from '../upstream/upstream-json';

export const contentRoutes = new Hono<AppEnv>()
  /** The texts of the new-terms screen (spec section 2.5). */
  .get('/terms', answers(termsContentSchema), async (c) => {
    const [terms, policy] = await Promise.all([
      callAsUser(c, 'v2', '/policies/terms-conditions').then((r) => readUpstream(r, upstreamPolicySchema)),
      callAsUser(c, 'v2', '/policies/privacy-policy').then((r) => readUpstream(r, upstreamPolicySchema)),
    ]);
    const [termsHtml, policyHtml] = await Promise.all([
      sanitiseHtml(terms.content),
      sanitiseHtml(policy.content),
    ]);
    return c.json<TermsContent>({
      terms: termsHtml,
      policy: policyHtml,
      termsRevision: terms.revision ?? null,
    });
  })

  /**
   * A content page's policy (spec 2.11), for a visitor or a signed-in person alike, sanitised: the
   * public pages ask for it when they move to a content page without a full load (decision 020).
   */
  .get(
    '/pages/:page',
    answers(contentPageSchema),
    validate('param', z.object({ page: contentPageSchema.shape.page })),
    async (c) => {
      const content = await fetchContentPage(c.var.upstream, c.var.tenant, c.req.valid('param').page);
      return c.json(content satisfies ContentPage);
    },
  )

  /** The FAQs page (spec 2.2 /app/faqs/; the CMS's faqs), as question and answer pairs. */
  .get('/faqs', answers(z.array(faqSchema)), async (c) => {
    const faqs = await readUpstream(await callAsUser(c, 'v2', '/cms-content/faqs'), z.array(faqSchema));
    return c.json(faqs);
  })

  /**
   * The welcome carousel (after activation, on a first login). Loading it clears the requirement
   * upstream, so the session summary stops asking for it too.
   */
  .get('/carousel', answers(carouselSchema), async (c) => {
    const carousel = await readUpstream(await callAsUser(c, 'v2', '/carousel'), upstreamCarouselSchema);
    const session = c.var.session.require();
    c.var.session.update({ summary: { ...session.summary, showWelcomeModal: false } });
    return c.json(toCarousel(carousel));
  });
