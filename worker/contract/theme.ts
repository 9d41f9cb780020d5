import { z } from 'zod';
import { LANGUAGES } from './languages';

/** A colour as the upstream sends it: six hex digits, no '#'. */
export const hexColourSchema = z.string().regex(/^[0-9a-fA-F]{6}$/);

/** The tenant's look, camelCased by the Worker; every field is filled (defaults from spec section 3). */
export const themeSchema = z.object({
  brandName: z.string().min(1),
  primary: hexColourSchema,
  secondary: hexColourSchema,
  logoUrl: z.string().min(1),
  mobileLogoUrl: z.string().min(1),
  clientLogoUrl: z.string().nullable(),
  supportEmail: z.string(),
  contactUsEmail: z.string(),
  supportNumber: z.string(),
  avatarSetUrl: z.string().nullable(),
  baseFont: z.string().nullable(),
  headerFont: z.string().nullable(),
  /** False when the client has no theme and the spec's defaults are in use. */
  hasClientTheme: z.boolean(),
});
export type Theme = z.infer<typeof themeSchema>;

/** What the public pages may know about the client before anyone signs in. */
export const publicClientSchema = z.object({
  name: z.string(),
  contactUsEnabled: z.boolean(),
  ssoAccessOnly: z.boolean(),
  /** The language its people see unless they choose (null: each browser's own), and those they may. */
  defaultLanguage: z.enum(LANGUAGES).nullable(),
  languages: z.array(z.enum(LANGUAGES)),
});
export type PublicClient = z.infer<typeof publicClientSchema>;

export const tenantBrandingSchema = z.object({
  theme: themeSchema,
  client: publicClientSchema.nullable(),
});
export type TenantBranding = z.infer<typeof tenantBrandingSchema>;
