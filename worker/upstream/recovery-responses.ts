import { z } from 'zod';
import { type PasswordCheck, passwordCheckSchema } from '#contract/password-policy';
import type { ActivationDetails } from '#contract/recovery';

// Upstream answers of the password-reset and activation calls (spec section 7), snake_case as
// sent; mapped once, here, to the SPA's camelCase. Dates cross as ISO YYYY-MM-DD on our side.

const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));

/** POST /forgot-password: { sent, message } or 422 { errors: { email: [...] } }. */
export const upstreamForgotSchema = z.object({
  sent: z.boolean().optional(),
  message: z.string().nullish(),
  errors: fieldErrorsSchema.optional(),
});

/** POST /password-reset/check/{token}, when the link is good (404 and 410 carry valid: false). */
export const upstreamTokenCheckSchema = z.object({ valid: z.literal(true) });

/** POST /password-reset/dob and /activation/dob, when the date matched. */
export const upstreamVerifiedSchema = z.object({ verified: z.literal(true) });

/** POST /password/check: the checklist, in a 200 and in a 422 alike. */
export const upstreamPasswordCheckSchema = z.object({
  data: z.object({ checks: z.array(passwordCheckSchema) }),
});

/** POST /password-reset succeeded. */
export const upstreamResetSchema = z.object({
  reset: z.literal(true),
  redirectURL: z.string().nullish(),
});

/**
 * A 422 of the date-of-birth checks, /password-reset and /user/activate: the date did not match,
 * the date could not be read, or the password broke a rule (then usually with the checklist).
 */
export const upstreamRefusalSchema = z.object({
  error: z.string().nullish(),
  errors: fieldErrorsSchema.optional(),
  checks: z.array(passwordCheckSchema).optional(),
});
export type UpstreamRefusal = z.infer<typeof upstreamRefusalSchema>;

/** POST /activation/{id}. The spec (section 3) has seen the first name as first_name or firstName. */
export const upstreamActivationSchema = z.object({
  status: z.string(),
  error: z.string().nullish(),
  first_name: z.string().optional(),
  firstName: z.string().optional(),
  surname: z.string().optional(),
  email: z.string().optional(),
  two_factor: z.boolean().optional(),
  /** With a 410: the link expired unused, so a new one may be asked for (decision 048). */
  link_expired: z.boolean().optional(),
});
export type UpstreamActivation = z.infer<typeof upstreamActivationSchema>;

/** POST /activation/{id}/renew: a new link is on its way to the account's own address. */
export const upstreamActivationRenewedSchema = z.object({ sent: z.literal(true) });

/** POST /user/activate succeeded but two-factor must be set up before any token is issued. */
export const upstreamActivateTwoFactorSchema = z.object({
  is_should_setup_2fa: z.literal(true),
  secret: z.string().optional(),
  url: z.string().optional(),
});

/** GET /carousel. */
export const upstreamCarouselSchema = z.object({
  slides: z.array(z.object({ title: z.string(), body: z.string(), image_url: z.string().nullish() })),
});
export type UpstreamCarousel = z.infer<typeof upstreamCarouselSchema>;

/** GET /__dev/outbox (development only). */
export const upstreamOutboxSchema = z.array(
  z.object({
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    links: z.array(z.string()),
    created_at: z.union([z.string(), z.number()]),
  }),
);
export type UpstreamOutbox = z.infer<typeof upstreamOutboxSchema>;

function isoParts(iso: string): [string, string, string] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) throw new RangeError(`Not an ISO date: ${iso}`);
  return [match[1] as string, match[2] as string, match[3] as string];
}

/** 1985-03-12 ▸ 12/03/1985, the form the date-of-birth checks expect (spec section 3). */
export function toDayFirstDate(iso: string): string {
  const [year, month, day] = isoParts(iso);
  return `${day}/${month}/${year}`;
}

/** 1985-03-12 ▸ 1985/03/12, the form the reset and activation calls expect (spec section 3). */
export function toYearFirstDate(iso: string): string {
  const [year, month, day] = isoParts(iso);
  return `${year}/${month}/${day}`;
}

export type Refusal =
  | { kind: 'dob-mismatch' }
  | { kind: 'invalid-date'; message: string }
  | { kind: 'password'; checks?: PasswordCheck[] };

const DOB_MISMATCH_TEXT = 'this date does not match our records';

/**
 * What a 422 refused. The checklist means the password; a date_of_birth field error means an
 * unreadable date; the mismatch text means the date; anything else is taken as the password.
 */
export function classifyRefusal(refusal: UpstreamRefusal): Refusal {
  if (refusal.checks) return { kind: 'password', checks: refusal.checks };
  const dateMessage = firstFieldError({ date_of_birth: refusal.errors?.date_of_birth ?? [] });
  if (dateMessage) return { kind: 'invalid-date', message: dateMessage };
  if (refusal.error?.trim().toLowerCase() === DOB_MISMATCH_TEXT) return { kind: 'dob-mismatch' };
  return { kind: 'password' };
}

/** The first message of a Laravel-style { field: [messages] } object, if any. */
export function firstFieldError(errors: Record<string, string[]> | undefined): string | null {
  for (const messages of Object.values(errors ?? {})) {
    const first = messages.find((message) => message.trim() !== '');
    if (first) return first;
  }
  return null;
}

/** The checklist and whether every rule passes; an empty list never counts as valid. */
export function toPasswordCheckResult(checks: PasswordCheck[]): { checks: PasswordCheck[]; valid: boolean } {
  return { checks, valid: checks.length > 0 && checks.every((check) => check.status) };
}

/** Null unless the upstream answered with a complete, successful activation record. */
export function toActivationDetails(answer: UpstreamActivation): ActivationDetails | null {
  const firstName = answer.first_name ?? answer.firstName;
  if (answer.status !== 'success' || answer.error || firstName === undefined) return null;
  if (answer.surname === undefined || answer.email === undefined) return null;
  return { firstName, surname: answer.surname, email: answer.email, twoFactor: answer.two_factor ?? false };
}

export function toCarousel(answer: UpstreamCarousel) {
  return {
    slides: answer.slides.map((slide) => ({
      title: slide.title,
      body: slide.body,
      imageUrl: slide.image_url ?? null,
    })),
  };
}

/** Epoch numbers become ISO strings so the outbox reads the same whatever the upstream stores. */
export function toOutbox(answer: UpstreamOutbox) {
  return answer.map((mail) => ({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    links: mail.links,
    createdAt:
      typeof mail.created_at === 'number' ? new Date(mail.created_at).toISOString() : mail.created_at,
  }));
}
