import { z } from 'zod';

/** The one error shape every /api route returns (spec section 8). */
export const apiErrorSchema = z.object({
  error: z.object({
    /**
     * Text, except in POST /api/auth/login's refusals (codes login_failed and account_locked),
     * where it is the server's text as SafeHtml (contract/safe-html, spec 8) or the Worker's own.
     */
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** Login only: the upstream now asks for the captcha (from the 3rd consecutive failure). */
    captchaRequired: z.boolean().optional(),
    /** Two-factor only: the server's messages, one per error code, each SafeHtml (spec 8). */
    lines: z.array(z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export { CSRF_HEADER, CSRF_HEADER_VALUE } from './csrf';
