import { Hono } from 'hono';
import { z } from 'zod';
import { faqSchema } from '../contract/benefits';
import type { AppEnv } from '../http/app-env';
import { callAsUser } from '../upstream/authorized-calls';
import { toCarousel, upstreamCarouselSchema } from '../upstream/recovery-responses';
import { readUpstream } from '../upstream/upstream-json';

const upstreamPolicySchema = z.object({ name: z.string(), content: z.string() });

export const contentRoutes = new Hono<AppEnv>()
  /** The texts of the new-terms screen (spec section 2.5). */
  .get('/terms', async (c) => {
    const [terms, policy] = await Promise.all([
      callAsUser(c, 'v2', '/policies/terms-conditions').then((r) => readUpstream(r, upstreamPolicySchema)),
      callAsUser(c, 'v2', '/policies/privacy-policy').then((r) => readUpstream(r, upstreamPolicySchema)),
    ]);
    return c.json({ terms: terms.content, policy: policy.content });
  })

  /** The FAQs page (spec 2.2 /app/faqs/; the CMS's faqs), as question and answer pairs. */
  .get('/faqs', async (c) => {
    const faqs = await readUpstream(await callAsUser(c, 'v2', '/cms-content/faqs'), z.array(faqSchema));
    return c.json(faqs);
  })

  /**
   * The welcome carousel (after activation, on a first login). Loading it clears the requirement
   * upstream, so the session summary stops asking for it too.
   */
  .get('/carousel', async (c) => {
    const carousel = await readUpstream(await callAsUser(c, 'v2', '/carousel'), upstreamCarouselSchema);
    const session = c.var.session.require();
    c.var.session.update({ summary: { ...session.summary, showWelcomeModal: false } });
    return c.json(toCarousel(carousel));
  });
