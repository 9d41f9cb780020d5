import { Hono } from 'hono';
import { type ContactPage, contactPageSchema, type EnquirySent, enquirySentSchema } from '#contract/contact';
import { enquiryRequestSchema } from '#contract/contact-requests';
import { CONTACT_TEXTS } from '#contract/contact-texts';
import { answers } from '../http/answers';
import { apiError } from '../http/api-errors';
import type { AppEnv } from '../http/app-env';
import { validate } from '../http/validation';
import { clientIp, enforceRateLimit } from '../middleware/rate-limit';
import { requireSignedIn } from '../middleware/session';
import { brandingOf } from '../theme/request-branding';
import { callAsUser } from '../upstream/authorized-calls';
import {
  toContactFieldErrors,
  upstreamContactPageSchema,
  upstreamEnquiryFieldsSchema,
  upstreamEnquirySentSchema,
} from '../upstream/contact-responses';
import { sanitiseHtml } from '../upstream/sanitise-html';
import { readUpstream } from '../upstream/upstream-json';

/**
 * The contact page (spec 2.8): its subjects and side content, and sending an enquiry. Signed-in
 * only; a client with contact us switched off is refused by the upstream (spec 6).
 */
export const contactRoutes = new Hono<AppEnv>()
  .use(requireSignedIn)
  .get('/', answers(contactPageSchema), async (c) => {
    const page = await readUpstream(
      await callAsUser(c, 'v2', '/cms-content/contact'),
      upstreamContactPageSchema,
    );
    return c.json({
      enquiryOptions: page.enquiryOptions,
      side: { title: page.pageContent.name, html: await sanitiseHtml(page.pageContent.content) },
    } satisfies ContactPage);
  })

  /**
   * Sends an enquiry with the person's e-mail, names and company (spec 3). Five a minute per
   * address, client and person; the upstream's field errors come back as the form's fields.
   */
  .post('/enquiries', answers(enquirySentSchema), validate('json', enquiryRequestSchema), async (c) => {
    const { summary } = c.var.session.require();
    const limited = await enforceRateLimit(c, c.env.CONTACT_RATE_LIMITER, [
      clientIp(c),
      summary.email.toLowerCase(),
    ]);
    if (limited) return limited;
    const { subject, comments } = c.req.valid('json');
    const { client } = await brandingOf(c);
    const response = await callAsUser(c, 'v1', '/enquiries', {
      method: 'POST',
      body: JSON.stringify({
        subject,
        comments,
        email: summary.email,
        firstName: summary.firstName,
        surname: summary.surname,
        company: client?.name ?? '',
      }),
    });
    if (!response.ok) {
      const refused = upstreamEnquiryFieldsSchema.safeParse(
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      if (refused.success) {
        const fields = toContactFieldErrors(refused.data.fields);
        return c.json(apiError(CONTACT_TEXTS.correctErrors, 'validation_failed', { fields }), 422);
      }
    }
    await readUpstream(response, upstreamEnquirySentSchema);
    return c.json({ sent: true } satisfies EnquirySent, 201);
  });
