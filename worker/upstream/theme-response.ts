import { z } from 'zod';
import { ANY_CLIENT_LANGUAGES, type ClientLanguages, isLanguage, SOURCE_LANGUAGE } from '#contract/languages';
import { DEFAULT_BRAND_NAME, DEFAULT_SUPPORT, DEFAULT_THEME_COLOURS } from '#contract/spec-constants';
import { hexColourSchema, type TenantBranding } from '#contract/theme';

/** The upstream's theme answer, snake_case as sent; mapped once, here, to the SPA's camelCase. */
export const upstreamThemeSchema = z.object({
  theme: z
    .object({
      primary_colour: hexColourSchema.nullish(),
      secondary_colour: hexColourSchema.nullish(),
      benefit_brand_name: z.string().nullish(),
      brand_header_logo: z.string().nullish(),
      brand_header_logo_mobile: z.string().nullish(),
      logo_file_url: z.string().nullish(),
      support_email: z.string().nullish(),
      contact_us_email: z.string().nullish(),
      benefit_brand_phone_number: z.string().nullish(),
      avatar_set: z.string().nullish(),
      base_font: z.string().nullish(),
      header_font: z.string().nullish(),
    })
    .nullable(),
  client: z
    .object({
      client_name: z.string(),
      contact_us_enabled: z.boolean(),
      sso_access_only: z.boolean().optional(),
      default_language: z.string().nullish(),
      /** Comma-separated language tags. */
      languages: z.string().nullish(),
    })
    .nullable(),
});
export type UpstreamTheme = z.infer<typeof upstreamThemeSchema>;

export const DEFAULT_LOGOS = {
  desktop: '/brands/default/logo.svg',
  mobile: '/brands/default/logo-mobile.svg',
} as const;

/** The spec's defaults (section 3): what a client with no theme, or no client at all, looks like. */
export function defaultBranding(): TenantBranding {
  return toBranding({ theme: null, client: null });
}

export function toBranding({ theme, client }: UpstreamTheme): TenantBranding {
  return {
    theme: {
      brandName: theme?.benefit_brand_name || DEFAULT_BRAND_NAME,
      primary: (theme?.primary_colour ?? DEFAULT_THEME_COLOURS.primary).toUpperCase(),
      secondary: (theme?.secondary_colour ?? DEFAULT_THEME_COLOURS.secondary).toUpperCase(),
      logoUrl: theme?.brand_header_logo || DEFAULT_LOGOS.desktop,
      mobileLogoUrl: theme?.brand_header_logo_mobile || theme?.brand_header_logo || DEFAULT_LOGOS.mobile,
      clientLogoUrl: theme?.logo_file_url || null,
      supportEmail: theme?.support_email || DEFAULT_SUPPORT.email,
      contactUsEmail: theme?.contact_us_email || theme?.support_email || DEFAULT_SUPPORT.email,
      supportNumber: theme?.benefit_brand_phone_number || DEFAULT_SUPPORT.phone,
      avatarSetUrl: theme?.avatar_set || null,
      baseFont: theme?.base_font || null,
      headerFont: theme?.header_font || null,
      hasClientTheme: theme !== null,
    },
    client: client
      ? {
          name: client.client_name,
          contactUsEnabled: client.contact_us_enabled,
          ssoAccessOnly: client.sso_access_only ?? false,
          ...clientLanguages(client.default_language, client.languages),
        }
      : null,
  };
}

/**
 * A client's languages as the upstream lists them: a language the portal does not speak is left
 * out, the source language is always allowed, and a client that lists none allows every language.
 */
function clientLanguages(defaultLanguage: string | null | undefined, languages: string | null | undefined) {
  const listed = (languages ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter(isLanguage);
  const allowed: ClientLanguages['languages'] =
    listed.length === 0 ? ANY_CLIENT_LANGUAGES.languages : [...new Set([SOURCE_LANGUAGE, ...listed])];
  return {
    defaultLanguage:
      isLanguage(defaultLanguage) && allowed.includes(defaultLanguage) ? defaultLanguage : null,
    languages: [...allowed],
  };
}
