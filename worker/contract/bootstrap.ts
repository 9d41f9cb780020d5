import { z } from 'zod';
import { captchaConfigSchema } from './auth';
import { sessionSummarySchema } from './session';
import { publicClientSchema, themeSchema } from './theme';

/** Injected into every HTML navigation as <script type="application/json" id="bootstrap">. */
export const bootstrapSchema = z.object({
  tenant: z.string().nullable(),
  theme: themeSchema,
  client: publicClientSchema.nullable(),
  session: sessionSummarySchema.nullable(),
  captcha: captchaConfigSchema,
  /**
   * The Worker kept the prerendered cookie banner: the request had no consent cookie
   * (contract/cookie-consent). The banner's first render follows it, so hydration matches the HTML.
   */
  cookieBanner: z.boolean(),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;

export { BOOTSTRAP_ELEMENT_ID } from './bootstrap-element';
