import { z } from 'zod';
import { captchaConfigSchema } from './auth';
import { contentPageSchema } from './content';
import { LANGUAGES } from './languages';
import { sessionSummarySchema } from './session';
import { publicClientSchema, themeSchema } from './theme';

/** Injected into every HTML navigation as <script type="application/json" id="bootstrap">. */
export const bootstrapSchema = z.object({
  tenant: z.string().nullable(),
  /** The language the Worker rendered the page in (docs/decisions/085): the SPA goes on in it. */
  language: z.enum(LANGUAGES),
  theme: themeSchema,
  client: publicClientSchema.nullable(),
  session: sessionSummarySchema.nullable(),
  captcha: captchaConfigSchema,
  /**
   * The Worker kept the prerendered cookie banner: the request had no consent cookie
   * (contract/cookie-consent). The banner's first render follows it, so hydration matches the HTML.
   */
  cookieBanner: z.boolean(),
  /**
   * On a content page (spec 2.11), the client's policy as the Worker loaded and sanitised it, so
   * the page renders from the HTML it came with and asks for nothing (decision 020).
   */
  content: contentPageSchema.nullable().optional(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

export { BOOTSTRAP_ELEMENT_ID } from './bootstrap-element';
