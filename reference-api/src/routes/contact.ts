import { Hono } from 'hono';
import { z } from 'zod';
import { findBenefitPerson } from '../data/benefit-person-repository.ts';
import {
  contactUsEnabled,
  findContactPage,
  findEnquiryOptions,
  insertEnquiry,
} from '../data/contact-repository.ts';
import { type AuthedEnv, requireBearer } from '../http/bearer-auth.ts';

/** The contact page the v2 host answers with (spec section 7: enquiryOptions and pageContent). */
export type ContactPageBody = {
  enquiryOptions: { label: string; value: string }[];
  pageContent: { name: string; content: string };
};

/**
 * An enquiry's answer (spec section 7): status 'success', or 'error' with the fields in error
 * (`_person_enq` the subject, `_message` the comments) or a message.
 */
export type EnquiryResultBody =
  | { status: 'success'; id: number }
  | { status: 'error'; fields: Partial<Record<'_person_enq' | '_message', string>> }
  | { status: 'error'; message: string };

export const ENQUIRY_COMMENTS_MAX_LENGTH = 2000;

const CONTACT_UNAVAILABLE = 'Contact us is not available for your organisation';

const enquirySchema = z.object({
  subject: z.string().optional().default(''),
  comments: z.string().optional().default(''),
  email: z.string(),
  firstName: z.string(),
  surname: z.string(),
  company: z.string(),
});

/** The client whose contact page the signed-in person may use, or null (support staff, switched off). */
async function contactClientOf(db: D1Database, userId: number): Promise<number | null> {
  const person = await findBenefitPerson(db, userId);
  if (person?.clientId == null) return null;
  return (await contactUsEnabled(db, person.clientId)) ? person.clientId : null;
}

/**
 * GET /cms-content/contact on the v2 host (the contact page) and POST /enquiries on the v1 host (an
 * enquiry). Both need the person's client to have contact us switched on (spec 2.8, 6). The subject
 * must be one of the client's enquiry options and the comments must say something; a stored
 * enquiry keeps the account that sent it.
 */
export const contactPageRoutes = new Hono<AuthedEnv>().get(
  '/cms-content/contact',
  requireBearer,
  async (c) => {
    const clientId = await contactClientOf(c.env.DB, c.var.session.userId);
    if (clientId === null) return c.json({ status: 'error', message: CONTACT_UNAVAILABLE }, 404);
    const [page, options] = await Promise.all([
      findContactPage(c.env.DB, clientId),
      findEnquiryOptions(c.env.DB, clientId),
    ]);
    if (!page) return c.json({ status: 'error', message: CONTACT_UNAVAILABLE }, 404);
    return c.json(
      {
        enquiryOptions: options.map(({ label, value }) => ({ label, value })),
        pageContent: { name: page.name, content: page.content },
      } satisfies ContactPageBody,
      200,
    );
  },
);

export const enquiryRoutes = new Hono<AuthedEnv>().post('/enquiries', requireBearer, async (c) => {
  const { userId } = c.var.session;
  const clientId = await contactClientOf(c.env.DB, userId);
  if (clientId === null) {
    return c.json({ status: 'error', message: CONTACT_UNAVAILABLE } satisfies EnquiryResultBody, 403);
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = null;
  }
  const parsed = enquirySchema.safeParse(raw);
  if (!parsed.success) {
    return c.json(
      { status: 'error', message: 'The enquiry could not be read' } satisfies EnquiryResultBody,
      400,
    );
  }
  const enquiry = parsed.data;
  const options = await findEnquiryOptions(c.env.DB, clientId);
  const fields: Partial<Record<'_person_enq' | '_message', string>> = {};
  if (!options.some((option) => option.value === enquiry.subject)) {
    fields._person_enq = enquiry.subject.trim()
      ? 'The subject is not one of the options'
      : 'A subject is required';
  }
  const comments = enquiry.comments.trim();
  if (!comments) fields._message = 'A message is required';
  else if (comments.length > ENQUIRY_COMMENTS_MAX_LENGTH) {
    fields._message = `The message must be at most ${ENQUIRY_COMMENTS_MAX_LENGTH} characters`;
  }
  if (fields._person_enq || fields._message) {
    return c.json({ status: 'error', fields } satisfies EnquiryResultBody, 422);
  }
  const id = await insertEnquiry(c.env.DB, {
    client_id: clientId,
    user_id: userId,
    subject: enquiry.subject,
    comments,
    email: enquiry.email,
    first_name: enquiry.firstName,
    surname: enquiry.surname,
    company: enquiry.company,
    created_at: new Date().toISOString(),
  });
  return c.json({ status: 'success', id } satisfies EnquiryResultBody, 201);
});
