import { z } from 'zod';

/** The one error shape every /api route returns (spec section 8). */
export const apiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** Sent by the SPA on every /api call; the CSRF middleware refuses requests without it. */
export const CSRF_HEADER = 'x-portal-request';
