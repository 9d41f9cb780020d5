import { z } from 'zod';
import { upstreamFamilyMemberSchema } from './family-responses';

// The upstream answers "Download my data" reads (docs/decisions/058), mapped to camelCase here, once.
// Profile, family, life events, selections and statements reuse the portal's own readers of the same
// calls; these are the calls only the export makes.

/** GET /user: the person's own details as the export lists them (not the portal's flags). */
export const upstreamExportProfileSchema = z
  .object({
    first_name: z.string(),
    surname: z.string(),
    email: z.string(),
    user_type: z.string().nullish(),
    employment_status: z.string().nullish(),
    phone: z.string().nullish(),
    address_line_1: z.string().nullish(),
    address_line_2: z.string().nullish(),
    town: z.string().nullish(),
    postcode: z.string().nullish(),
    mfa_enabled: z.boolean().optional(),
    on_probation: z.boolean().optional(),
  })
  .transform((user) => ({
    firstName: user.first_name,
    surname: user.surname,
    email: user.email,
    userType: user.user_type ?? null,
    employmentStatus: user.employment_status ?? null,
    phone: user.phone ?? null,
    addressLine1: user.address_line_1 ?? null,
    addressLine2: user.address_line_2 ?? null,
    town: user.town ?? null,
    postcode: user.postcode ?? null,
    twoFactorEnabled: user.mfa_enabled ?? null,
    onProbation: user.on_probation ?? null,
  }));
export type ExportProfile = z.output<typeof upstreamExportProfileSchema>;

/** GET /user/family: every member, removed ones too (the page shows the active ones only). */
export const upstreamAllFamilyMembersSchema = z.array(upstreamFamilyMemberSchema);

/** GET v1 /claims: every claim of the person, with its receipt's name, size and type. */
export const upstreamExportClaimListSchema = z.array(
  z
    .object({
      claim_id: z.number().int().positive(),
      benefit_id: z.number().int().positive(),
      amount: z.number(),
      description: z.string(),
      receipt_name: z.string(),
      receipt_size: z.number().int().nonnegative(),
      receipt_type: z.string(),
      created_at: z.string(),
    })
    .transform((claim) => ({
      id: claim.claim_id,
      benefitId: claim.benefit_id,
      amount: claim.amount,
      description: claim.description,
      receiptName: claim.receipt_name,
      receiptSize: claim.receipt_size,
      receiptType: claim.receipt_type,
      createdAt: claim.created_at,
    })),
);
export type ExportClaim = z.output<typeof upstreamExportClaimListSchema>[number];

/** POST v2 /user/data-downloads: the recorded download. */
export const upstreamDataDownloadSchema = z.object({
  id: z.number().int().positive(),
  occurred_at: z.string(),
});
